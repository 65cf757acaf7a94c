import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { redactUrl } from '../../server/log-redaction.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const PUBLIC_URL = 'http://pawpedia.test';

/**
 * The log and the rate-limit store must hold no token of an e-mailed link and
 * no e-mail address. Every flow that handles them runs against an app whose log is captured.
 */
describe.each(ENGINES)('secrets stay out of the logs on %s', (engine) => {
  let app: TestApp;
  const lines: string[] = [];
  const net = randomInt(256);
  let counter = 0;
  const nextIp = () => `10.${net}.99.${(counter++ % 250) + 1}`;

  beforeAll(async () => {
    app = await startTestApp(engine, {
      seed: false,
      env: { PUBLIC_URL, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (v: TestVisitor, method: 'GET' | 'POST', url: string, payload?: object) =>
    v.request({ method, url, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });

  /** The last e-mail to an address, read from the outbox. */
  async function lastMailText(to: string) {
    const rows = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(rows.length, `mail to ${to}`).toBeGreaterThan(0);
    return rows.at(-1)!.text;
  }
  const tokenAfter = (text: string, prefix: string) => {
    const at = text.indexOf(prefix);
    expect(at, prefix).toBeGreaterThan(-1);
    return /^\w+/.exec(text.slice(at + prefix.length))![0];
  };

  it('logs no token, no query value and no e-mail address, and keeps none in Redis', async () => {
    const stamp = `${Date.now().toString(36)}${randomInt(1000)}`;
    const member = {
      email: `member.${stamp}@example.com`,
      username: `m${stamp}`,
      password: 'secret12',
    };
    const reader = `reader.${stamp}@example.org`;
    const v = await newVisitor(app);
    const secrets: string[] = [];

    // Registration, a sign-in with a wrong password, and one with the right one.
    const registered = await send(v, 'POST', '/api/auth/register', {
      ...member,
      subscribed: 0,
      token: await app.botCheckToken('register_account'),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await send(v, 'POST', '/api/auth/logout');
    expect(
      (await send(v, 'POST', '/api/auth/login', { ...member, password: 'wrong123' })).statusCode,
    ).toBe(401);
    await send(v, 'POST', '/api/auth/validate/email', { email: member.email });

    // Password recovery: the link's token is opened as a page and used through the API.
    expect(
      (await send(v, 'POST', '/api/auth/password/forgot', { email: member.email })).statusCode,
    ).toBe(200);
    await app.services.recovery.settled();
    const resetToken = tokenAfter(
      await lastMailText(member.email),
      `${PUBLIC_URL}/password/reset/`,
    );
    secrets.push(resetToken);
    await app.services.mail.deliver(); // no SMTP_URL: written to a file, and logged
    await send(v, 'GET', `/password/reset/${resetToken}`); // a 404 here (no pages), logged all the same
    await send(v, 'GET', `/password/reset/${resetToken}?email=${encodeURIComponent(member.email)}`);
    const reset = await send(v, 'POST', '/api/auth/password/reset', {
      token: resetToken,
      password: 'newpass34',
      password_confirmation: 'newpass34',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Newsletter: subscribe, confirm and unsubscribe by the links of the e-mail.
    const subscribed = await send(v, 'POST', '/api/auth/me/subscribe', {
      email: reader,
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const confirmMail = await lastMailText(reader);
    const confirmToken = tokenAfter(confirmMail, '/newsletter/subscribed?token=');
    const unsubscribeToken = tokenAfter(confirmMail, '/newsletter/unsubscribed?token=');
    secrets.push(confirmToken, unsubscribeToken);
    await send(v, 'GET', `/newsletter/subscribed?token=${confirmToken}`);
    expect(await app.services.newsletter.confirm(confirmToken)).toBe(true);
    expect(
      (await send(v, 'GET', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`)).statusCode,
    ).toBe(303);
    expect(
      (await send(v, 'POST', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`)).statusCode,
    ).toBe(200);
    await send(v, 'GET', `/api/search?query=${encodeURIComponent(reader)}`);

    // A database error with an e-mail among its parameters (the members table is away).
    await app.database.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
    try {
      const failed = await send(v, 'POST', '/api/auth/login', {
        email: member.email,
        password: 'newpass34',
      });
      expect(failed.statusCode).toBe(500);
      await send(v, 'POST', '/api/auth/password/forgot', { email: member.email });
      await app.services.recovery.settled();
    } finally {
      await app.database.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
    }

    const log = lines.join('');
    for (const secret of secrets) expect(log, 'a token in the log').not.toContain(secret);
    for (const email of [member.email, reader]) {
      expect(log, 'an e-mail in the log').not.toContain(email);
      expect(log, 'an e-mail in the log').not.toContain(encodeURIComponent(email));
    }
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    // The log did see all of it (otherwise this test proves nothing).
    expect(log).toContain('/password/reset/[redacted]');
    expect(log).toContain('/api/newsletter/unsubscribe?token=[redacted]');
    expect(log).toContain('request failed');
    expect(log).toContain('password recovery failed');
    expect(log).toContain('mail written to a file');

    if (redisUrl) {
      const redis = new Redis(redisUrl);
      try {
        const keys = await redis.keys('pawpedia-rl:*');
        for (const key of keys) {
          expect(key).not.toContain(member.email);
          expect(key).not.toContain(reader);
          expect(key).not.toContain(stamp);
        }
      } finally {
        redis.disconnect();
      }
    }
  });

  it('redacts request targets', () => {
    expect(redactUrl(`/password/reset/${'a'.repeat(64)}`)).toBe('/password/reset/[redacted]');
    expect(redactUrl('/password/reset/short')).toBe('/password/reset/[redacted]');
    expect(redactUrl(`/preview/article/12.1764000000000.${'A'.repeat(43)}`)).toBe(
      '/preview/article/[redacted]',
    );
    expect(redactUrl(`/x/${'0f'.repeat(20)}/y`)).toBe('/x/[redacted]/y');
    expect(redactUrl('/article/12/the-10-best-dogs-for-families')).toBe(
      '/article/12/the-10-best-dogs-for-families',
    );
    expect(redactUrl('/login?redirect=%2Faccount&flag')).toBe(
      '/login?redirect=[redacted]&flag=[redacted]',
    );
    expect(redactUrl('/u/someone@example.com')).toBe('/u/[email]');
  });
});
