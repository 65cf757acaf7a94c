import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** A 1000x560 picture, like the demo article pictures. */
const picture = (width = 1000, height = 560) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7c3a' } })
    .webp()
    .toBuffer();

describe('GET /img/w/{width}/{format}/media/{path}', () => {
  let app: TestApp;
  let mediaDir: string;
  beforeAll(async () => {
    // The pictures only: no database content is needed.
    app = await startTestApp('pglite', { seed: false });
    mediaDir = path.join(app.config.dataDir, 'media');
    mkdirSync(path.join(mediaDir, 'articles'), { recursive: true });
    mkdirSync(path.join(mediaDir, 'pets'), { recursive: true });
    writeFileSync(path.join(mediaDir, 'articles', 'walk.webp'), await picture());
    writeFileSync(path.join(mediaDir, 'articles', 'broken.webp'), 'not a picture at all');
    writeFileSync(
      path.join(mediaDir, 'pets', 'AbCdEfGhIjKlMnOpQrStUv.webp'),
      await picture(400, 400),
    );
    writeFileSync(path.join(app.config.dataDir, 'secret.png'), await picture(200, 200));
    symlinkSync(
      path.join(app.config.dataDir, 'secret.png'),
      path.join(mediaDir, 'articles', 'link.png'),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['avif', 'webp'] as const)(
    'answers %s of the requested width, cached with an ETag',
    async (format) => {
      const url = `/img/w/640/${format}/media/articles/walk.webp`;
      const response = await app.server.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(358);

      // The second request reads the disk cache and can be revalidated.
      const again = await app.server.inject(url);
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
      const notModified = await app.server.inject({ url, headers: { 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
    },
  );

  it('keeps the variants under DATA_DIR/cache/images', () => {
    const cacheDir = path.join(app.config.dataDir, 'cache', 'images');
    const files = readdirSync(cacheDir, { recursive: true }).map(String);
    expect(files.some((f) => f.endsWith('.avif'))).toBe(true);
    expect(files.some((f) => f.endsWith('.webp'))).toBe(true);
  });

  it('resizes the committed default article pictures (public/img/), whatever the demo', async () => {
    const url = '/img/w/640/avif/img/articles/default-dogs-1@2x.webp';
    const response = await app.server.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
  });

  it('never enlarges a picture', async () => {
    const response = await app.server.inject('/img/w/1920/webp/media/articles/walk.webp');
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1000);
  });

  it('marks the write-once pet pictures immutable', async () => {
    const response = await app.server.inject(
      '/img/w/160/webp/media/pets/AbCdEfGhIjKlMnOpQrStUv.webp',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses widths and formats off the list with 400 and a message', async () => {
    for (const url of [
      '/img/w/641/webp/media/articles/walk.webp',
      '/img/w/abc/webp/media/articles/walk.webp',
      '/img/w/0/avif/media/articles/walk.webp',
    ]) {
      const response = await app.server.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.width).toEqual([expect.stringMatching(/160, 320, 480/)]);
    }
    const png = await app.server.inject('/img/w/640/png/media/articles/walk.webp');
    expect(png.statusCode).toBe(400);
    expect(png.json().errors.format).toEqual(['format must be avif or webp']);
  });

  it('answers 404 with a message for missing, corrupt and non-media files', async () => {
    for (const url of [
      '/img/w/640/webp/media/articles/missing.webp',
      '/img/w/640/webp/media/articles/broken.webp',
      '/img/w/640/webp/media/articles',
      '/img/w/640/webp/img/logo.svg',
      '/img/w/640/webp/media/',
      // only the two stores exist; none is found through the object's prototype
      '/img/w/640/webp/articles/default-dogs-1.webp',
      '/img/w/640/webp/__proto__/articles/default-dogs-1.webp',
      '/img/w/640/webp/constructor/articles/default-dogs-1.webp',
      '/img/w/640/webp/img',
    ]) {
      const response = await app.server.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('never leaves the media directory or public/img/', async () => {
    for (const url of [
      '/img/w/160/webp/media/../secret.png',
      '/img/w/160/webp/media/articles/../../secret.png',
      '/img/w/160/webp/media/..%2fsecret.png',
      '/img/w/160/webp/media/%2e%2e/secret.png',
      '/img/w/160/webp/media/articles/%2e%2e%2f%2e%2e%2fsecret.png',
      '/img/w/160/webp/media/..%5csecret.png',
      '/img/w/160/webp/media/%2fetc%2fpasswd',
      '/img/w/160/webp/media//etc/passwd',
      '/img/w/160/webp/media/articles/walk.webp%00.png',
      '/img/w/160/webp/img/..%2fmedia%2farticles%2fwalk.webp',
      '/img/w/160/webp/img/..%2f..%2fpackage.json',
      '/img/w/160/webp/img/articles/..%2f..%2f..%2fpublic/img/articles/default-dogs-1.webp',
      // a symbolic link inside the media directory that points outside it
      '/img/w/160/webp/media/articles/link.png',
    ]) {
      const response = await app.server.inject(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});
