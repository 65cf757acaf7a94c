import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog, media } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

const M = en.studio_editor.media;

/** A 2400x1000 JPEG turned by its EXIF orientation, with a camera name and a GPS position. */
const photoWithGps = () =>
  sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#27ae60' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PawCam', Model: 'Secret 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 42/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '9/1 8/1 2000/100',
      },
    })
    .toBuffer();

const smallPng = (colour = '#c0392b') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

interface Picture {
  id: number;
  url: string;
  width: number;
  height: number;
  alt_text: string;
  uses: { kind: string; id: string; id_article: number | null; title: string; fields: string[] }[];
}

async function upload(v: TestVisitor, bytes: Buffer, alt: string | null, name = 'photo.jpg') {
  const body = multipart(alt === null ? {} : { alt_text: alt }, {
    name,
    type: 'image/jpeg',
    bytes,
  });
  return v.request({ method: 'POST', url: '/api/studio/media', ...body });
}

describe.each(ENGINES)('the media library on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;

  beforeAll(async () => {
    app = await startTestApp(engine);
    editor = await staffVisitor(app, (await createStaff(app, 'contributor')).idStaff);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores only pixels: no EXIF or GPS, upright, at most 2400 px, as WebP', async () => {
    const original = await photoWithGps();
    expect(original.includes(Buffer.from('PawCam'))).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(editor, original, '  A green   field ');
    expect(answer.statusCode).toBe(201);
    const picture = answer.json() as Picture;
    expect(picture.url).toMatch(/^\/media\/library\/[\w-]{22}\.webp$/);
    expect(picture.alt_text).toBe('A green field');
    // Orientation 6 turns 3000x1200 upright to 1200x3000, then bounded to 960x2400.
    expect([picture.width, picture.height]).toEqual([960, 2400]);

    const served = await app.server.inject({ url: picture.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const stored = served.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('PawCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);

    // Where the bytes live: the row on PostgreSQL, the disk for the embedded database.
    const [row] = await app.database.db.select().from(media).where(eq(media.idMedia, picture.id));
    if (engine === 'postgres') expect(row!.data?.equals(stored)).toBe(true);
    else expect(row!.data).toBeNull();
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(picture.id)));
    expect(entry?.action).toBe('media.upload');
  });

  it('serves resized variants through the existing pipeline, revalidated after five minutes (decision 081)', async () => {
    const picture = (await upload(editor, await smallPng(), 'A red square')).json() as Picture;
    const variant = await app.server.inject({ url: `/img/w/320/avif${picture.url}` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
    const again = await app.server.inject({
      url: `/img/w/320/avif${picture.url}`,
      headers: { 'if-none-match': variant.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.server.inject({ url: '/media/library/nothing.webp' })).statusCode).toBe(404);
    expect(
      (
        await app.server.inject({
          url: '/img/w/320/webp/media/library/AAAAAAAAAAAAAAAAAAAAAA.webp',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses an upload without alt text, a file that is no picture, or one too large', async () => {
    const before = await app.database.db.select({ id: media.idMedia }).from(media);
    const noAlt = await upload(editor, await smallPng(), '   ');
    expect(noAlt.statusCode).toBe(422);
    expect(noAlt.json().errors.alt_text).toEqual([M.alt_required]);
    expect((await upload(editor, await smallPng(), null)).statusCode).toBe(422);
    const text = await upload(editor, Buffer.from('<?php echo 1; ?>'), 'A script', 'x.jpg');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.picture).toEqual([M.not_a_picture]);
    const huge = await upload(editor, randomBytes(15 * 1024 * 1024 + 10), 'Noise');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(M.too_large);
    const json = await editor.post('/api/studio/media', { alt_text: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(M.not_multipart);
    expect(await app.database.db.select({ id: media.idMedia }).from(media)).toEqual(before);
  });

  it('lists newest first, pages, searches by alt text and changes the alt text', async () => {
    const a = (
      await upload(editor, await smallPng('#111111'), 'Beagle puppy asleep')
    ).json() as Picture;
    const b = (
      await upload(editor, await smallPng('#222222'), 'Cat on 100% wool')
    ).json() as Picture;
    const all = (await editor.get('/api/studio/media')).json();
    expect(all.items[0].id).toBe(b.id);
    expect(all.items[1].id).toBe(a.id);
    expect(all.page_size).toBe(24);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const found = (await editor.get('/api/studio/media?q=beagle')).json();
    expect(found.items.map((p: Picture) => p.id)).toEqual([a.id]);
    // LIKE's wildcards are searched as text.
    expect(
      (await editor.get('/api/studio/media?q=100%25')).json().items.map((p: Picture) => p.id),
    ).toEqual([b.id]);
    expect((await editor.get('/api/studio/media?q=%25%25')).json().items).toEqual([]);
    expect((await editor.get('/api/studio/media?page=99')).json().items).toEqual([]);

    const changed = await editor.request({
      method: 'PATCH',
      url: `/api/studio/media/${a.id}`,
      payload: { alt_text: 'A beagle puppy asleep on a rug' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().alt_text).toBe('A beagle puppy asleep on a rug');
    const empty = await editor.request({
      method: 'PATCH',
      url: `/api/studio/media/${a.id}`,
      payload: { alt_text: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    const missing = await editor.request({
      method: 'PATCH',
      url: '/api/studio/media/999999',
      payload: { alt_text: 'Anything' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.not_found);
  });

  it('refuses to delete a picture any article uses, says where, and deletes it once unused', async () => {
    const hero = (await upload(editor, await smallPng('#333333'), 'Hero')).json() as Picture;
    const inline = (await upload(editor, await smallPng('#444444'), 'Inline')).json() as Picture;
    const [article] = await app.database.db.select().from(articles).limit(1);
    await app.database.db
      .update(articles)
      .set({
        socialImageUrl: hero.url,
        content: `${article!.content}\n\n![Inline](${inline.url} "fluid")`,
      })
      .where(eq(articles.idArticle, article!.idArticle));

    const listed = (await editor.get('/api/studio/media?q=Hero')).json().items[0] as Picture;
    expect(listed.uses).toEqual([
      {
        kind: 'article',
        id: String(article!.idArticle),
        id_article: article!.idArticle,
        title: article!.title,
        fields: ['social_image'],
      },
    ]);
    const refused = await editor.request({
      method: 'DELETE',
      url: `/api/studio/media/${inline.id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      M.in_use.replace('{{places}}', `${M.kinds.article} “${article!.title}”`),
    );
    expect(refused.json().uses).toEqual([
      {
        kind: 'article',
        id: String(article!.idArticle),
        id_article: article!.idArticle,
        title: article!.title,
        fields: ['content'],
      },
    ]);
    expect((await app.server.inject({ url: inline.url })).statusCode).toBe(200);

    await app.database.db
      .update(articles)
      .set({ socialImageUrl: null, content: article!.content })
      .where(eq(articles.idArticle, article!.idArticle));
    const deleted = await editor.request({
      method: 'DELETE',
      url: `/api/studio/media/${inline.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await app.server.inject({ url: inline.url })).statusCode).toBe(404);
    const again = await editor.request({ method: 'DELETE', url: `/api/studio/media/${inline.id}` });
    expect(again.json()).toEqual({ deleted: false });
  });

  it('is closed to guests and members of the public site', async () => {
    const guest = await (await import('../support/visitor.ts')).newVisitor(app);
    expect((await guest.get('/api/studio/media')).statusCode).toBe(401);
    expect((await upload(guest, await smallPng(), 'x')).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `pawpedia_media_${randomBytes(6).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    a = await startTestApp('postgres', { databaseUrl: url.href });
    b = await startTestApp('postgres', { databaseUrl: url.href, seed: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a picture stored by instance A is served by instance B (its original and variants)', async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const v = await staffVisitor(a, (await createStaff(a, 'editor')).idStaff);
    const picture = (await upload(v, await smallPng('#8e44ad'), 'Purple')).json() as Picture;
    const fromB = await b.server.inject({ url: picture.url });
    expect(fromB.statusCode).toBe(200);
    const fromA = await a.server.inject({ url: picture.url });
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    const variant = await b.server.inject({ url: `/img/w/160/webp${picture.url}` });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(160);
    // B lists it and can delete it; A then no longer serves it.
    const onB = await staffVisitor(b, (await createStaff(b, 'editor')).idStaff);
    expect((await onB.get('/api/studio/media')).json().items[0].id).toBe(picture.id);
    await onB.request({ method: 'DELETE', url: `/api/studio/media/${picture.id}` });
    expect((await a.server.inject({ url: picture.url })).statusCode).toBe(404);
  });
});
