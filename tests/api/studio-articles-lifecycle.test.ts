// Over 300 lines on purpose: one article's states in order on one booted app per engine.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../core/publishing/jobs.ts';
import { articleRevisions, auditLog, jobs } from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import {
  act,
  EXCERPT,
  fieldsOf,
  person,
  seedCatalogue,
  writeArticle,
  type EditorJson,
  type Person,
} from './studio-articles-support.ts';

describe.each(ENGINES)('the life of a studio article on %s', (engine) => {
  let app: TestApp;
  let contributor: Person;
  let author: Person;
  let editor: Person;
  let reviewer: Person;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    await seedCatalogue(app);
    contributor = await person(app, 'contributor');
    author = await person(app, 'author');
    editor = await person(app, 'editor');
    reviewer = await person(app, 'contributor', { medicalReviewer: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (who: Person, id: number) =>
    (await who.v.get(`/api/studio/articles/${id}`)).json() as EditorJson;
  const save = (who: Person, view: EditorJson, fields: Record<string, unknown>) =>
    who.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${view.article.id_article}`,
      payload: { revision: view.article.revision, article: { ...fieldsOf(view), ...fields } },
    });
  const future = (minutes = 60) => new Date(Date.now() + minutes * 60_000).toISOString();
  const revisionsOf = (id: number) =>
    app.database.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.idArticle, id))
      .orderBy(articleRevisions.number);

  it('moves draft → in review → scheduled → published → unpublished, each step by a role that may, refused to one that may not', async () => {
    let view = await writeArticle(contributor);
    const id = view.article.id_article;

    // Submit: the owner (contributor+); not another author.
    const foreign = await act(author, view, 'submit');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(en.studio_articles.forbidden);
    let answer = await act(contributor, view, 'submit');
    expect(answer.statusCode).toBe(200);
    view = answer.json();
    expect(view.article.status).toBe('in_review');
    expect((await act(contributor, view, 'submit')).statusCode).toBe(409);

    // A contributor publishes or schedules nothing; an author does not schedule.
    expect((await act(contributor, view, 'publish')).statusCode).toBe(403);
    expect((await act(contributor, view, 'schedule', { scheduled_at: future() })).statusCode).toBe(
      403,
    );
    expect((await act(author, view, 'schedule', { scheduled_at: future() })).statusCode).toBe(403);
    // Their own article in review is still theirs to edit.
    answer = await save(contributor, view, { title: 'Feeding a puppy, revised' });
    expect(answer.statusCode).toBe(200);
    view = answer.json();

    // Schedule: editors, in the future only.
    const past = await act(editor, view, 'schedule', {
      scheduled_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.scheduled_at).toEqual([en.studio_articles.errors.schedule_in_past]);
    answer = await act(editor, view, 'schedule', { scheduled_at: future() });
    expect(answer.statusCode).toBe(200);
    view = answer.json();
    expect(view.article.status).toBe('scheduled');
    // Scheduled: no longer the contributor's to edit.
    expect((await save(contributor, view, { title: 'Late change' })).statusCode).toBe(403);

    // Publish: not another's for an author; any for an editor. First publish sets published_at.
    expect((await act(author, view, 'publish')).statusCode).toBe(403);
    answer = await act(editor, view, 'publish');
    expect(answer.statusCode).toBe(200);
    view = answer.json();
    expect(view.article).toMatchObject({ status: 'published', scheduled_at: null });
    const firstPublished = view.article.published_at as string;
    expect(Date.parse(firstPublished)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      await app.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'article.publish'), eq(jobs.key, String(id)))),
    ).toEqual([]);
    expect((await act(editor, view, 'publish')).statusCode).toBe(409);

    // Unpublish: editors only, and only what is published.
    expect((await act(contributor, view, 'unpublish')).statusCode).toBe(403);
    expect((await act(author, view, 'unpublish')).statusCode).toBe(403);
    answer = await act(editor, view, 'unpublish');
    expect(answer.statusCode).toBe(200);
    view = answer.json();
    expect(view.article.status).toBe('unpublished');
    expect((await act(editor, view, 'unpublish')).statusCode).toBe(409);
    const draft = await writeArticle(editor);
    expect((await act(editor, draft, 'unpublish')).statusCode).toBe(409);

    // Published again: the first publication date stays.
    view = (await act(editor, view, 'publish')).json();
    expect(view.article.published_at).toBe(firstPublished);

    expect((await revisionsOf(id)).map((r) => [r.event, r.status])).toEqual([
      ['create', 'draft'],
      ['save', 'draft'],
      ['submit', 'in_review'],
      ['save', 'in_review'],
      ['schedule', 'scheduled'],
      ['publish', 'published'],
      ['unpublish', 'unpublished'],
      ['publish', 'published'],
    ]);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'article.unpublish'), eq(auditLog.subjectId, String(id))));
    expect(entry).toMatchObject({
      actorStaffId: editor.idStaff,
      details: { before: { status: 'published' }, after: { status: 'unpublished' } },
    });
  });

  it('lets an author publish their own article, and shows each person only the actions they may take', async () => {
    const own = await writeArticle(author);
    expect(own.actions).toEqual(['edit', 'submit', 'publish', 'trash']);
    expect((await get(contributor, own.article.id_article)).actions).toEqual([]);
    expect((await get(editor, own.article.id_article)).actions).toEqual([
      'edit',
      'submit',
      'schedule',
      'publish',
      'trash',
    ]);
    expect((await get(reviewer, own.article.id_article)).actions).toEqual(['review']);
    const published = await act(author, own, 'publish');
    expect(published.statusCode).toBe(200);
    // An author edits their own published article; a contributor edits nobody's.
    expect((await save(author, published.json(), { seo_title: 'Puppy meals' })).statusCode).toBe(
      200,
    );
    expect(
      (await save(contributor, await get(contributor, own.article.id_article), {})).statusCode,
    ).toBe(403);
  });

  it('takes a medical sign-off from a reviewer only, and clears it when the reviewed words change', async () => {
    let view = await writeArticle(editor);
    expect((await act(editor, view, 'medical-review', { signed: true })).statusCode).toBe(403);
    const signed = await act(reviewer, view, 'medical-review', { signed: true });
    expect(signed.statusCode).toBe(200);
    view = signed.json();
    expect(view.article.medical_review).toMatchObject({
      id_staff: reviewer.idStaff,
      reviewed_at: expect.any(String),
    });
    // A change that is not the reviewed text keeps it.
    view = (await save(editor, view, { seo_title: 'Puppy meals' })).json();
    expect(view.article.medical_review).not.toBeNull();
    // New words are not what was reviewed.
    view = (await save(editor, view, { content: 'Puppies eat five meals a day.' })).json();
    expect(view.article.medical_review).toBeNull();
  });

  it('lists revisions, diffs any two word by word and restores one as a new revision', async () => {
    let view = await writeArticle(editor, { title: 'Walks for old dogs' });
    const id = view.article.id_article;
    view = (
      await save(editor, view, { title: 'Short walks for old dogs', content: 'Slowly.' })
    ).json();
    const list = (await editor.v.get(`/api/studio/articles/${id}/revisions`)).json();
    expect(list.map((r: { number: number; event: string }) => [r.number, r.event])).toEqual([
      [3, 'save'],
      [2, 'save'],
      [1, 'create'],
    ]);
    expect(list[0]).toMatchObject({ id_staff: editor.idStaff, status: 'draft' });

    const diff = (await editor.v.get(`/api/studio/articles/${id}/diff?from=2&to=3`)).json();
    const title = diff.fields.find((f: { field: string }) => f.field === 'title');
    expect(title.parts).toEqual([
      { value: 'Walks', removed: true },
      { value: 'Short walks', added: true },
      { value: ' for old dogs' },
    ]);
    expect(diff.fields.map((f: { field: string }) => f.field)).toEqual(['title', 'content']);
    expect((await editor.v.get(`/api/studio/articles/${id}/diff?from=2&to=99`)).statusCode).toBe(
      404,
    );
    const one = (await editor.v.get(`/api/studio/articles/${id}/revisions/2`)).json();
    expect(one.article.title).toBe('Walks for old dogs');

    // Restore: someone without the right to edit it may not; the editor may.
    expect(
      (
        await contributor.v.post(`/api/studio/articles/${id}/revisions/2/restore`, {
          revision: view.article.revision,
        })
      ).statusCode,
    ).toBe(403);
    const restored = await editor.v.post(`/api/studio/articles/${id}/revisions/2/restore`, {
      revision: view.article.revision,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().article).toMatchObject({ title: 'Walks for old dogs', revision: 4 });
    const history = await revisionsOf(id);
    expect(history.map((r) => r.event)).toEqual(['create', 'save', 'save', 'restore']);
    // History is kept as it was.
    expect(history[2]!.snapshot.title).toBe('Short walks for old dogs');
    // From an older revision, refused.
    expect(
      (
        await editor.v.post(`/api/studio/articles/${id}/revisions/1/restore`, {
          revision: view.article.revision,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('blocks publishing and scheduling while a content check has an error; warnings do not', async () => {
    const target = await writeArticle(editor, { title: 'Linked article' });
    const live = (await act(editor, target, 'publish')).json() as EditorJson;
    let view = await writeArticle(editor, {
      excerpt: '',
      image_url: '/media/articles/hero.webp',
      image_alt: '',
      content: [
        'A picture: ![](/media/articles/inline.webp)',
        '<div class="product-card" data-id="999"></div>',
        '<div class="product-card" data-id="7"></div>',
        `[good](/article/${live.article.id_article}/linked-article) [family](/breeds/1)`,
        '[gone](/article/999999/nothing) [nowhere](/no/such/page) [out](https://example.com/x)',
      ].join('\n\n'),
    });
    const checks = (
      await editor.v.get(`/api/studio/articles/${view.article.id_article}/checks`)
    ).json().checks as { level: string; code: string; detail: string | null }[];
    expect(checks.filter((c) => c.level === 'error').map((c) => [c.code, c.detail])).toEqual([
      ['hero_alt_missing', null],
      ['image_alt_missing', '/media/articles/inline.webp'],
      ['product_unknown', '999'],
      ['link_broken', '/article/999999/nothing'],
      ['link_broken', '/no/such/page'],
      ['excerpt_empty', null],
    ]);
    // The same checks of an unsaved version, for the editor's live list.
    const unsaved = await editor.v.post('/api/studio/articles/checks', {
      article: { ...fieldsOf(view), excerpt: EXCERPT },
    });
    expect(unsaved.statusCode).toBe(200);
    const unsavedCodes = unsaved.json().checks.map((c: { code: string }) => c.code);
    expect(unsavedCodes).not.toContain('excerpt_empty');
    expect(unsavedCodes).toHaveLength(5);
    const refused = await act(editor, view, 'publish');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(en.studio_articles.checks_failed);
    expect(refused.json().checks).toHaveLength(6);
    expect((await act(editor, view, 'schedule', { scheduled_at: future() })).statusCode).toBe(422);

    view = (
      await save(editor, view, {
        excerpt: 'Short.',
        image_alt: 'A puppy at its bowl',
        title: 'A very long title that goes on and on about feeding puppies of every size',
        content: `![A bowl](/media/articles/inline.webp) [good](/article/${live.article.id_article}/x)`,
      })
    ).json();
    expect(view.checks.map((c) => [c.level, c.code])).toEqual([
      ['warning', 'title_too_long'],
      ['warning', 'description_length'],
    ]);
    expect((await act(editor, view, 'publish')).statusCode).toBe(200);
  });

  it('the scheduler publishes a scheduled article exactly once, and only for its time', async () => {
    const handler = app.services.publishing.jobHandlers['article.publish']!;
    const at = future(30);
    const view = (
      await act(editor, await writeArticle(editor), 'schedule', { scheduled_at: at })
    ).json() as EditorJson;
    const id = view.article.id_article;
    const [row] = await app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'article.publish'), eq(jobs.key, String(id))));
    const job: Job = {
      idJob: row!.idJob,
      kind: row!.kind,
      key: row!.key,
      payload: row!.payload,
      attempts: 0,
    };
    const run = (payload = job.payload) =>
      app.database.db.transaction((tx) => handler(tx, { ...job, payload }));

    // A job of an earlier schedule publishes nothing.
    await run({ scheduledAt: new Date(Date.now() + 5_000).toISOString() });
    expect((await get(editor, id)).article.status).toBe('scheduled');

    await run();
    await run();
    const published = await get(editor, id);
    expect(published.article).toMatchObject({
      status: 'published',
      published_at: at,
      scheduled_at: null,
    });
    const events = (await revisionsOf(id)).map((r) => [r.event, r.idStaff]);
    expect(events.filter(([event]) => event === 'publish')).toEqual([['publish', null]]);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'article.publish'), eq(auditLog.subjectId, String(id))));
    expect(entry).toMatchObject({ actorStaffId: null, details: { by: 'scheduler' } });
  });

  it('the scheduler sends an article edited into an error back to review instead of publishing it', async () => {
    const scheduled = (
      await act(editor, await writeArticle(editor), 'schedule', { scheduled_at: future() })
    ).json() as EditorJson;
    const broken = (
      await save(editor, scheduled, { content: '<div class="product-card" data-id="4242"></div>' })
    ).json() as EditorJson;
    expect(broken.article.status).toBe('scheduled');
    const handler = app.services.publishing.jobHandlers['article.publish']!;
    const [row] = await app.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'article.publish'), eq(jobs.key, String(broken.article.id_article))),
      );
    await app.database.db.transaction((tx) => handler(tx, { ...row!, attempts: 0 }));
    const after = await get(editor, broken.article.id_article);
    expect(after.article).toMatchObject({ status: 'in_review', scheduled_at: null });
    expect((await revisionsOf(broken.article.id_article)).at(-1)!.event).toBe('publish_refused');
  });
});
