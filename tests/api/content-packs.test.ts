import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../core/content-pack/pack-engine.ts';
import {
  contentPackJsonSchema,
  PACK_FORMAT_VERSION,
  SCHEMA_VERSION,
  type ContentPack,
} from '../../core/content-pack/pack-format.ts';
import { files } from '../../core/site/paths.ts';
import { articles, auditLog, quotes } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

type Report = {
  dry_run: boolean;
  tables: Record<string, { created: number; changed: number; unchanged: number; removed: number }>;
  pictures: number;
};

/** The public answers a visitor's pages are made of: home, breeds, an article, infographics. */
const PUBLIC_API = [
  '/api/articles/home',
  '/api/articles/featured',
  '/api/articles/family/1',
  '/api/article/1',
  '/api/breeds/list/1',
  '/api/breeds/list/2',
  '/api/breeds/profile/1',
  '/api/breeds/profile/1/products',
  '/api/breeds/profile/1/related',
  '/api/infographics/list',
  '/api/infographics/home',
  '/api/infographics/1',
  '/api/store/featured',
  '/api/widgets/quote',
  '/api/widgets/tip',
  '/api/widgets/poll',
];

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Content packs (decision 045): the demo site exported, imported into an empty instance
 * answers every public question the same; a broken or foreign pack is refused with its problems
 * and changes nothing; a dry run changes nothing; only admins export and import.
 */
