import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import {
  act,
  fieldsOf,
  person,
  seedCatalogue,
  writeArticle,
  type EditorJson,
  type Person,
} from './studio-articles-support.ts';

// An article's search vectors are written by a trigger (migration 0011, docs/decisions/038): only
// when its words change, and only while it is published (search shows nothing else).
describe.each(ENGINES)('the search vectors of a studio article on %s', (engine) => {
  let app: TestApp;
  let editor: Person;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    await seedCatalogue(app);
    editor = await person(app, 'editor');
  });
  afterAll(async () => {
    await app?.close();
  });

  const titlesFound = async (query: string) => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/search',
      query: { query },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { articles: { title: string }[] }).articles.map((a) => a.title);
  };
  const save = async (view: EditorJson, fields: Record<string, unknown>) => {
    const saved = await editor.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${view.article.id_article}`,
      payload: { revision: view.article.revision, article: { ...fieldsOf(view), ...fields } },
    });
    expect(saved.statusCode).toBe(200);
    return saved.json() as EditorJson;
  };
  const vectorOf = async (id: number) => {
    const [row] = await app.database.db
      .select({ en: sql<string | null>`${articles.searchEn}::text` })
      .from(articles)
      .where(eq(articles.idArticle, id));
    return row!.en;
  };

  it('follows the words of a published article and keeps none for a draft', async () => {
    let view = await writeArticle(editor, {
      title: 'Walking with quokkas',
      content: 'Quokkas enjoy a long walk along the beach.',
    });
    const id = view.article.id_article;
    expect(await vectorOf(id)).toBeNull();
    expect(await titlesFound('quokkas')).toEqual([]);

    const published = await act(editor, view, 'publish');
    expect(published.statusCode).toBe(200);
    view = published.json() as EditorJson;
    expect(await titlesFound('quokkas')).toEqual(['Walking with quokkas']);

    view = await save(view, { content: 'Axolotls enjoy a long swim in cold water.' });
    expect(await titlesFound('axolotls')).toEqual(['Walking with quokkas']);
    view = await save(view, { title: 'Swimming with axolotls' });
    expect(await titlesFound('quokkas')).toEqual([]);
    expect(await titlesFound('axolotls')).toEqual(['Swimming with axolotls']);

    const unpublished = await act(editor, view, 'unpublish');
    expect(unpublished.statusCode).toBe(200);
    expect(await vectorOf(id)).toBeNull();
    expect(await titlesFound('axolotls')).toEqual([]);
  });

  it('leaves the vectors as they are when a save does not touch the words', async () => {
    let view = (await act(editor, await writeArticle(editor), 'publish')).json() as EditorJson;
    const id = view.article.id_article;
    expect(await vectorOf(id)).toContain('puppi');
    // A marker no computation makes: it stays only while nothing recomputes the vectors.
    await app.database.db
      .update(articles)
      .set({ searchEn: sql`'untouched'::tsvector` })
      .where(eq(articles.idArticle, id));

    view = await save(view, { seo_title: 'Puppy meals', is_home: true });
    expect(await vectorOf(id)).toBe("'untouched'");
    view = await save(view, {});
    expect(await vectorOf(id)).toBe("'untouched'");

    view = await save(view, {
      excerpt: 'How often a puppy should eat, and how that changes with age.',
    });
    expect(await vectorOf(id)).not.toBe("'untouched'");
    expect(await vectorOf(id)).toContain('puppi');
  });
});
