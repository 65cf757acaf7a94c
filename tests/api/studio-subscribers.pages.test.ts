import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

/**
 * The subscribers screen (decision 046) as a browser without scripts uses it: the
 * filter is a GET form, a CSV file is posted as multipart to the screen's action (checked, then
 * imported), and an address is erased; an editor is refused the screen.
 */
describe.each(ENGINES)('subscribers screen on %s', (engine) => {
  let app: TestApp;
  let admin: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);

  /** The import form as a browser sends it: multipart, a document navigation from this site. */
  async function postImport(csv: string, check: boolean) {
    const form = new FormData();
    form.set('intent', 'import');
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'list.csv');
    if (check) form.set('check', 'on');
    const body = new Response(form);
    return admin.request({
      method: 'POST',
      url: '/studio/subscribers',
      payload: Buffer.from(await body.arrayBuffer()),
      csrf: false,
      ajax: false,
      headers: {
        'content-type': body.headers.get('content-type')!,
        accept: 'text/html',
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
      },
    });
  }
  const emails = async () =>
    (await app.database.db.select().from(newsletterSubscribers)).map((row) => row.email).sort();

  beforeAll(async () => {
    app = await startTestApp(engine, {
      pages: true,
      seed: false,
      env: { RATE_LIMIT_SCALE: '100' },
    });
    admin = await staffVisitor(app, (await createStaff(app, 'admin')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('checks a file, imports it, lists and filters, and erases an address', async () => {
    const csv = 'email,consent\nann@example.com,yes\nbob@example.com,no\n';
    const checked = await postImport(csv, true);
    expect(checked.statusCode).toBe(200);
    expect(checked.body).toContain(
      t('studio_subscribers.import_checked')
        .replace('{{confirmed}}', '1')
        .replace('{{asked}}', '1')
        .replace('{{upgraded}}', '0')
        .replace('{{unchanged}}', '0'),
    );
    expect(await emails()).toEqual([]);

    const imported = await postImport(csv, false);
    expect(imported.statusCode).toBe(200);
    expect(await emails()).toEqual(['ann@example.com', 'bob@example.com']);

    const refused = await postImport('email,consent\nnot-an-address,yes\n', false);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(t('studio_subscribers.import_refused'));
    expect(refused.body).toContain(
      t('studio_subscribers.problem_line')
        .replace('{{line}}', '2')
        .replace('{{message}}', t('studio_subscribers.import_errors.email')),
    );

    const pending = await admin.request({
      method: 'GET',
      url: '/studio/subscribers?state=pending',
      ajax: false,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.body).toContain('bob@example.com');
    expect(pending.body).not.toContain('ann@example.com');

    const [bob] = await app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'bob@example.com'));
    const erased = await admin.postForm('/studio/subscribers', {
      intent: 'erase',
      id: String(bob!.idSubscriber),
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain(t('studio_subscribers.erased'));
    expect(await emails()).toEqual(['ann@example.com']);
  }, 60_000);

  it('refuses an editor the screen and its actions', async () => {
    const editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
    expect(
      (await editor.request({ method: 'GET', url: '/studio/subscribers', ajax: false })).statusCode,
    ).toBe(403);
    const before = await emails();
    const [row] = await app.database.db.select().from(newsletterSubscribers);
    const erase = await editor.postForm('/studio/subscribers', {
      intent: 'erase',
      id: String(row!.idSubscriber),
    });
    expect(erase.statusCode).toBe(403);
    expect(await emails()).toEqual(before);
  });
});
