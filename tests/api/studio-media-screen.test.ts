import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  auditLog,
  breeds,
  infographics,
  media,
  products,
} from '../../db/schema/index.ts';
import { paths, staticPagePath } from '../../core/site/paths.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { multipart } from '../support/multipart.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, signedInMember, type TestVisitor } from '../support/visitor.ts';

const M = en.studio_editor.media;

const png = (colour: string, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

interface Picture {
  id: number;
  url: string;
  width: number;
  height: number;
  alt_text: string;
  uses: { kind: string; id: string; fields: string[] }[];
  can_edit: boolean;
}

const form = (fields: Record<string, string>, bytes: Buffer) =>
  multipart(fields, { name: 'picture.png', type: 'image/png', bytes });

async function upload(v: TestVisitor, bytes: Buffer, alt: string) {
  const answer = await v.request({
    method: 'POST',
    url: '/api/studio/media',
    ...form({ alt_text: alt }, bytes),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as Picture;
}

const replace = (v: TestVisitor, id: number, bytes: Buffer) =>
  v.request({ method: 'PUT', url: `/api/studio/media/${id}/file`, ...form({}, bytes) });

/** Which of red, green and blue a picture's first pixel is, as served (WebP is lossy). */
async function firstPixel(bytes: Buffer) {
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const rgb = [data[0]!, data[1]!, data[2]!];
  return ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))];
}