describe.each(ENGINES)('content packs on %s', (engine) => {
  let source: TestApp;
  let target: TestApp;
  let sourceAdmin: TestVisitor;
  let targetAdmin: TestVisitor;
  let pack: ContentPack;

  const importPack = (body: unknown, dryRun = false) =>
    targetAdmin.request({
      method: 'POST',
      url: `/api/studio/content/import${dryRun ? '?dry_run=true' : ''}`,
      payload: body as Record<string, unknown>,
    });

  beforeAll(async () => {
    [source, target] = await Promise.all([
      startTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } }),
      startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } }),
    ]);
    sourceAdmin = await staffVisitor(source, (await createStaff(source, 'admin')).idStaff);
    targetAdmin = await staffVisitor(target, (await createStaff(target, 'admin')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  it('exports the whole site as a download, or only the parts asked for', async () => {
    const response = await sourceAdmin.get('/api/studio/content/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pawpedia-/);
    pack = response.json() as ContentPack;
    expect(pack).toMatchObject({
      format: 'pawpedia-content-pack',
      format_version: PACK_FORMAT_VERSION,
      schema_version: SCHEMA_VERSION,
    });
    expect(pack.tables.breeds!.length).toBeGreaterThan(50);
    // References by natural key, never database ids, across instances.
    expect(pack.tables.breeds![0]).not.toHaveProperty('id_family');
    expect(typeof pack.tables.breeds![0]!.family).toBe('string');
    expect(typeof pack.tables.breed_products![0]!.breed).toBe('string');
    // Never members, staff, votes nor the audit log.
    const text = JSON.stringify(pack);
    for (const secret of ['password', 'totp', 'voter_key', 'id_staff', 'email'])
      expect(text).not.toContain(`"${secret}`);

    const part = await sourceAdmin.get('/api/studio/content/export?only=breeds,products');
    expect(Object.keys((part.json() as ContentPack).tables).sort()).toEqual([
      'breed_products',
      'breed_related',
      'breed_texts',
      'breeds',
      'products',
    ]);
    const unknown = await sourceAdmin.get('/api/studio/content/export?only=breeds,members');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('members');
  });

  it('refuses a pack with a broken reference, listing every problem, and changes nothing', async () => {
    const before = await countRows(target.database.db);
    const broken = copy(pack);
    broken.tables.breed_products![0]!.product = 99999;
    broken.tables.breeds![0]!.family = 'dragons';
    const answer = await importPack(broken);
    expect(answer.statusCode).toBe(422);
    const problems = (answer.json() as { errors: { pack: string[] } }).errors.pack;
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('99999');
    expect(problems.join('\n')).toContain('dragons');
    expect(await countRows(target.database.db)).toEqual(before);
  });

  it('refuses an older or unknown format, and a pack of a newer schema', async () => {
    for (const [change, words] of [
      [{ format_version: 0 }, '(0)'],
      [{ schema_version: SCHEMA_VERSION + 1 }, String(SCHEMA_VERSION + 1)],
      [{ format: 'something-else' }, 'Pawpedia'],
    ] as const) {
      const answer = await importPack({ ...pack, ...change });
      expect(answer.statusCode).toBe(422);
      expect(JSON.stringify(answer.json())).toContain(words);
    }
  });

  it('a dry run reports what would be created and changes nothing', async () => {
    const before = await countRows(target.database.db);
    const answer = await importPack(pack, true);
    expect(answer.statusCode).toBe(200);
    const report = answer.json() as Report;
    expect(report.dry_run).toBe(true);
    expect(report.tables.breeds).toMatchObject({ created: pack.tables.breeds!.length, changed: 0 });
    expect(await countRows(target.database.db)).toEqual(before);
  });

  it('imports into an empty site, which then answers every public question the same', async () => {
    const answer = await importPack(pack);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as Report).tables.articles!.created).toBe(pack.tables.articles!.length);
    expect(await countRows(target.database.db)).toEqual(await countRows(source.database.db));

    const guestA = await newVisitor(source);
    const guestB = await newVisitor(target);
    for (const url of PUBLIC_API) {
      const [a, b] = [await guestA.get(url), await guestB.get(url)];
      expect(a.statusCode, url).toBe(200);
      expect({ url, body: b.json() as unknown }).toEqual({ url, body: a.json() as unknown });
    }
    for (const key of ['about', 'privacy', 'terms', 'faq'] as const)
      expect(await target.services.pages.get(key)).toEqual(await source.services.pages.get(key));

    // Ids came from the pack: the sequences follow, so the next new row does not collide.
    await target.database.db.insert(quotes).values({ content: 'New', author: 'Someone' });
    const [newest] = await target.database.db
      .insert(articles)
      .values({ key: 'new-one', title: 'New', slug: 'new', content: '', publishedAt: new Date() })
      .returning({ id: articles.idArticle });
    expect(newest!.id).toBeGreaterThan(pack.tables.articles!.length);

    const [entry] = await target.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.import'));
    expect(entry?.subjectType).toBe('content');

    // Again: everything is left as it is; the pack exported from the copy is the same pack.
    const again = (await importPack(pack)).json() as Report;
    for (const changes of Object.values(again.tables))
      expect(changes).toMatchObject({ created: 0, changed: 0, removed: 0 });
    const back = (await targetAdmin.get('/api/studio/content/export')).json() as ContentPack;
    expect(back.tables.breeds).toEqual(pack.tables.breeds);
    // (But the article added above to try the sequence.)
    expect(back.tables.articles!.filter((a) => a.key !== 'new-one')).toEqual(pack.tables.articles);
    expect(back.pictures).toEqual(pack.pictures);
  });

  it("replaces a breed's kit and changes a price, bumping nothing else", async () => {
    const edited = copy(pack);
    const kit = edited.tables.breed_products!;
    const breed = kit[0]!.breed;
    edited.tables.breed_products = kit.filter((row, i) => i !== 0 || row.breed !== breed);
    edited.tables.products![0]!.price = 1234.5;
    const report = (await importPack(edited)).json() as Report;
    expect(report.tables.breed_products).toMatchObject({ removed: 1, created: 0 });
    expect(report.tables.products).toMatchObject({ changed: 1, created: 0 });
    expect(report.tables.breeds!.changed).toBe(0);
  });

  it('is for admins only: an editor may neither export nor import', async () => {
    const editor = await staffVisitor(target, (await createStaff(target, 'editor')).idStaff);
    expect((await editor.get('/api/studio/content/export')).statusCode).toBe(403);
    const refused = await editor.request({
      method: 'POST',
      url: '/api/studio/content/import?dry_run=true',
      payload: pack as unknown as Record<string, unknown>,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('publishes the JSON Schema, the same as the committed docs/content-pack.schema.json', async () => {
    const committed: unknown = JSON.parse(
      readFileSync(new URL('../../docs/content-pack.schema.json', import.meta.url), 'utf8'),
    );
    // Out of date: run `npm run content:schema` and commit the file.
    expect(committed).toEqual(JSON.parse(JSON.stringify(contentPackJsonSchema())));
    const served = await (await newVisitor(target)).get(files.contentPackSchema);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(committed);
  });
});
