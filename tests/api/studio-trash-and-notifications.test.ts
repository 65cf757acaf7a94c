import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog, authors, newsletterEditions } from '../../db/schema/index.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { createStaff, signInStaff } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';
import {
  act,
  person,
  seedCatalogue,
  writeArticle,
  type EditorJson,
  type Person,
} from './studio-articles-support.ts';

// The trash (docs/decisions/075), the creator's byline (076) and the review notifications by
// e-mail through a real SMTP listener and on the dashboard (085).
describe.each(ENGINES)('trash, bylines and review notifications on %s', (engine) => {
  let app: TestApp;
  let smtp: TestSmtp;
  let contributor: Person;
  let editor: Person;
  let admin: Person;
  let editorEmail: string;
  let contributorEmail: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp(engine, {
      seed: false,
      env: { RATE_LIMIT_SCALE: '100', SMTP_URL: smtp.url },
    });
    await seedCatalogue(app);
    const c = await createStaff(app, 'contributor');
    const e = await createStaff(app, 'editor');
    contributorEmail = c.email;
    editorEmail = e.email;
    contributor = { idStaff: c.idStaff, v: await signInStaff(app, c) };
    editor = { idStaff: e.idStaff, v: await signInStaff(app, e) };
    admin = await person(app, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** Sends what the outbox holds (the worker is not polling in tests), then finds the mail. */
  const mailTo = async (address: string, subject: string) => {
    await app.services.mail.deliver();
    const found = smtp.to(address).find((m) => m.subject.includes(subject));
    if (!found) throw new Error(`no mail to ${address} about ${subject}`);
    return found;
  };
  const get = async (who: Person, id: number) =>
    (await who.v.get(`/api/studio/articles/${id}`)).json() as EditorJson;

  it("gives a new article its creator's byline, made at the first sign-in", async () => {
    const [byline] = await app.database.db
      .select()
      .from(authors)
      .where(eq(authors.idStaff, contributor.idStaff));
    expect(byline?.name).toMatch(/^Staff /);
    const created = await contributor.v.post('/api/studio/articles', { title: 'Mine' });
    expect((created.json() as EditorJson).article.id_author).toBe(byline!.idAuthor);
    // Someone who never signed in through the screens (no byline yet) gets one on creating.
    const view = await writeArticle(admin);
    const [adminByline] = await app.database.db
      .select()
      .from(authors)
      .where(eq(authors.idStaff, admin.idStaff));
    expect(view.article.id_author).toBe(adminByline!.idAuthor);
  });

  it('tells the editors of a submission and the author of a note, by e-mail and on the dashboard', async () => {
    const view = await writeArticle(contributor, { title: 'Brushing a puppy' });
    const id = view.article.id_article;
    expect((await act(contributor, view, 'submit')).statusCode).toBe(200);
    const submitted = await mailTo(editorEmail, 'Brushing a puppy');
    expect(submitted.text).toContain(`${app.config.publicUrl}/studio/articles/${id}`);
    // Nobody hears of their own change.
    expect(smtp.to(contributorEmail).some((m) => m.subject.includes('Submitted'))).toBe(false);
    const entries = (await editor.v.get('/api/studio/notifications')).json();
    expect(entries[0]).toMatchObject({ kind: 'submitted', id_article: id, read: false });

    const inReview = await get(editor, id);
    expect(inReview.actions).toContain('send_back');
    const empty = await act(editor, inReview, 'send-back', { note: '   ' });
    expect(empty.statusCode).toBe(422);
    const back = await act(editor, inReview, 'send-back', { note: 'Add the brush sizes.' });
    expect(back.statusCode).toBe(200);
    expect((back.json() as EditorJson).article.status).toBe('draft');
    const note = await mailTo(contributorEmail, 'Brushing a puppy');
    expect(note.text).toContain('Add the brush sizes.');
    const mine = (await contributor.v.get('/api/studio/notifications')).json();
    expect(mine[0]).toMatchObject({ kind: 'sent_back', note: 'Add the brush sizes.' });
    expect(
      (await contributor.v.post('/api/studio/notifications/read', { all: true })).statusCode,
    ).toBe(204);
    expect((await contributor.v.get('/api/studio/notifications')).json()[0].read).toBe(true);

    // A contributor may not send back.
    const again = await get(contributor, id);
    expect((await act(contributor, again, 'submit')).statusCode).toBe(200);
    expect(
      (await act(contributor, await get(contributor, id), 'send-back', { note: 'x' })).statusCode,
    ).toBe(403);
    // Published: the author is told.
    expect((await act(editor, await get(editor, id), 'publish')).statusCode).toBe(200);
    const published = await mailTo(contributorEmail, 'Published');
    expect(published.subject).toContain('Brushing a puppy');
  });

  it('tells the author when the scheduler publishes their article', async () => {
    const view = await writeArticle(contributor, { title: 'Nail clipping on a schedule' });
    expect((await act(contributor, view, 'submit')).statusCode).toBe(200);
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await act(editor, await get(editor, view.article.id_article), 'schedule', {
      scheduled_at: at.toISOString(),
    });
    expect(scheduled.statusCode).toBe(200);
    expect((await app.server.runDueJobs(new Date(at.getTime() + 1000))).done).toBe(1);
    expect((await get(editor, view.article.id_article)).article.status).toBe('published');
    const told = await mailTo(contributorEmail, 'Nail clipping on a schedule');
    expect(told.subject).toContain('Published');
    const mine = (await contributor.v.get('/api/studio/notifications')).json();
    expect(mine[0]).toMatchObject({ kind: 'published', id_article: view.article.id_article });
  });

  it('trashes a published article: 410 at once, out of the lists; restored unpublished, still 410', async () => {
    const view = await writeArticle(editor, { title: 'Bathing a cat' });
    const id = view.article.id_article;
    expect((await act(editor, view, 'publish')).statusCode).toBe(200);
    const guest = await newVisitor(app);
    expect((await guest.get(`/api/article/${id}`)).statusCode).toBe(200);

    // Only editors trash someone else's article; the body says the person confirmed.
    expect((await contributor.v.post(`/api/studio/articles/${id}/trash`, {})).statusCode).toBe(400);
    expect(
      (await contributor.v.post(`/api/studio/articles/${id}/trash`, { confirm: true })).statusCode,
    ).toBe(403);
    expect(
      (await editor.v.post(`/api/studio/articles/${id}/trash`, { confirm: true })).statusCode,
    ).toBe(204);
    expect((await guest.get(`/api/article/${id}`)).statusCode).toBe(410);
    const list = (await editor.v.get('/api/studio/articles?q=Bathing')).json();
    expect(list.total).toBe(0);
    const trash = (await editor.v.get('/api/studio/trash')).json();
    expect(trash[0]).toMatchObject({ kind: 'article', id, title: 'Bathing a cat' });
    expect(trash[0].trashed_by).toMatch(/^Staff /);
    // Nothing but restoring: no save, no publishing from the trash.
    const trashed = await get(editor, id);
    expect(trashed.actions).toEqual([]);
    expect((await act(editor, trashed, 'publish')).statusCode).toBe(409);
    // A contributor sees only their own in the trash.
    expect(
      ((await contributor.v.get('/api/studio/trash')).json() as { id: number }[]).some(
        (i) => i.id === id,
      ),
    ).toBe(false);

    expect(
      (await editor.v.post(`/api/studio/trash/articles/${id}/restore`, { confirm: true }))
        .statusCode,
    ).toBe(204);
    const restored = await get(editor, id);
    expect(restored.article.status).toBe('unpublished');
    expect(restored.actions).toContain('publish');
    // It was public once: its address keeps saying so until it is published again.
    expect((await guest.get(`/api/article/${id}`)).statusCode).toBe(410);
    const actions = (
      await app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['article.trash', 'article.untrash']));
  });

  it('lets a contributor trash their own draft only; admins alone delete for good', async () => {
    const own = await writeArticle(contributor, { title: 'Draft to drop' });
    const id = own.article.id_article;
    expect(
      (await contributor.v.post(`/api/studio/articles/${id}/trash`, { confirm: true })).statusCode,
    ).toBe(204);
    const mine = (await contributor.v.get('/api/studio/trash')).json() as { id: number }[];
    expect(mine.map((i) => i.id)).toContain(id);
    const del = (who: Person) =>
      who.v.post(`/api/studio/trash/articles/${id}/delete`, { confirm: true });
    expect((await del(contributor)).statusCode).toBe(403);
    expect((await del(editor)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(204);
    expect(await app.database.db.select().from(articles).where(eq(articles.idArticle, id))).toEqual(
      [],
    );
    expect((await del(admin)).statusCode).toBe(404);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'article.delete'));
    expect(entry?.details).toMatchObject({ before: { title: 'Draft to drop' } });
  });

  it('trashes a draft edition but never a sent one, and empties the trash', async () => {
    const created = await editor.v.post('/api/studio/newsletter', { subject: 'Spring notes' });
    expect(created.statusCode).toBe(201);
    const idEdition = (created.json() as { id_edition: number }).id_edition;
    expect(
      (await contributor.v.post(`/api/studio/newsletter/${idEdition}/trash`, { confirm: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await editor.v.post(`/api/studio/newsletter/${idEdition}/trash`, { confirm: true }))
        .statusCode,
    ).toBe(204);
    // A sent edition stays in the archive.
    const sent = await editor.v.post('/api/studio/newsletter', { subject: 'Sent notes' });
    const idSent = (sent.json() as { id_edition: number }).id_edition;
    await app.database.db
      .update(newsletterEditions)
      .set({ state: 'sent', sentAt: new Date() })
      .where(eq(newsletterEditions.idEdition, idSent));
    expect(
      (await editor.v.post(`/api/studio/newsletter/${idSent}/trash`, { confirm: true })).statusCode,
    ).toBe(409);
    const list = (await editor.v.get('/api/studio/newsletter')).json() as { id_edition: number }[];
    expect(list.some((e) => e.id_edition === idEdition)).toBe(false);
    expect(
      ((await editor.v.get('/api/studio/trash')).json() as { kind: string; id: number }[]).some(
        (i) => i.kind === 'edition' && i.id === idEdition,
      ),
    ).toBe(true);
    const draft = await writeArticle(contributor, { title: 'Also dropped' });
    await contributor.v.post(`/api/studio/articles/${draft.article.id_article}/trash`, {
      confirm: true,
    });
    expect((await editor.v.post('/api/studio/trash/empty', { confirm: true })).statusCode).toBe(
      403,
    );
    const emptied = await admin.v.post('/api/studio/trash/empty', { confirm: true });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().deleted).toBeGreaterThanOrEqual(2);
    expect((await admin.v.get('/api/studio/trash')).json()).toEqual([]);
  });
});
