import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPack } from '../../core/content-pack/pack-engine.ts';
import type { PackPictures } from '../../core/content-pack/pack-pictures.ts';
import { auditLog, notices } from '../../db/schema/index.ts';
import { seedDemoContent } from '../../demo/index.ts';
import { demoPackOf, englishPack, type DemoPack } from '../../demo/pack/demo-pack.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The demo as a content pack (docs/decisions/049-demo-pack.md): the committed pack is exactly
 * what a site loaded with it exports; a Portuguese site loads it with its overlays (here the
 * tests' own) and searches it in Portuguese (stems and accents, pawpedia_pt).
 */
const OVERLAYS = fileURLToPath(new URL('../fixtures/demo-overlays/pt/', import.meta.url));
const NO_PICTURES: PackPictures = { read: async () => null, write: async () => null };

interface Results {
  breeds: { name: string }[];
  articles: { title: string }[];
  products: { name: string }[];
}

const exported = async (app: TestApp) =>
  (await exportPack(app.database.db, NO_PICTURES)) as DemoPack;

describe.each(ENGINES)('the demo pack on %s', (engine) => {
  let en: TestApp;
  let pt: TestApp;
  beforeAll(async () => {
    [en, pt] = await Promise.all([
      startTestApp(engine),
      startTestApp(engine, {
        env: { SITE_LOCALE: 'pt' },
        demo: { locale: 'pt', overlaysDir: OVERLAYS },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([en?.close(), pt?.close()]);
  });

  it('is what a site loaded with it exports (npm run demo:pack gives the committed file)', async () => {
    expect(demoPackOf(await exported(en))).toEqual(englishPack());
  });

  const search = async (query: string) => {
    const response = await pt.server.inject({ url: '/api/search', query: { query } });
    expect(response.statusCode).toBe(200);
    return response.json() as Results;
  };

  it('a Portuguese site shows the translated rows and English where the overlay says nothing', async () => {
    const breed = (await pt.server.inject('/api/breeds/profile/19')).json();
    expect(breed).toMatchObject({ name: 'Pastor Alemão', origin: 'Alemanha' });
    const labrador = (await pt.server.inject('/api/breeds/profile/1')).json();
    expect(labrador.name).toBe('Labrador Retriever');
    const poll = (await pt.server.inject('/api/widgets/poll')).json();
    expect(JSON.stringify(poll)).toContain('Quantos passeios dá o seu cão por dia?');
    expect(JSON.stringify(poll)).toContain('Três ou mais');
    // The banner in the site's language, not the pack's (it has none).
    const [banner] = await pt.database.db.select().from(notices);
    expect(banner!.text).not.toBe((await en.database.db.select().from(notices))[0]!.text);
  });

  it('searches Portuguese text without accents and by stem', async () => {
    for (const query of ['racao', 'ração', 'rações', 'RACOES premium'])
      expect(
        (await search(query)).products.map((p) => p.name),
        query,
      ).toContain('Ração premium para cão adulto 12 kg');
    // "passeio" finds an article that says "passeios"; "artroses" one that says "artrose".
    for (const query of ['passeio', 'artroses'])
      expect(
        (await search(query)).articles.map((a) => a.title),
        query,
      ).toContain('Viver bem com a artrose canina');
    expect((await search('pastor alemao')).breeds.map((b) => b.name)[0]).toBe('Pastor Alemão');
  });

  it('loading it again changes nothing (rows, revisions), and says so in the audit log', async () => {
    const before = await exported(pt);
    const [entries] = await pt.database.db.select({ n: count() }).from(auditLog);
    await seedDemoContent(pt.database.db, { locale: 'pt', overlaysDir: OVERLAYS });
    expect(await exported(pt)).toEqual({ ...before, exported_at: expect.any(String) });
    const [after] = await pt.database.db.select({ n: count() }).from(auditLog);
    expect(after!.n).toBe(entries!.n + 1);
  });
});
