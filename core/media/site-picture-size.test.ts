import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSitePictureSizes } from './site-picture-size.ts';

describe('sizes of the pictures the site serves from files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'picture-size-'));
  const media = path.join(root, 'media');
  const sizeOf = createSitePictureSizes({ '/media/': media });

  beforeAll(async () => {
    mkdirSync(path.join(media, 'articles'), { recursive: true });
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#c84' },
    })
      .png()
      .toBuffer();
    writeFileSync(path.join(media, 'articles', 'hero one.png'), png);
    writeFileSync(path.join(root, 'outside.png'), png);
    writeFileSync(path.join(media, 'broken.png'), 'not a picture');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the size of a picture under a served prefix, with its URL encoding and query', async () => {
    expect(await sizeOf('/media/articles/hero%20one.png?v=2')).toEqual({ width: 640, height: 360 });
  });

  it('knows nothing of files outside the folder, other prefixes, missing or broken files', async () => {
    for (const url of [
      '/media/../outside.png',
      '/media/%2e%2e/outside.png',
      '/img/articles/hero one.png',
      'https://example.com/media/articles/hero%20one.png',
      '/media/articles/missing.png',
      '/media/broken.png',
      '/media/%E0%A4%A.png',
    ])
      expect(await sizeOf(url), url).toBeNull();
  });
});
