import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRevisions, articles } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
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

describe.each(ENGINES)('restoring a revision of a live article on %s', (engine) => {
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

  const save = (view: EditorJson, fields: Record<string, unknown>) =>
    editor.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${view.article.id_article}`,
      payload: { revision: view.article.revision, article: { ...fieldsOf(view), ...fields } },
    });
  const restore = (view: EditorJson, number: number) =>
    editor.v.post(`/api/studio/articles/${view.article.id_article}/revisions/${number}/restore`, {
      revision: view.article.revision,
    });
  const rowOf = async (id: number) =>
    (await app.database.db.select().from(articles).where(eq(articles.idArticle, id)))[0]!;

  it('keeps the live version and makes the restored content a draft of it, with the current slug', async () => {
    // Revision 2: a broken link, under the first slug.
    let view = await writeArticle(editor, {
      title: 'Walks for old dogs',
      slug: 'walks-for-old-dogs',
      content: 'See [the guide](/no-such-page).',
    });
    const id = view.article.id_article;
    view = (await save(view, { content: 'Short walks, twice a day.' })).json();
    view = (await act(editor, view, 'publish')).json();
    expect(view.article.status).toBe('published');
    view = (await save(view, { slug: 'short-walks-for-old-dogs' })).json();
    const live = await rowOf(id);

    const restored = await restore(view, 2);
    expect(restored.statusCode).toBe(200);
    const answer = restored.json() as EditorJson;
    // Nothing public moved: same revision, content, slug and state; no new revision.
    expect(answer.article).toMatchObject({
      status: 'published',
      revision: view.article.revision,
      content: 'Short walks, twice a day.',
      slug: 'short-walks-for-old-dogs',
    });
    expect(await rowOf(id)).toMatchObject({
      revision: live.revision,
      content: live.content,
      slug: 'short-walks-for-old-dogs',
      status: 'published',
    });
    const events = await app.database.db
      .select({ event: articleRevisions.event })
      .from(articleRevisions)
      .where(eq(articleRevisions.idArticle, id));
    expect(events.map((e) => e.event)).not.toContain('restore');
    // The restored content is this editor's working copy, under the address it has now.
    expect(answer.autosave).toMatchObject({
      base_revision: view.article.revision,
      article: { content: 'See [the guide](/no-such-page).', slug: 'short-walks-for-old-dogs' },
    });

    // Saving it is putting it live: the content checks run, and refuse the broken link.
    const refused = await save(answer, answer.autosave!.article);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(en.studio_articles.checks_failed);
    expect(refused.json().checks.map((c: { code: string }) => c.code)).toContain('link_broken');
    expect((await rowOf(id)).content).toBe('Short walks, twice a day.');
  });

  it('never takes the slug back on a draft either', async () => {
    let view = await writeArticle(editor, { title: 'Brushing a cat', slug: 'brushing-a-cat' });
    view = (await save(view, { slug: 'brushing-a-long-haired-cat', title: 'Brushing' })).json();
    const restored = (await restore(view, 2)).json() as EditorJson;
    expect(restored.article).toMatchObject({
      title: 'Brushing a cat',
      slug: 'brushing-a-long-haired-cat',
      status: 'draft',
    });
  });
});
