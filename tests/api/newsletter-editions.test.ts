// Over 300 lines on purpose: one edition's way from draft to sent mail, on one booted app and SMTP listener.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../core/mail/index.ts';
import { createMessagingServices } from '../../core/messaging.ts';
import { EDITION_SEND_JOB } from '../../core/newsletter/send-edition.ts';
import { runDueJobs } from '../../core/publishing/run-due-jobs.ts';
import { queryRows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor } from '../support/visitor.ts';

// Newsletter editions (decision 047): composed, scheduled, turned into one delivery
// per confirmed subscriber by the job worker, fed to the outbox in batches at the configured
// rate (7 a minute here, so several batches), sent by the mail worker to a real SMTP listener.

const RATE = 7;
const MINUTE = 61_000;
const CONFIRMED = Array.from({ length: 20 }, (_, i) =>
  i < 2 ? `bounce-${i}@example.com` : `reader-${i}@example.com`,
);
const OTHERS = { pending: ['waiting@example.com'], unsubscribed: ['gone@example.com'] };

/** Runs the job worker's passes, a minute later each time, until no job is left due. */
async function runJobsUntilIdle(app: TestApp) {
  let at = Date.now();
  for (let i = 0; i < 50; i++) {
    at += MINUTE;
    const report = await app.server.runDueJobs(new Date(at));
    if (report.done + report.retried + report.failed === 0) return;
  }
  throw new Error('the jobs never ended');
}

