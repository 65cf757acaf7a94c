import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { auditLog, emailOutbox, newsletterSubscribers } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

type ListJson = {
  subscribers: { id_subscriber: number; email: string; state: string; member: boolean }[];
  total: number;
  states: Record<string, number>;
};
type ImportJson = {
  dry_run: boolean;
  counts: { confirmed: number; asked: number; upgraded: number; unchanged: number };
};
type ProblemsJson = { message: string; problems: { line: number; message: string }[] };

/**
 * The newsletter's subscribers in the studio (decision 046): an admin lists and filters
 * them, exports them as CSV, imports a CSV that respects consent (no consent: the confirmation
 * e-mail, never the newsletter), and erases an address with the mail waiting for it.
 */
describe.each(ENGINES)('studio subscribers on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const importCsv = (csv: string, dryRun = false) =>
    admin.post('/api/studio/subscribers/import', { csv, dry_run: dryRun });
  const rows = () =>
    app.database.db
      .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .orderBy(newsletterSubscribers.email);
  const mailTo = (to: string) =>
    app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false, env: { RATE_LIMIT_SCALE: '100' } });
    admin = await staffVisitor(app, (await createStaff(app, 'admin')).idStaff);
    // Already on the list: one confirmed, one pending (sent its confirmation), one who left.
    await app.services.newsletter.subscribe('kept@example.com');
    await app.database.db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'kept@example.com'));
    await app.services.newsletter.subscribe('waiting@example.com');
    await app.services.newsletter.subscribe('left@example.com');
    await app.database.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'left@example.com'));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a file with a problem whole, naming each line, and changes nothing', async () => {
    const before = await rows();
    const response = await importCsv(
      [
        'email,consent,locale',
        'good@example.com,yes,en',
        'not an address,yes,',
        'other@example.com,maybe,pt',
        'third@example.com,no,fr',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json() as ProblemsJson;
    expect(body.message).toBe(t('studio_subscribers.import_refused'));
    expect(body.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, t('studio_subscribers.import_errors.email')],
      [4, t('studio_subscribers.import_errors.consent')],
      [5, t('studio_subscribers.import_errors.locale')],
    ]);
    expect((await importCsv('address,agreed\na@example.com,yes')).json()).toMatchObject({
      problems: [{ line: 1, message: t('studio_subscribers.import_errors.header') }],
    });
    expect(await rows()).toEqual(before);
  });

  it('checks first without changing anything, then imports with consent respected', async () => {
    const csv = [
      'Email,Consent',
      'New.Yes@example.com,yes',
      'new-no@example.com,no',
      'waiting@example.com,sim',
      'kept@example.com,no',
      'left@example.com,yes',
    ].join('\r\n');
    const before = await rows();
    const checked = await importCsv(csv, true);
    expect(checked.statusCode).toBe(200);
    const counts = { confirmed: 1, asked: 1, upgraded: 1, unchanged: 2 };
    expect(checked.json()).toEqual({ dry_run: true, counts } satisfies ImportJson);
    expect(await rows()).toEqual(before);

    const imported = await importCsv(csv);
    expect(imported.json()).toEqual({ dry_run: false, counts } satisfies ImportJson);
    expect(await rows()).toEqual([
      { email: 'kept@example.com', status: 'confirmed' },
      { email: 'left@example.com', status: 'unsubscribed' },
      { email: 'new-no@example.com', status: 'pending' },
      { email: 'new.yes@example.com', status: 'confirmed' },
      { email: 'waiting@example.com', status: 'confirmed' },
    ]);
    // Without consent: the confirmation e-mail; with it: no mail at all (the newsletter comes later).
    expect(await mailTo('new-no@example.com')).toHaveLength(1);
    expect(await mailTo('new.yes@example.com')).toHaveLength(0);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscribers.import'));
    expect(entry?.details).toEqual({ after: counts });
  });

  it('lists by state and part of the address, and exports what the filter finds', async () => {
    const list = (await admin.get('/api/studio/subscribers?state=confirmed')).json() as ListJson;
    expect(list.subscribers.map((row) => row.email)).toEqual([
      'kept@example.com',
      'new.yes@example.com',
      'waiting@example.com',
    ]);
    expect(list.states).toEqual({ pending: 1, confirmed: 3, unsubscribed: 1 });
    const found = (await admin.get('/api/studio/subscribers?search=NEW')).json() as ListJson;
    expect(found.subscribers.map((row) => row.email)).toEqual([
      'new-no@example.com',
      'new.yes@example.com',
    ]);
    // A % in the search is a character, not a wildcard.
    expect(((await admin.get('/api/studio/subscribers?search=%25')).json() as ListJson).total).toBe(
      0,
    );
    expect((await admin.get('/api/studio/subscribers?state=gone')).statusCode).toBe(400);

    const exported = await admin.get('/api/studio/subscribers/export?state=unsubscribed');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-/);
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe(
      'email,consent,locale,state,member,subscribed_at,confirmed_at,unsubscribed_at',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4))).toEqual([
      ['left@example.com', 'no', 'en', 'unsubscribed'],
    ]);
  });

  it('erases an address and the mail waiting for it; the audit keeps no address', async () => {
    const list = (await admin.get('/api/studio/subscribers?search=new-no')).json() as ListJson;
    const id = list.subscribers[0]!.id_subscriber;
    expect(await mailTo('new-no@example.com')).toHaveLength(1);
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/studio/subscribers/${id}` })).json(),
    ).toEqual({ erased: true });
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/studio/subscribers/${id}` })).json(),
    ).toEqual({ erased: false });
    expect(await mailTo('new-no@example.com')).toHaveLength(0);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscriber.erase'));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain('new-no@example.com');
  });

  it('is for admins: an editor is refused every call', async () => {
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    expect((await editor.get('/api/studio/subscribers')).statusCode).toBe(403);
    expect((await editor.get('/api/studio/subscribers/export')).statusCode).toBe(403);
    expect(
      (await editor.post('/api/studio/subscribers/import', { csv: 'email,consent' })).statusCode,
    ).toBe(403);
  });
});
