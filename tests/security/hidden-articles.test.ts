import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../core/site/paths.ts';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

// Only a published article is shown to visitors (decision 035): a draft, one in review, a
// scheduled one or an unpublished one visible anywhere public is a leak. Each hidden article is
// made the newest of a family, a category, the home page and the carousel, with a word of its own,
// next to a published twin, so every read that forgot the rule would show it first.

const WORD = 'quokkaberry';
const HIDDEN = ['draft', 'in_review', 'scheduled', 'unpublished'] as const;
type State = (typeof HIDDEN)[number] | 'published';

describe.each(ENGINES)('articles that are not published, on %s', (engine) => {
  let app: TestApp;
  let idFamily: number;
  let idCategory: number;
  const ids = {} as Record<State, number>;
  const slugOf = (state: State) => `${WORD}-${state.replace('_', '-')}`;

  beforeAll(async () => {
    app = await startTestApp(engine);
    const { db } = app.database;
    const [family] = await db.select().from(schema.families).limit(1);
    const [category] = await db.select().from(schema.categories).limit(1);
    idFamily = family!.idFamily;
    idCategory = category!.idCategory;
    const now = Date.now();
    // The published twin is a minute older than the hidden ones: they would come first.
    for (const [index, state] of (['published', ...HIDDEN] as State[]).entries()) {
      const [row] = await db
        .insert(schema.articles)
        .values({
          key: `hidden-test-${state}`,
          title: `The ${WORD} guide (${state})`,
          slug: slugOf(state),
          excerpt: `All about the ${WORD}.`,
          content: `The ${WORD} is a made-up fruit.`,
          publishedAt: new Date(state === 'published' ? now - 60_000 : now + index),
          isHome: true,
          isFeatured: true,
          status: state,
        })
        .returning({ id: schema.articles.idArticle });
      ids[state] = row!.id;
      await db.insert(schema.articleFamilies).values({ idArticle: row!.id, idFamily });
      await db.insert(schema.articleCategories).values({ idArticle: row!.id, idCategory });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.server.inject({ method: 'GET', url });
  const idsIn = (list: { id_article: number }[]) => list.map((a) => a.id_article);
  /** The published twin is there; no hidden article is. */
  const expectOnlyPublished = (found: number[], where: string) => {
    expect(found, where).toContain(ids.published);
    for (const state of HIDDEN) expect(found, `${where}: ${state}`).not.toContain(ids[state]);
  };

  it('answers the public article API 404 for a draft, one in review or a scheduled one, 410 once unpublished', async () => {
    expect((await get(`/api/article/${ids.published}`)).statusCode).toBe(200);
    for (const state of ['draft', 'in_review', 'scheduled'] as const) {
      const response = await get(`/api/article/${ids[state]}`);
      expect(response.statusCode, state).toBe(404);
      // Nothing of it is revealed.
      expect(response.body, state).not.toContain(WORD);
    }
    const gone = await get(`/api/article/${ids.unpublished}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: 'This article has been withdrawn.' });
    expect(gone.body).not.toContain(WORD);
  });

  it('leaves them out of family and category lists, the home page and the carousel', async () => {
    const family = await get(`/api/articles/family/${idFamily}`);
    expectOnlyPublished(idsIn(family.json<{ data: { id_article: number }[] }>().data), 'family');
    const category = await get(`/api/articles/family/${idFamily}/category/${idCategory}`);
    expectOnlyPublished(
      idsIn(category.json<{ data: { id_article: number }[] }>().data),
      'category',
    );
    expectOnlyPublished(idsIn((await get('/api/articles/home')).json()), 'home');
    expectOnlyPublished(idsIn((await get('/api/articles/featured')).json()), 'featured');
  });

  it('never picks one for the in-context widget', async () => {
    const widget = await get(
      `/api/articles/in-context-widget/?id_family=${idFamily}&id_category=${idCategory}`,
    );
    expect(widget.json<{ id_article: number }>().id_article).toBe(ids.published);
  });

  it('never offers one as related, next or previous', async () => {
    const article = await app.services.articles.get(ids.published);
    const { related, next, previous } = await app.services.articles.neighbours(article!);
    const around = [...idsIn(related), next?.id_article, previous?.id_article];
    for (const state of HIDDEN) expect(around, state).not.toContain(ids[state]);
    // Without the rule, the hidden ones (newer, same family and category) would be all of these.
    expect(related.length).toBeGreaterThan(0);
  });

  it('finds none in search', async () => {
    const { articles } = (await get(`/api/search?query=${WORD}`)).json<{
      articles: { id_article: number }[];
    }>();
    expect(idsIn(articles)).toEqual([ids.published]);
    const all = await app.services.search(WORD, { articles: { limit: 50, offset: 0 } });
    expect(idsIn(all.articles)).toEqual([ids.published]);
  });

  it('lists none in the sitemap or the RSS feeds', async () => {
    const sitemap = (await get('/sitemap-articles.xml')).body;
    const feeds = [(await get('/rss.xml')).body, (await get(`/rss/${idFamily}.xml`)).body];
    for (const body of [sitemap, ...feeds]) {
      expect(body).toContain(paths.article({ id: ids.published, slug: slugOf('published') }));
      for (const state of HIDDEN) expect(body, state).not.toContain(slugOf(state));
    }
  });

  it("never suggests one for a member's pet", async () => {
    const { db } = app.database;
    const [user] = await db
      .insert(schema.users)
      .values({
        email: `pets-${engine}@example.com`,
        username: `pets${engine}`,
        usernameKey: `pets${engine}`,
        passwordHash: 'x',
      })
      .returning();
    const [pet] = await db
      .insert(schema.userPets)
      .values({ idUser: user!.idUser, name: 'Rex', idFamily })
      .returning();
    const suggested = await app.services.pets.articles(user!.idUser, pet!.idUserPet);
    expectOnlyPublished(idsIn(suggested ?? []), 'pet articles');
  });
});
