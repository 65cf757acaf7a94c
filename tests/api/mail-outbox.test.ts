import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../core/mail/index.ts';
import * as schema from '../../db/schema/index.ts';
import { freePort, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

const HOUR = 60 * 60 * 1000;

describe.each(ENGINES)('mail outbox on %s', (engine) => {
  let app: TestApp;
  let port: number;
  let smtp: TestSmtp | null = null;
  beforeAll(async () => {
    port = await freePort();
    app = await startTestApp(engine, {
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '3' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const row = async (idEmail: number) =>
    (
      await app.database.db
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.idEmail, idEmail))
    )[0]!;

  it('keeps a message while the mail server is down and sends it once it is up', async () => {
    const idEmail = await enqueue(app.database.db, {
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Kept until the server answers.',
    });
    const now = new Date(Date.now() + 1000); // past the database's microsecond stamp
    expect(await app.services.mail.deliver(now)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await row(idEmail);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due again yet.
    expect(await app.services.mail.deliver(now)).toEqual({ sent: 0, retried: 0, failed: 0 });

    smtp = await startSmtp(port);
    expect(await app.services.mail.deliver(new Date(now.getTime() + HOUR))).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(await row(idEmail)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.to('someone@example.com')).toHaveLength(1);
    expect(smtp.to('someone@example.com')[0]!.text).toContain('Kept until the server answers.');
    expect(smtp.received[0]!.headers.from).toMatch(/^"?Pawpedia"? <no-reply@localhost>$/);
    // Sent once only.
    expect(await app.services.mail.deliver(new Date(now.getTime() + 2 * HOUR))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    await smtp.close();
    smtp = null;
  });

  it('gives up after MAIL_MAX_ATTEMPTS, with the last error kept', async () => {
    const idEmail = await enqueue(app.database.db, {
      to: 'nobody@example.com',
      subject: 'Never',
      text: 'The server stays down.',
    });
    // A second ahead: the database stamps microseconds, Date.now() only milliseconds.
    let at = Date.now() + 1000;
    for (let i = 0; i < 3; i++) {
      await app.services.mail.deliver(new Date(at));
      at += 2 * HOUR;
    }
    expect(await row(idEmail)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await row(idEmail)).lastError).toBeTruthy();
    expect(await app.services.mail.deliver(new Date(at + 10 * HOUR))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('writes nothing when the change that causes the message is rolled back', async () => {
    const before = await app.database.db.select().from(schema.emailOutbox);
    await expect(
      app.database.db.transaction(async (tx) => {
        await enqueue(tx, { to: 'x@example.com', subject: 'S', text: 'T' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.database.db.select().from(schema.emailOutbox)).toHaveLength(before.length);
  });
});

describe('mail without SMTP_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    await enqueue(app.database.db, {
      to: 'file@example.com',
      subject: 'To a file',
      text: 'Written to disk.',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(await app.services.mail.deliver()).toMatchObject({ sent: 1 });
    const dir = path.join(app.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: file@example\.com$/m);
    expect(eml).toMatch(/^Subject: To a file$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toContain('Written to disk.');
  });
});
