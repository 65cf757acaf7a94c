// Over 300 lines on purpose: the article API's cases on one booted app per engine.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPreviewToken } from '../../core/publishing/preview-token.ts';
import {
  articleAutosaves,
  articleRevisions,
  articles,
  auditLog,
  jobs,
} from '../../db/schema/index.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';
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

describe.each(ENGINES)('the studio article API on %s', (engine) => {
  let app: TestApp;
  let idAuthor: number;
  let contributor: Person;
  let editor: Person;
  let otherEditor: Person;

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    ({ idAuthor } = await seedCatalogue(app));
    contributor = await person(app, 'contributor');
    editor = await person(app, 'editor');
    otherEditor = await person(app, 'editor');
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

  it('creates a draft owned by its writer, saves it (slug from the title) and lists it', async () => {
    const created = await contributor.v.post('/api/studio/articles', { title: 'Feeding a puppy' });
    expect(created.statusCode).toBe(201);
    const draft = created.json() as EditorJson;
    expect(draft.article).toMatchObject({
      status: 'draft',
      revision: 1,
      id_staff_owner: contributor.idStaff,
      published_at: null,
    });
    expect(draft.actions).toEqual(['edit', 'submit', 'trash']);

    const saved = await save(contributor, draft, {
      slug: '',
      excerpt: EXCERPT,
      content: 'Three meals a day.',
      families: [1],
      categories: [1],
      id_author: idAuthor,
    });
    expect(saved.statusCode).toBe(200);
    const view = saved.json() as EditorJson;
    expect(view.article).toMatchObject({
      revision: 2,
      slug: 'feeding-a-puppy',
      families: [1],
      categories: [1],
      id_author: idAuthor,
    });
    // A slug is unique among articles: a second one of the same title gets its own.
    const second = (
      await editor.v.post('/api/studio/articles', { title: 'Feeding a Puppy!' })
    ).json() as EditorJson;
    expect(second.article.slug).toBe('feeding-a-puppy-2');
    const taken = await save(editor, second, { slug: 'feeding-a-puppy' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([en.studio_articles.errors.slug_taken]);
    expect((await save(editor, second, { slug: 'Not a slug' })).json().errors.slug).toEqual([
      en.studio_articles.errors.slug_invalid,
    ]);
    expect((await save(contributor, view, { families: [99] })).json().errors.families).toEqual([
      en.studio_articles.errors.family_unknown,
    ]);

    // One revision per save, each with its audit entry (before/after of what changed).
    const revisions = await app.database.db
      .select()
      .from(articleRevisions)
      .where(eq(articleRevisions.idArticle, view.article.id_article));
    expect(revisions.map((r) => [r.number, r.event])).toEqual([
      [1, 'create'],
      [2, 'save'],
    ]);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'article.save'),
          eq(auditLog.subjectId, String(view.article.id_article)),
        ),
      );
    expect(entry!.actorStaffId).toBe(contributor.idStaff);
    expect(entry!.details).toMatchObject({
      revision: 2,
      before: { content: '' },
      after: { content: 'Three meals a day.' },
    });

    const list = (await editor.v.get('/api/studio/articles?status=draft&q=puppy')).json();
    // Newest change first: the second draft, then the first.
    expect(list.items.map((i: { id_article: number }) => i.id_article)).toEqual([
      second.article.id_article,
      view.article.id_article,
    ]);
    expect(list.items.every((i: { status: string }) => i.status === 'draft')).toBe(true);
    const byFamily = (
      await editor.v.get(`/api/studio/articles?family=1&author=${idAuthor}`)
    ).json();
    expect(byFamily.items.map((i: { id_article: number }) => i.id_article)).toEqual([
      view.article.id_article,
    ]);
    expect((await editor.v.get('/api/studio/articles?q=nothing-like-it')).json().total).toBe(0);
  });

  it('refuses a save over a newer revision with 409, a message and the word diff; nothing is overwritten', async () => {
    const view = await writeArticle(editor, { content: 'Puppies eat three meals a day.' });
    const first = await save(otherEditor, await get(otherEditor, view.article.id_article), {
      content: 'Puppies eat four meals a day.',
    });
    expect(first.statusCode).toBe(200);
    // The first editor still has the older revision open.
    const late = await save(editor, view, { content: 'Puppies eat three small meals a day.' });
    expect(late.statusCode).toBe(409);
    const body = late.json();
    expect(body.message).toBe(en.studio_articles.conflict);
    expect(body.current_revision).toBe(first.json().article.revision);
    const content = body.diff.find((d: { field: string }) => d.field === 'content');
    expect(content.parts).toEqual(
      expect.arrayContaining([
        { value: 'four', removed: true },
        { value: 'three small', added: true },
      ]),
    );
    expect((await get(editor, view.article.id_article)).article.content).toBe(
      'Puppies eat four meals a day.',
    );
    // A change of state from the old revision is refused the same way.
    expect((await act(editor, view, 'publish')).statusCode).toBe(409);
  });

  it("keeps the home page's curation made while the editor was open, unless the editor changed the flag", async () => {
    const view = await writeArticle(editor, { is_home: true, is_featured: true });
    const id = view.article.id_article;
    const loaded = { is_home: true, is_featured: true };
    const flags = async () => {
      const { is_home, is_featured } = (await get(editor, id)).article;
      return { is_home, is_featured };
    };
    // The curation takes it off the home list, without a new revision (decision 044).
    await app.database.db.update(articles).set({ isHome: false }).where(eq(articles.idArticle, id));
    const placed = (fields: Record<string, unknown>, base: typeof loaded) =>
      editor.v.request({
        method: 'PUT',
        url: `/api/studio/articles/${id}`,
        payload: {
          revision: view.article.revision,
          article: { ...fieldsOf(view), ...fields },
          placement_base: base,
        },
      });
    // The editor, opened before, saves another field: the curation stands.
    expect((await placed({ title: 'Feeding a puppy well' }, loaded)).statusCode).toBe(200);
    expect(await flags()).toMatchObject({ is_home: false, is_featured: true });
    // Opened again, then the curation puts it back on the home list; the editor unticks
    // "featured": that change is written, and the home flag the curation set is kept.
    const next = await get(editor, id);
    await app.database.db.update(articles).set({ isHome: true }).where(eq(articles.idArticle, id));
    const unticked = await editor.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${id}`,
      payload: {
        revision: next.article.revision,
        article: { ...fieldsOf(next), is_featured: false },
        placement_base: { is_home: false, is_featured: true },
      },
    });
    expect(unticked.statusCode).toBe(200);
    expect(await flags()).toMatchObject({ is_home: true, is_featured: false });
  });

  it('autosave keeps a working copy per person and never changes the article or its public page', async () => {
    const view = await writeArticle(editor, { title: 'Public title' });
    const published = (await act(editor, view, 'publish')).json() as EditorJson;
    expect(published.article.status).toBe('published');
    const id = view.article.id_article;
    const before = (await (await newVisitor(app)).get(`/api/article/${id}`)).json();
    expect(before.title).toBe('Public title');

    const autosaved = await editor.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${id}/autosave`,
      payload: {
        base_revision: published.article.revision,
        article: { ...fieldsOf(published), title: 'Half-typed new title' },
      },
    });
    expect(autosaved.statusCode).toBe(200);
    const guestView = (await (await newVisitor(app)).get(`/api/article/${id}`)).json();
    expect(guestView.title).toBe('Public title');
    const [row] = await app.database.db.select().from(articles).where(eq(articles.idArticle, id));
    expect(row!.revision).toBe(published.article.revision);

    const reopened = await get(editor, id);
    expect(reopened.article.title).toBe('Public title');
    expect(reopened.autosave).toMatchObject({
      base_revision: published.article.revision,
      article: { title: 'Half-typed new title' },
    });
    // On leaving the page: the same as a POST (fetch with keepalive), within the CSRF rules.
    const leaving = {
      method: 'POST' as const,
      url: `/api/studio/articles/${id}/autosave`,
      payload: {
        base_revision: published.article.revision,
        article: { ...fieldsOf(published), title: 'Half-typed new title, and more' },
      },
    };
    expect((await editor.v.request({ ...leaving, csrf: false })).statusCode).toBe(403);
    expect((await editor.v.request(leaving)).statusCode).toBe(200);
    expect((await get(editor, id)).autosave!.article.title).toBe('Half-typed new title, and more');
    expect((await (await newVisitor(app)).get(`/api/article/${id}`)).json().title).toBe(
      'Public title',
    );
    // Someone else saves meanwhile: the copy is still offered, on its older base revision.
    const theirs = await get(otherEditor, id);
    expect((await save(otherEditor, theirs, { seo_title: 'Meals' })).statusCode).toBe(200);
    const stale = await get(editor, id);
    expect(stale.autosave).toMatchObject({ base_revision: published.article.revision });
    expect(stale.article.revision).toBe(published.article.revision + 1);
    // Another person's editor sees no copy of someone else's.
    expect((await get(otherEditor, id)).autosave).toBeNull();

    // A contributor cannot autosave over an article that is not theirs.
    const denied = await contributor.v.request({
      method: 'PUT',
      url: `/api/studio/articles/${id}/autosave`,
      payload: { base_revision: 1, article: fieldsOf(published) },
    });
    expect(denied.statusCode).toBe(403);

    // The manual save clears the copy.
    // Saving the old copy meets the other save; from the newer revision it goes through.
    expect(
      (await save(editor, reopened, { title: 'Half-typed new title, and more' })).statusCode,
    ).toBe(409);
    expect(
      (await save(editor, await get(editor, id), { title: 'Half-typed new title, and more' }))
        .statusCode,
    ).toBe(200);
    expect(
      await app.database.db
        .select()
        .from(articleAutosaves)
        .where(eq(articleAutosaves.idArticle, id)),
    ).toEqual([]);
    expect((await get(editor, id)).autosave).toBeNull();
  });

  it('announces a purge after each committed change, and none for a refused one or an autosave', async () => {
    const heard: unknown[] = [];
    // Members' own reads are dropped by every change (kind `members`, decision 073): no purge.
    const stop = app.services.publishing.purge.subscribe((scope) => {
      if (scope.kind !== 'members') heard.push(scope);
    });
    try {
      const view = await writeArticle(editor);
      const id = view.article.id_article;
      expect(heard).toEqual([
        { kind: 'article', id },
        { kind: 'article', id },
      ]);
      heard.length = 0;
      expect(
        (await save(editor, { ...view, article: { ...view.article, revision: 1 } }, {})).statusCode,
      ).toBe(409);
      await editor.v.request({
        method: 'PUT',
        url: `/api/studio/articles/${id}/autosave`,
        payload: { base_revision: view.article.revision, article: fieldsOf(view) },
      });
      expect(heard).toEqual([]);
      expect((await act(editor, view, 'publish')).statusCode).toBe(200);
      expect(heard).toEqual([{ kind: 'article', id }]);
    } finally {
      stop();
    }
  });

  it('shows who else has the article open, by name, for about 30 seconds', async () => {
    const view = await writeArticle(editor);
    const id = view.article.id_article;
    expect((await editor.v.post(`/api/studio/articles/${id}/presence`, {})).json().others).toEqual(
      [],
    );
    const second = await otherEditor.v.post(`/api/studio/articles/${id}/presence`, {});
    expect(second.json().others).toEqual([
      expect.objectContaining({ id_staff: editor.idStaff, display_name: expect.any(String) }),
    ]);
    expect((await get(editor, id)).others.map((o) => o.id_staff)).toEqual([otherEditor.idStaff]);
    // Seen 31 seconds ago: gone.
    const { articlePresence } = await import('../../db/schema/index.ts');
    await app.database.db
      .update(articlePresence)
      .set({ seenAt: new Date(Date.now() - 31_000) })
      .where(eq(articlePresence.idStaff, otherEditor.idStaff));
    expect((await get(editor, id)).others).toEqual([]);
    expect((await editor.v.post('/api/studio/articles/999999/presence', {})).statusCode).toBe(404);
  });

  it('gives a signed preview link that expires', async () => {
    const view = await writeArticle(contributor);
    const answer = await contributor.v.post(
      `/api/studio/articles/${view.article.id_article}/preview-link`,
      {},
    );
    expect(answer.statusCode).toBe(201);
    const { url, expires_at } = answer.json();
    const match = /^http:\/\/localhost:\d+\/preview\/article\/([\w.-]+)$/.exec(url);
    expect(match).not.toBeNull();
    expect(verifyPreviewToken(app.config.sessionSecret, match![1]!)).toEqual({
      idArticle: view.article.id_article,
    });
    expect(verifyPreviewToken(app.config.sessionSecret, `${match![1]!}x`)).toBeNull();
    expect(
      verifyPreviewToken(
        app.config.sessionSecret,
        match![1]!,
        new Date(Date.parse(expires_at) + 1),
      ),
    ).toBeNull();
  });

  it('measures a hero picture served from a file (not only the library) against the header it fills', async () => {
    const created = (await (
      await editor.v.post('/api/studio/articles', { title: 'A framed hero' })
    ).json()) as EditorJson;
    const heroWarnings = async (fields: Record<string, unknown>) => {
      const view = await get(editor, created.article.id_article);
      expect((await save(editor, view, { image_alt: 'A cat', ...fields })).statusCode).toBe(200);
      const checks = (await get(editor, created.article.id_article)).checks;
      return checks.filter((c) => c.code === 'hero_too_small').map((c) => c.detail);
    };
    // A committed picture, 1000 px wide with its 2000 px @2x twin, which the header's variants
    // are cut from: enough for the full-width header as for the framed one (decision 074).
    const committed = '/img/articles/default-cats-1.webp';
    expect(await heroWarnings({ image_url: committed, is_active: true })).toEqual([]);
    expect(await heroWarnings({ image_url: committed, is_active: false })).toEqual([]);
    // A file without a twin is measured itself: the demo's share of the media store.
    const single = path.join(app.config.dataDir, 'media', 'articles', 'single-hero.webp');
    await mkdir(path.dirname(single), { recursive: true });
    await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#456' } })
      .webp()
      .toFile(single);
    expect(
      await heroWarnings({ image_url: '/media/articles/single-hero.webp', is_active: true }),
    ).toEqual(['1200 < 1920']);
    // Nothing outside the served folders is read, and another site's picture is never fetched.
    for (const elsewhere of ['/img/../../package.json', 'https://example.com/big.webp'])
      expect(await heroWarnings({ image_url: elsewhere, is_active: true })).toEqual([]);
  });

  it('lists no revisions, rather than no article, for an article loaded without any (the demo)', async () => {
    const [loaded] = await app.database.db
      .insert(articles)
      .values({
        key: 'loaded-by-the-seed',
        title: 'Loaded by the seed',
        slug: 'loaded-by-the-seed',
        excerpt: '',
        content: '',
        publishedAt: new Date(),
      })
      .returning({ id: articles.idArticle });
    const answer = await editor.v.get(`/api/studio/articles/${loaded!.id}/revisions`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it('answers unknown and malformed ids with 404 and 400, never a 5xx', async () => {
    for (const url of [
      '/api/studio/articles/999999',
      '/api/studio/articles/99999999999',
      '/api/studio/articles/999999/revisions',
      '/api/studio/articles/999999/checks',
    ])
      expect((await editor.v.get(url)).statusCode, url).toBe(404);
    expect((await editor.v.get('/api/studio/articles/abc')).statusCode).toBe(400);
    expect((await editor.v.get('/api/studio/articles?status=gone')).statusCode).toBe(400);
    const missing = await editor.v.post('/api/studio/articles/999999/publish', { revision: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(en.studio_articles.not_found);
    expect((await editor.v.post('/api/studio/articles/999999/preview-link', {})).statusCode).toBe(
      404,
    );
  });

  it('lists authors, families, categories and products for the pickers', async () => {
    // Beside the staff's own bylines, made when they create an article (docs/decisions/076).
    expect((await contributor.v.get('/api/studio/authors')).json()).toContainEqual(
      expect.objectContaining({ id_author: idAuthor, name: 'Ann Writer' }),
    );
    expect((await contributor.v.get('/api/studio/families')).json()).toEqual([
      { id: 1, name: 'Dogs', slug: 'dogs' },
    ]);
    expect((await contributor.v.get('/api/studio/categories')).json()).toEqual([
      { id: 1, name: 'Health', slug: 'health' },
    ]);
    expect((await contributor.v.get('/api/studio/products?q=chew')).json()).toEqual([
      { id_product: 7, name: 'Chew toy', image_url: null, price: 9.5 },
    ]);
    expect((await contributor.v.get('/api/studio/products?q=7')).json()).toHaveLength(1);
    expect((await contributor.v.get('/api/studio/products?q=zzz')).json()).toEqual([]);
  });

  it('keeps jobs out of it until scheduled: schedule adds one, unschedule removes it', async () => {
    const view = await writeArticle(editor);
    const id = view.article.id_article;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await act(editor, view, 'schedule', { scheduled_at: at });
    expect(scheduled.statusCode).toBe(200);
    const pending = () =>
      app.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'article.publish'), eq(jobs.key, String(id))));
    expect((await pending()).map((j) => j.runAt.toISOString())).toEqual([at]);
    const unscheduled = await act(editor, scheduled.json(), 'unschedule');
    expect(unscheduled.json().article).toMatchObject({ status: 'in_review', scheduled_at: null });
    expect(await pending()).toEqual([]);
  });
});