describe.each(ENGINES)('the media library screen’s API on %s (decision 081)', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  let contributor: TestVisitor;

  beforeAll(async () => {
    app = await startTestApp(engine);
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    contributor = await staffVisitor(app, (await createStaff(app, 'contributor')).idStaff);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('searches by alt text or file name and filters by use: used, unused, by kind', async () => {
    const inArticle = await upload(editor, await png('#102030'), 'Zebra crossing sign');
    const onProduct = await upload(editor, await png('#203040'), 'Zebra toy on a shelf');
    const unused = await upload(editor, await png('#304050'), 'Zebra nobody shows');
    const [article] = await app.database.db.select().from(articles).limit(1);
    const [product] = await app.database.db.select().from(products).limit(1);
    await app.database.db
      .update(articles)
      .set({ content: `${article!.content}\n\n![Zebra](${inArticle.url})` })
      .where(eq(articles.idArticle, article!.idArticle));
    await app.database.db
      .update(products)
      .set({ imageUrl: onProduct.url })
      .where(eq(products.idProduct, product!.idProduct));

    const ids = async (query: string) =>
      ((await editor.get(`/api/studio/media?${query}`)).json().items as Picture[]).map((p) => p.id);
    expect(await ids('q=zebra')).toEqual([unused.id, onProduct.id, inArticle.id]);
    // A part of the file's name finds it too.
    const name = onProduct.url.split('/').pop()!.slice(0, 12);
    expect(await ids(`q=${encodeURIComponent(name)}`)).toEqual([onProduct.id]);
    expect(await ids('q=zebra&use=used')).toEqual([onProduct.id, inArticle.id]);
    expect(await ids('q=zebra&use=unused')).toEqual([unused.id]);
    expect(await ids('q=zebra&use=article')).toEqual([inArticle.id]);
    expect(await ids('q=zebra&use=product')).toEqual([onProduct.id]);
    expect(await ids('q=zebra&use=breed')).toEqual([]);
    const filtered = (await editor.get('/api/studio/media?q=zebra&use=used')).json();
    expect(filtered.total).toBe(2);
    expect((await editor.get('/api/studio/media?use=nowhere')).statusCode).toBe(400);
  });

  it('replaces the file behind the same id and address, keeping its uses, the bytes new', async () => {
    const picture = await upload(editor, await png('#ff0000'), 'A red square');
    const [product] = await app.database.db.select().from(products).limit(1);
    await app.database.db
      .update(products)
      .set({ imageUrl: picture.url })
      .where(eq(products.idProduct, product!.idProduct));
    const before = await app.server.inject({ url: picture.url });
    const variantBefore = await app.server.inject({ url: `/img/w/320/webp${picture.url}` });
    expect(await firstPixel(variantBefore.rawPayload)).toBe('red');

    const answer = await replace(editor, picture.id, await png('#0000ff', 800, 400));
    expect(answer.statusCode).toBe(200);
    const replaced = answer.json() as Picture;
    expect(replaced.id).toBe(picture.id);
    expect(replaced.url).toBe(picture.url);
    expect(replaced.alt_text).toBe('A red square');
    expect([replaced.width, replaced.height]).toEqual([800, 400]);
    expect(replaced.uses.map((u) => u.kind)).toEqual(['product']);

    const after = await app.server.inject({ url: picture.url });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/webp');
    expect(await firstPixel(after.rawPayload)).toBe('blue');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A browser's old copy is not confirmed: its ETag no longer matches.
    const revalidated = await app.server.inject({
      url: picture.url,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
    // The variants follow the new bytes (their cache is keyed by them).
    const variantAfter = await app.server.inject({ url: `/img/w/320/webp${picture.url}` });
    expect(variantAfter.headers.etag).not.toBe(variantBefore.headers.etag);
    expect(await firstPixel(variantAfter.rawPayload)).toBe('blue');
    // Only the new bytes' variant is left in this instance's cache: the old file's is dropped.
    const cached = readdirSync(path.join(app.config.dataDir, 'cache', 'images', 'library'), {
      recursive: true,
    }).filter((name) => String(name).endsWith('.webp'));
    expect(cached).toHaveLength(1);

    const [row] = await app.database.db.select().from(media).where(eq(media.idMedia, picture.id));
    expect([row!.width, row!.height, row!.path]).toEqual([800, 400, picture.url]);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(picture.id)));
    expect(entries.map((e) => e.action)).toContain('media.replace');
  });

  it('refuses a replacement that is no picture, someone else’s picture, or an unknown one', async () => {
    const mine = await upload(editor, await png('#00ff00'), 'A green square');
    const junk = await replace(editor, mine.id, Buffer.from('not a picture at all'));
    expect(junk.statusCode).toBe(422);
    expect(junk.json().message).toBe(M.not_a_picture);
    const theirs = await replace(contributor, mine.id, await png('#000000'));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(M.not_yours);
    expect((await replace(editor, 999_999, await png('#000000'))).statusCode).toBe(404);
    const guest = await newVisitor(app);
    expect((await replace(guest, mine.id, await png('#000000'))).statusCode).toBe(401);
    const served = await app.server.inject({ url: mine.url });
    expect(await firstPixel(served.rawPayload)).toBe('green');
  });
});

describe.each(ENGINES)('the editor’s link search on %s (decision 083)', (engine) => {
  let app: TestApp;
  let author: TestVisitor;

  beforeAll(async () => {
    app = await startTestApp(engine);
    author = await staffVisitor(app, (await createStaff(app, 'contributor')).idStaff);
  });
  afterAll(async () => {
    await app?.close();
  });

  const search = async (q: string) =>
    (await author.get(`/api/studio/link-targets?q=${encodeURIComponent(q)}`)).json().items as {
      kind: string;
      title: string;
      path: string;
    }[];

  it('finds each kind by a part of its title, with the page table’s path', async () => {
    const db = app.database.db;
    const [article] = await db
      .select()
      .from(articles)
      .where(eq(articles.status, 'published'))
      .limit(1);
    const [breed] = await db.select().from(breeds).limit(1);
    const [infographic] = await db.select().from(infographics).limit(1);
    const part = (title: string) => title.slice(1, Math.min(title.length, 9));

    expect(await search(part(article!.title))).toContainEqual({
      kind: 'article',
      title: article!.title,
      path: paths.article({ id: article!.idArticle, slug: article!.slug }),
    });
    expect(await search(part(breed!.name).toUpperCase())).toContainEqual({
      kind: 'breed',
      title: breed!.name,
      path: paths.breedProfile({ id: breed!.idBreed, slug: breed!.slug }),
    });
    expect(await search(part(infographic!.title))).toContainEqual({
      kind: 'infographic',
      title: infographic!.title,
      path: paths.infographic({ id: infographic!.idInfographic, slug: infographic!.slug }),
    });
    const pages = (await search('terms')).filter((r) => r.kind === 'page');
    expect(pages).toEqual([
      { kind: 'page', title: expect.any(String), path: staticPagePath('terms') },
    ]);
    expect(await search('')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('leaves out articles visitors cannot see', async () => {
    const [draft] = await app.database.db
      .update(articles)
      .set({ status: 'draft', title: 'Quokka draft only staff see' })
      .where(eq(articles.idArticle, 2))
      .returning();
    expect(draft).toBeDefined();
    expect(await search('Quokka')).toEqual([]);
  });

  it('is refused to guests and members', async () => {
    const guest = await newVisitor(app);
    expect((await guest.get('/api/studio/link-targets?q=a')).statusCode).toBe(401);
    const member = await signedInMember(app);
    expect((await member.get('/api/studio/link-targets?q=a')).statusCode).toBe(401);
  });
});
