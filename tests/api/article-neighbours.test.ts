import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATED_ARTICLES } from '../../core/articles/article-neighbours.ts';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/** The end of an article: related articles of its family and category, next, previous. */
describe.each(ENGINES)('article neighbours on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Every article, in publication order (oldest first), with its families and categories. */
  const catalogue = async () => {
    const { db } = app.database;
    const [rows, families, categories] = await Promise.all([
      db
        .select({ id: schema.articles.idArticle, at: schema.articles.publishedAt })
        .from(schema.articles),
      db.select().from(schema.articleFamilies),
      db.select().from(schema.articleCategories),
    ]);
    return rows
      .map((r) => ({
        ...r,
        families: families.filter((f) => f.idArticle === r.id).map((f) => f.idFamily),
        categories: categories.filter((c) => c.idArticle === r.id).map((c) => c.idCategory),
      }))
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  };

  const neighboursOf = async (id: number) => {
    const article = await app.services.articles.get(id);
    expect(article).not.toBeNull();
    return { article: article!, ...(await app.services.articles.neighbours(article!)) };
  };

  it('relates articles of the same family and category, newest first, never the article itself', async () => {
    const all = await catalogue();
    // An article with more peers (its first family, its first category) than are shown, so the
    // choice and the order count.
    let found = null;
    for (const candidate of all) {
      const { article, related } = await neighboursOf(candidate.id);
      const idFamily = article.families[0]?.id_family;
      const idCategory = article.categories[0]?.id_category;
      if (idFamily === undefined || idCategory === undefined) continue;
      const peers = all.filter(
        (o) =>
          o.id !== candidate.id &&
          o.families.includes(idFamily) &&
          o.categories.includes(idCategory),
      );
      if (peers.length > RELATED_ARTICLES) {
        found = { related, idFamily, idCategory, peers };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { related, idFamily, idCategory, peers } = found!;
    const expected = peers
      .reverse()
      .slice(0, RELATED_ARTICLES)
      .map((a) => a.id);
    expect(related.map((a) => a.id_article)).toEqual(expected);
    for (const a of related) {
      expect(a.families.map((f) => f.id_family)).toContain(idFamily);
      expect(a.categories.map((c) => c.id_category)).toContain(idCategory);
    }
  });

  it('leads to the next and previous articles by publication order', async () => {
    const all = await catalogue();
    const index = Math.floor(all.length / 2);
    const { next, previous } = await neighboursOf(all[index]!.id);
    expect(next?.id_article).toBe(all[index + 1]!.id);
    expect(previous?.id_article).toBe(all[index - 1]!.id);
    // The newest has no next one, the oldest no previous one.
    expect((await neighboursOf(all.at(-1)!.id)).next).toBeNull();
    expect((await neighboursOf(all[0]!.id)).previous).toBeNull();
  });

  it('orders articles published at the same moment by their number, so none is skipped', async () => {
    const all = await catalogue();
    const [a, b] = [all[3]!, all[4]!];
    await app.database.db
      .update(schema.articles)
      .set({ publishedAt: a.at })
      .where(eq(schema.articles.idArticle, b.id));
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    expect((await neighboursOf(first.id)).next?.id_article).toBe(second.id);
    expect((await neighboursOf(second.id)).previous?.id_article).toBe(first.id);
  });
});
