import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPack } from '../../core/content-pack/pack-format.ts';
import { queryRows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

type Report = {
  tables: Record<string, { created: number; changed: number; unchanged: number; removed: number }>;
};

/**
 * A moved site keeps its history (decision 078): newsletter editions, with their articles and
 * products, and articles' revisions travel in a content pack; exported from one site and
 * imported into an empty one, the archive and each article's revisions are the same, and the
 * studio's next edition and next save do not collide with what came in.
 */
describe.each(ENGINES)('content packs carry editions and revisions on %s', (engine) => {
  let source: TestApp;
  let target: TestApp;
  let sourceAdmin: TestVisitor;
  let targetAdmin: TestVisitor;
  let pack: ContentPack;
  let idArticle: number;
  let idProduct: number;
  let sentId: number;

  beforeAll(async () => {
    [source, target] = await Promise.all([
      startTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } }),
      startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } }),
    ]);
    const owner = await createStaff(source, 'admin');
    sourceAdmin = await staffVisitor(source, owner.idStaff);
    targetAdmin = await staffVisitor(target, (await createStaff(target, 'admin')).idStaff);
    const db = source.database.db;
    const [article] = await queryRows<{ id_article: number; title: string }>(
      db,
      sql`select id_article, title from articles where status = 'published' order by id_article limit 1`,
    );
    idArticle = article!.id_article;
    const [product] = await db.select().from(schema.products).limit(1);
    idProduct = product!.idProduct;
    const sentAt = new Date('2026-03-02T09:00:00Z');
    const [sent] = await db
      .insert(schema.newsletterEditions)
      .values({
        subject: 'March: spring coats',
        intro: 'Shedding season is here.',
        state: 'sent',
        sendingAt: sentAt,
        sentAt,
        idStaffCreator: owner.idStaff,
      })
      .returning();
    sentId = sent!.idEdition;
    await db
      .insert(schema.newsletterEditionArticles)
      .values({ idEdition: sentId, idArticle, position: 0 });
    await db
      .insert(schema.newsletterEditionProducts)
      .values({ idEdition: sentId, idProduct, position: 0 });
    await db.insert(schema.newsletterEditions).values([
      { subject: 'April draft', state: 'draft' },
      {
        subject: 'May, planned',
        state: 'scheduled',
        scheduledAt: new Date('2030-05-01T08:00:00Z'),
      },
    ]);
    // Three revisions of one article, the article at the third.
    const [row] = await db
      .select()
      .from(schema.articles)
      .where(eq(schema.articles.idArticle, idArticle));
    const snapshot = (title: string) => ({
      title,
      slug: row!.slug,
      excerpt: row!.excerpt,
      content: row!.content,
      getMore: row!.getMore,
      imageUrl: row!.imageUrl,
      mobileImageUrl: row!.mobileImageUrl,
      imageCaption: row!.imageCaption,
      imageAlt: row!.imageAlt,
      idAuthor: row!.idAuthor,
      isActive: row!.isActive,
      isComic: row!.isComic,
      isHome: row!.isHome,
      isFeatured: row!.isFeatured,
      seoTitle: row!.seoTitle,
      seoDescription: row!.seoDescription,
      socialImageUrl: row!.socialImageUrl,
      sources: row!.sources,
      families: [],
      categories: [],
    });
    await db.insert(schema.articleRevisions).values(
      [1, 2, 3].map((number) => ({
        idArticle,
        number,
        status: 'published' as const,
        event: number === 3 ? 'publish' : 'save',
        snapshot: snapshot(`${row!.title} (${number})`),
        idStaff: owner.idStaff,
      })),
    );
    await db
      .update(schema.articles)
      .set({ revision: 3 })
      .where(eq(schema.articles.idArticle, idArticle));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  it('exports editions, their articles and products, and revisions, without who made them', async () => {
    const response = await sourceAdmin.get('/api/studio/content/export');
    expect(response.statusCode).toBe(200);
    pack = response.json() as ContentPack;
    expect(pack.tables.newsletter_editions?.map((e) => e.subject)).toEqual(
      expect.arrayContaining(['March: spring coats', 'April draft', 'May, planned']),
    );
    expect(pack.tables.newsletter_edition_articles).toContainEqual(
      expect.objectContaining({ edition: sentId, position: 0 }),
    );
    expect(pack.tables.newsletter_edition_products).toContainEqual(
      expect.objectContaining({ edition: sentId, product: idProduct }),
    );
    const revisions = pack.tables.article_revisions!;
    expect(revisions.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(typeof revisions[0]!.article).toBe('string');
    const text = JSON.stringify(pack);
    for (const secret of ['id_staff', 'id_revision', 'email'])
      expect(text).not.toContain(`"${secret}`);
    // Only a part: an edition comes with its lists, an article with its revisions.
    const part = (
      await sourceAdmin.get('/api/studio/content/export?only=newsletter_editions')
    ).json() as ContentPack;
    expect(Object.keys(part.tables).sort()).toEqual([
      'newsletter_edition_articles',
      'newsletter_edition_products',
      'newsletter_editions',
    ]);
  });

  it('imports into an empty site: the archive, the editions and the revisions are the same', async () => {
    const answer = await targetAdmin.request({
      method: 'POST',
      url: '/api/studio/content/import',
      payload: pack as unknown as Record<string, unknown>,
    });
    expect(answer.statusCode).toBe(200);
    const report = answer.json() as Report;
    expect(report.tables.newsletter_editions).toMatchObject({ created: 3 });
    expect(report.tables.article_revisions).toMatchObject({ created: 3 });

    expect(await target.services.editions.archive()).toEqual(
      await source.services.editions.archive(),
    );
    const db = target.database.db;
    const editions = await db.select().from(schema.newsletterEditions);
    const sent = editions.find((e) => e.idEdition === sentId)!;
    expect(sent).toMatchObject({ subject: 'March: spring coats', state: 'sent' });
    expect(sent.sentAt?.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    // Its sending job stayed on the old site: here the planned edition is a draft to schedule.
    expect(editions.find((e) => e.subject === 'May, planned')).toMatchObject({
      state: 'draft',
      scheduledAt: null,
    });
    expect(
      await db
        .select()
        .from(schema.newsletterEditionArticles)
        .where(eq(schema.newsletterEditionArticles.idEdition, sentId)),
    ).toEqual([{ idEdition: sentId, idArticle, position: 0 }]);

    const revisions = await db
      .select()
      .from(schema.articleRevisions)
      .where(eq(schema.articleRevisions.idArticle, idArticle))
      .orderBy(schema.articleRevisions.number);
    expect(revisions.map((r) => [r.number, r.event, r.idStaff])).toEqual([
      [1, 'save', null],
      [2, 'save', null],
      [3, 'publish', null],
    ]);
    expect(revisions[2]!.snapshot.title).toMatch(/\(3\)$/);
    // The next save is revision 4, and the next edition a new number.
    const [article] = await db
      .select({ revision: schema.articles.revision })
      .from(schema.articles)
      .where(eq(schema.articles.idArticle, idArticle));
    expect(article!.revision).toBe(3);
    const [next] = await db
      .insert(schema.newsletterEditions)
      .values({ subject: 'June' })
      .returning();
    expect(next!.idEdition).toBeGreaterThan(Math.max(...editions.map((e) => e.idEdition)));

    // Again: nothing changes.
    const again = (
      await targetAdmin.request({
        method: 'POST',
        url: '/api/studio/content/import',
        payload: pack as unknown as Record<string, unknown>,
      })
    ).json() as Report;
    for (const name of ['newsletter_editions', 'article_revisions', 'newsletter_edition_articles'])
      expect(again.tables[name]).toMatchObject({ created: 0, changed: 0, removed: 0 });
  });

  it("refuses a revision or an edition that breaks the studio's rules", async () => {
    const broken = JSON.parse(JSON.stringify(pack)) as ContentPack;
    broken.tables.newsletter_editions![0]!.subject = '';
    (broken.tables.article_revisions![0]!.snapshot as Record<string, unknown>).title = 5;
    const answer = await targetAdmin.request({
      method: 'POST',
      url: '/api/studio/content/import',
      payload: broken as unknown as Record<string, unknown>,
    });
    expect(answer.statusCode).toBe(422);
    const problems = (answer.json() as { errors: { pack: string[] } }).errors.pack.join('\n');
    expect(problems).toContain('newsletter_editions');
    expect(problems).toContain('article_revisions');
  });
});