const countBy = (mails: ReceivedMail[]) => {
  const counts = new Map<string, number>();
  for (const m of mails) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

describe.each(ENGINES)('newsletter editions on %s', (engine) => {
  let app: TestApp;
  let smtp: TestSmtp;
  /** The listener answers 421 once it has this many messages (a mail server gone away). */
  let stopAt: number | null = null;
  let editor: { idStaff: number; email: string };
  let articleIds: number[];
  let productId: number;

  beforeAll(async () => {
    smtp = await startSmtp(0, {
      refuse: (address) => address.startsWith('bounce-'),
      unavailable: () => stopAt !== null && smtp.received.length >= stopAt,
    });
    app = await startTestApp(engine, {
      env: {
        SMTP_URL: smtp.url,
        NEWSLETTER_RATE_PER_MINUTE: String(RATE),
      },
    });
    const db = app.database.db;
    // Only these subscribers: the demo's are not part of the counts.
    await db.delete(schema.newsletterSubscribers);
    const row = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') => ({
      email,
      status,
      locale: 'en' as const,
    });
    await db
      .insert(schema.newsletterSubscribers)
      .values([
        ...CONFIRMED.map((e) => row(e, 'confirmed')),
        ...OTHERS.pending.map((e) => row(e, 'pending')),
        ...OTHERS.unsubscribed.map((e) => row(e, 'unsubscribed')),
      ]);
    editor = await createStaff(app, 'editor');
    const published = await queryRows<{ id_article: number }>(
      db,
      sql`select id_article from articles where status = 'published' order by id_article limit 2`,
    );
    articleIds = published.map((r) => r.id_article);
    const [product] = await queryRows<{ id_product: number }>(
      db,
      sql`select id_product from products order by id_product limit 1`,
    );
    productId = product!.id_product;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const compose = async (subject: string) => {
    const v = await staffVisitor(app, editor.idStaff);
    const created = await v.request({
      method: 'POST',
      url: '/api/studio/newsletter',
      payload: { subject },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id_edition as number;
    const saved = await v.request({
      method: 'PUT',
      url: `/api/studio/newsletter/${id}`,
      payload: {
        subject,
        preheader: 'What is new this month',
        intro: 'Hello **friends**, see [our breeds](/breeds/1) <script>alert(1)</script>',
        closing: 'See you next month.',
        article_ids: articleIds,
        product_ids: [productId],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, v };
  };

  const figures = async (id: number) => (await app.services.editions.figures([id])).get(id)!;

  it('sends a scheduled edition once to every confirmed subscriber, with the one-click headers', async () => {
    const { id, v } = await compose('June at Pawpedia');
    const preview = (await v.get(`/api/studio/newsletter/${id}/preview`)).json();
    expect(preview.html).toContain('What is new this month');
    expect(preview.html).not.toContain('<script');
    expect(preview.html).toContain(`href="${app.config.publicUrl}/breeds/1"`);
    expect(preview.text).toContain('See you next month.');

    // A test to the editor's own address, through the outbox.
    const test = await v.request({ method: 'POST', url: `/api/studio/newsletter/${id}/test` });
    expect(test.json()).toEqual({ to: editor.email });
    await app.services.mail.deliver(new Date(Date.now() + 1000));
    expect(smtp.to(editor.email)).toHaveLength(1);
    expect(smtp.to(editor.email)[0]!.subject).toMatch(/^\[Test\] June at Pawpedia$/);

    // A schedule in the past is due at once; an editor may send (decision 047).
    const at = new Date(Date.now() - 1000).toISOString();
    const scheduled = await v.request({
      method: 'POST',
      url: `/api/studio/newsletter/${id}/state`,
      payload: { action: 'schedule', at },
    });
    expect(scheduled.json()).toEqual({ state: 'scheduled' });
    // Nothing to send while it is scheduled: it cannot be edited into something else either.
    await runJobsUntilIdle(app);
    expect((await app.services.editions.get(id))!.state).toBe('sent');
    await app.services.mail.deliver(new Date(Date.now() + 3600_000));

    const mails = smtp.received.filter((m) => m.subject === 'June at Pawpedia');
    const counts = countBy(mails);
    for (const address of CONFIRMED.filter((a) => !a.startsWith('bounce-')))
      expect(counts.get(address), address).toBe(1);
    for (const address of [...OTHERS.pending, ...OTHERS.unsubscribed, 'bounce-0@example.com'])
      expect(counts.get(address), address).toBeUndefined();
    const mail = mails[0]!;
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${app.config.publicUrl}/newsletter/unsubscribe/[0-9a-f]{64}>, <mailto:[^>]+>$`),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('See you next month.');
    const link = /<(https?:\/\/[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!;
    expect(mail.text).toContain(link);
    // Personal links: no two messages share one.
    const links = new Set(mails.map((m) => m.headers['list-unsubscribe']));
    expect(links.size).toBe(mails.length);

    expect(await figures(id)).toMatchObject({
      recipients: 20,
      queued: 0,
      sent: 18,
      failed: 2,
      unsubscribed: 0,
    });
    const failure = (await figures(id)).failures[0]!;
    expect(failure.count).toBe(2);
    expect(failure.reason).toMatch(/550/);

    // The one-click POST of a mail client: no cookie, no CSRF token (RFC 8058).
    const path = new URL(link).pathname;
    const oneClick = await app.server.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const address = mail.to[0]!;
    const [subscriber] = await app.database.db
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.email, address));
    expect(subscriber!.status).toBe('unsubscribed');
    expect((await figures(id)).unsubscribed).toBe(1);
    // Again: still fine; a forged token: 404 in words.
    expect((await app.server.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    const forged = await app.server.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe/${'a'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toMatch(/\w+ \w+/);
    // The archive lists it, and an editor cannot edit a sent edition.
    expect((await app.services.editions.archive()).map((e) => e.id)).toContain(id);
    const sitemap = (await app.server.inject('/sitemap-pages.xml')).body;
    expect(sitemap).toContain(`/newsletter/archive/${id}/june-at-pawpedia</loc>`);
    const late = await v.request({
      method: 'PUT',
      url: `/api/studio/newsletter/${id}`,
      payload: { subject: 'Changed' },
    });
    expect(late.statusCode).toBe(409);
    // Audited: created, saved, tested, scheduled.
    const actions = await queryRows<{ action: string }>(
      app.database.db,
      sql`select action from audit_log where subject_type = 'newsletter_edition' and subject_id = ${String(id)} order by id_audit`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'newsletter.edition.create',
      'newsletter.edition.update',
      'newsletter.edition.test',
      'newsletter.edition.schedule',
    ]);
  });

  it('never sends an address twice: a stop half-way, a second worker, two at once', async () => {
    // Everyone confirmed again, no refusals counted: a fresh edition to 20 addresses.
    await app.database.db
      .update(schema.newsletterSubscribers)
      .set({ status: 'confirmed', unsubscribedAt: null })
      .where(eq(schema.newsletterSubscribers.status, 'unsubscribed'));
    const { id, v } = await compose('July at Pawpedia');
    await v.request({
      method: 'POST',
      url: `/api/studio/newsletter/${id}/state`,
      payload: { action: 'send_now' },
    });
    const handlers = app.services.publishing.jobHandlers;
    // The send job runs twice (a second instance, a retry after a crash): one delivery each.
    await app.server.runDueJobs(new Date(Date.now() + 1000));
    await app.database.db.transaction((tx) =>
      handlers[EDITION_SEND_JOB]!(tx, {
        idJob: 0,
        kind: EDITION_SEND_JOB,
        key: String(id),
        payload: {},
        attempts: 0,
      }),
    );
    const deliveries = await app.database.db
      .select()
      .from(schema.newsletterDeliveries)
      .where(eq(schema.newsletterDeliveries.idEdition, id));
    expect(deliveries).toHaveLength(21);
    // The first batch (7) is in the outbox; the mail server goes away after 3 messages.
    const stopAfter = 3;
    const before = smtp.received.length;
    stopAt = before + stopAfter;
    const first = await app.services.mail.deliver(new Date(Date.now() + 1000));
    const got = smtp.received.length - before;
    expect(got).toBe(stopAfter);
    expect(first.sent).toBe(stopAfter);
    expect(first.sent + first.retried + first.failed).toBe(RATE);
    stopAt = null;
    // Two new workers (two instances) and two job passes, all at once, until nothing is left.
    const options = {
      publicUrl: app.config.publicUrl,
      sessionSecret: app.config.sessionSecret,
      botCheck: app.config.botCheck,
      mail: { ...app.config.mail, smtpUrl: smtp.url },
    };
    const a = createMessagingServices(app.database.db, app.config.site, options);
    const b = createMessagingServices(app.database.db, app.config.site, options);
    let at = Date.now() + 3600_000;
    for (let i = 0; i < 10; i++) {
      at += MINUTE;
      const when = new Date(at);
      await Promise.all([
        runDueJobs(app.database.db, { handlers, maxAttempts: 5 }, when),
        runDueJobs(app.database.db, { handlers, maxAttempts: 5 }, when),
      ]);
      await Promise.all([a.mail.deliver(when), b.mail.deliver(when)]);
    }
    await a.mail.stopWorker();
    await b.mail.stopWorker();
    const mails = smtp.received.slice(before).filter((m) => m.subject === 'July at Pawpedia');
    expect(mails.length).toBeGreaterThan(got);
    const counts = countBy(mails);
    const expected = [...CONFIRMED.filter((x) => !x.startsWith('bounce-')), 'gone@example.com'];
    expect([...counts.keys()].sort()).toEqual(expected.sort());
    for (const [address, count] of counts) expect(count, address).toBe(1);
    expect((await app.services.editions.get(id))!.state).toBe('sent');
    expect(await figures(id)).toMatchObject({ recipients: 21, queued: 0, sent: 19, failed: 2 });
    const left = await app.database.db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.status, 'pending'), sql`id_delivery is not null`));
    expect(left).toHaveLength(0);
  });

  it('sends mail a person asked for before a newsletter batch waiting in the outbox', async () => {
    const db = app.database.db;
    for (let i = 0; i < 30; i++)
      await enqueue(db, { to: `bulk-${i}@example.com`, subject: 'Bulk', text: 'x', isBulk: true });
    await enqueue(db, { to: 'asked@example.com', subject: 'Your reset link', text: 'y' });
    const before = smtp.received.length;
    await app.services.mail.deliver(new Date(Date.now() + 1000));
    expect(smtp.received[before]!.to).toEqual(['asked@example.com']);
    expect(smtp.received.length - before).toBe(31);
  });

  it('refuses what it cannot do, in words, and checks its input', async () => {
    const v = await staffVisitor(app, editor.idStaff);
    const empty = await v.request({
      method: 'POST',
      url: '/api/studio/newsletter',
      payload: { subject: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect((await v.get('/api/studio/newsletter/999999')).statusCode).toBe(404);
    const { id } = await compose('August');
    const cancel = await v.request({
      method: 'POST',
      url: `/api/studio/newsletter/${id}/state`,
      payload: { action: 'cancel' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/\w+ \w+/);
    const bad = await v.request({
      method: 'PUT',
      url: `/api/studio/newsletter/${id}`,
      payload: { subject: 'x', article_ids: [1, 1] },
    });
    expect(bad.statusCode).toBe(422);
    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    expect((await author.get('/api/studio/newsletter')).statusCode).toBe(403);
    expect((await (await newVisitor(app)).get('/api/studio/newsletter')).statusCode).toBe(401);
  });
});
