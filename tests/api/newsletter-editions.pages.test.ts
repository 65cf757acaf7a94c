import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { queryRows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/**
 * The newsletter's screens and pages (decision 047) as a browser without scripts uses them: the
 * editor starts an edition, adds and orders articles with the form's buttons, sends it now; the
 * archive and the web version; the personal unsubscribe page, whose GET changes nothing.
 */
describe.each(ENGINES)('newsletter screens and pages on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);

  /** A form as a browser posts it before scripts: urlencoded, a document navigation. */
  const post = (v: TestVisitor, url: string, fields: [string, string][]) =>
    v.request({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      csrf: false,
      ajax: false,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
      },
    });

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true, env: { RATE_LIMIT_SCALE: '100' } });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    await app.database.db.delete(schema.newsletterSubscribers);
    await app.database.db
      .insert(schema.newsletterSubscribers)
      .values({ email: 'reader@example.com', status: 'confirmed' });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('composes, orders, sends; the archive shows it; the unsubscribe page asks first', async () => {
    const started = await post(editor, '/studio/newsletter', [['subject', 'Spring at Pawpedia']]);
    expect(started.statusCode).toBe(302);
    const screen = started.headers.location as string;
    expect(screen).toMatch(/^\/studio\/newsletter\/\d+$/);
    const id = Number(screen.split('/').at(-1));

    const published = await queryRows<{ id_article: number; title: string }>(
      app.database.db,
      sql`select id_article, title from articles where status = 'published' order by id_article limit 2`,
    );
    const [a, b] = published as [(typeof published)[0], (typeof published)[0]];
    const base: [string, string][] = [
      ['intent', 'save'],
      ['subject', 'Spring at Pawpedia'],
      ['preheader', 'News'],
      ['intro', 'Hello'],
      ['closing', 'Bye'],
    ];
    expect(
      (await post(editor, screen, [...base, ['add_article', String(a.id_article)], ['op', 'add']]))
        .statusCode,
    ).toBe(200);
    const two = await post(editor, screen, [
      ...base,
      ['article', String(a.id_article)],
      ['add_article', String(b.id_article)],
      ['op', 'add'],
    ]);
    expect(two.statusCode).toBe(200);
    expect(two.body).toContain(t('studio_newsletter.saved'));
    // The second one up: the order changes.
    await post(editor, screen, [
      ...base,
      ['article', String(a.id_article)],
      ['article', String(b.id_article)],
      ['op', `up:article:${b.id_article}`],
    ]);
    expect((await app.services.editions.get(id))!.articleIds).toEqual([b.id_article, a.id_article]);
    const page = await editor.get(screen);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sandbox=""');
    expect(page.body).toContain('<pre');

    const now = await post(editor, screen, [['intent', 'send_now']]);
    expect(now.body).toContain(t('studio_newsletter.sent_now'));
    expect(now.body).not.toContain(t('studio_newsletter.scheduled'));
    await app.server.runDueJobs(new Date(Date.now() + 1000));
    expect((await app.services.editions.get(id))!.state).toBe('sent');

    const guest = await newVisitor(app);
    const archive = await guest.get('/newsletter/archive');
    expect(archive.statusCode).toBe(200);
    expect(archive.body).toContain('Spring at Pawpedia');
    const moved = await guest.get(`/newsletter/archive/${id}/old-name`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/newsletter/archive/${id}/spring-at-pawpedia`);
    const web = await guest.get(`/newsletter/archive/${id}/spring-at-pawpedia`);
    expect(web.statusCode).toBe(200);
    expect(web.body).toContain(b.title);
    expect((await guest.get('/newsletter/archive/999999/x')).statusCode).toBe(404);

    // The personal link of the message: the GET shows a button and changes nothing.
    const [message] = await app.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, 'reader@example.com'));
    const link = /<(https?:\/\/[^>]+)>/.exec(message!.headers['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname;
    const asked = await guest.get(path);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(t('newsletter_edition.unsubscribe_button'));
    const state = async () =>
      (
        await app.database.db
          .select({ status: schema.newsletterSubscribers.status })
          .from(schema.newsletterSubscribers)
      )[0]!.status;
    expect(await state()).toBe('confirmed');
    const clicked = await post(guest, path, [['List-Unsubscribe', 'One-Click']]);
    expect(clicked.statusCode).toBe(303);
    expect(clicked.headers.location).toBe(`${path}?done=1`);
    expect(await state()).toBe('unsubscribed');
    expect((await guest.get(`${path}?done=1`)).body).toContain(
      t('newsletter_edition.unsubscribe_done_heading'),
    );
  });

  it('refuses an author the screens', async () => {
    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    expect((await author.get('/studio/newsletter')).statusCode).toBe(403);
    expect((await post(author, '/studio/newsletter', [['subject', 'x']])).statusCode).toBe(403);
  });
});
