import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getArticle } from '../../core/articles/get-article.ts';
import { articleRevisions, staff } from '../../db/schema/index.ts';
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

/**
 * The medical sign-off as the article shows it, and its sources
 * (docs/decisions/086-breed-and-article-pages.md): kept as given, saved with revisions, cleared
 * when the reviewed words or the sources change.
 */
describe.each(ENGINES)('the medical sign-off and the sources on %s', (engine) => {
  let app: TestApp;
  let editor: Person;
  let reviewer: Person;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    await seedCatalogue(app);
    editor = await person(app, 'editor');
    reviewer = await person(app, 'contributor', { medicalReviewer: true });
    await app.database.db
      .update(staff)
      .set({ displayName: 'Inês Carvalho', credentials: 'DVM, MRCVS' })
      .where(eq(staff.idStaff, reviewer.idStaff));
  });
  afterAll(async () => {
    await app?.close();
  });

  const shown = (id: number) => getArticle(app.database.db, id, 'en', { anyState: true });
  const save = (who: Person, view: EditorJson, fields: Record<string, unknown>) =>
    who.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${view.article.id_article}`,
      payload: { revision: view.article.revision, article: { ...fieldsOf(view), ...fields } },
    });

  it('keeps the sign-off as it was given, with the sources saved in each revision', async () => {
    let view = await writeArticle(editor, {
      sources: [' Merck Veterinary Manual ', '', 'WSAVA pain guidelines, 2014'],
    });
    const id = view.article.id_article;
    const sources = ['Merck Veterinary Manual', 'WSAVA pain guidelines, 2014'];
    expect(view.article.sources).toEqual(sources);

    const signed = await act(reviewer, view, 'medical-review', { signed: true });
    expect(signed.statusCode).toBe(200);
    view = signed.json();
    expect(await shown(id)).toMatchObject({
      medical_review: { name: 'Inês Carvalho', credentials: 'DVM, MRCVS' },
      sources,
    });
    // Credentials changed later do not rewrite what the sign-off said.
    await app.database.db
      .update(staff)
      .set({ credentials: 'DVM' })
      .where(eq(staff.idStaff, reviewer.idStaff));
    expect((await shown(id))?.medical_review?.credentials).toBe('DVM, MRCVS');

    const revisions = await app.database.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.idArticle, id))
      .orderBy(articleRevisions.number);
    expect(revisions.at(-1)?.event).toBe('review');
    expect(revisions.at(-1)?.snapshot.sources).toEqual(sources);

    // Other sources are not what was reviewed.
    const changed = await save(editor, view, { sources: [...sources, 'A third source'] });
    expect(changed.statusCode).toBe(200);
    view = changed.json();
    expect(view.article.medical_review).toBeNull();
    expect(await shown(id)).toMatchObject({
      medical_review: null,
      sources: [...sources, 'A third source'],
    });
  });

  it('a withdrawn sign-off leaves nothing shown; a save without sources (an older client) keeps none', async () => {
    let view = await writeArticle(editor);
    const id = view.article.id_article;
    view = (await act(reviewer, view, 'medical-review', { signed: true })).json();
    expect((await shown(id))?.medical_review).not.toBeNull();
    view = (await act(reviewer, view, 'medical-review', { signed: false })).json();
    expect((await shown(id))?.medical_review).toBeNull();

    const { sources: _sources, ...older } = fieldsOf(view);
    const saved = await editor.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${id}`,
      payload: { revision: view.article.revision, article: older },
    });
    expect(saved.statusCode).toBe(200);
    expect((await shown(id))?.sources).toEqual([]);
  });

  it('refuses too many or too long sources with a message, not a failure', async () => {
    const view = await writeArticle(editor);
    const tooMany = await save(editor, view, {
      sources: Array.from({ length: 31 }, (_, i) => `S${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    const tooLong = await save(editor, view, { sources: ['x'.repeat(501)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toEqual(expect.any(String));
  });
});
