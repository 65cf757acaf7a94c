import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { linkIn, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { TestVisitor } from '../support/visitor.ts';

const PUBLIC_URL = 'http://pawpedia.test';
let counter = 0;
const unique = () => `r${Date.now().toString(36)}${(counter++).toString(36)}`;
/** Each scenario from its own address, so the per-IP limits of one do not touch another. */
const nextIp = () => `10.1.${Math.floor(counter / 200)}.${(counter++ % 200) + 1}`;

describe.each(ENGINES)('password recovery on %s', (engine) => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp(engine, {
      seed: false,
      env: { SMTP_URL: smtp.url, PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** A browser-like visitor coming from its own IP address. */
  async function visitor() {
    const ip = nextIp();
    const v = new TestVisitor(app);
    const request = v.request.bind(v);
    v.request = (options) => request({ remoteAddress: ip, ...options });
    return v.start();
  }

  async function member() {
    const v = await visitor();
    const name = unique();
    const account = { email: `${name}@example.com`, username: name, password: 'secret12' };
    const response = await v.post('/api/auth/register', {
      ...account,
      subscribed: 0,
      token: await app.botCheckToken('register_account'),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { visitor: v, account };
  }

  /** Asks for a reset link and follows the e-mail the SMTP listener received. */
  async function resetLink(email: string) {
    const v = await visitor();
    const before = smtp.to(email).length;
    const forgot = await v.post('/api/auth/password/forgot', { email });
    expect(forgot.statusCode, forgot.body).toBe(200);
    await app.services.recovery.settled();
    await app.services.mail.deliver();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    const link = linkIn(mail, `${PUBLIC_URL}/password/reset/`);
    return { visitor: v, mail, link, token: link.slice(`${PUBLIC_URL}/password/reset/`.length) };
  }

  it('mails a single-use link, sets the new password, ends every session', async () => {
    const { visitor: signedIn, account } = await member();
    const { mail, link, token } = await resetLink(account.email);
    expect(mail.subject).toBe('Reset your Pawpedia password');
    expect(mail.text).toContain(`Hello ${account.username},`);
    expect(mail.html).toContain(link);
    expect(token).toMatch(/^\w{64}$/);
    // Stored hashed only.
    const rows = await app.database.db.select().from(schema.passwordResetTokens);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);

    const guest = await visitor();
    const mismatch = await guest.post('/api/auth/password/reset', {
      token,
      password: 'newpass34',
      password_confirmation: 'newpass35',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The two passwords do not match.'],
    });
    const weak = await guest.post('/api/auth/password/reset', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: ['Please enter a valid password.'] });

    const reset = await guest.post('/api/auth/password/reset', {
      token,
      password: 'newpass34',
      password_confirmation: 'newpass34',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signedIn.post('/api/auth/me')).statusCode).toBe(401);

    const again = await guest.post('/api/auth/password/reset', {
      token,
      password: 'other567',
      password_confirmation: 'other567',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This password reset link has already been used.');

    const login = await visitor();
    expect(
      (await login.post('/api/auth/login', { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await login.post('/api/auth/login', { email: account.email, password: 'newpass34' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const v = await visitor();
    const known = await member();
    const unknownEmail = `${unique()}@example.com`;
    const a = await v.post('/api/auth/password/forgot', { email: unknownEmail });
    const b = await v.post('/api/auth/password/forgot', { email: known.account.email });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.json().message).toMatch(/e-mail with instructions was sent/);
    await app.services.recovery.settled();
    await app.services.mail.deliver();
    expect(smtp.to(unknownEmail)).toHaveLength(0);
    expect(smtp.to(known.account.email)).toHaveLength(1);
    const malformed = await v.post('/api/auth/password/forgot', { email: 'nope' });
    expect(malformed.statusCode).toBe(422);
  });

  it('refuses expired, unknown and replaced tokens with a clear message', async () => {
    const { account } = await member();
    const first = await resetLink(account.email);
    const second = await resetLink(account.email);
    const guest = await visitor();
    const body = (token: string) => ({ token, password: 'fresh123', password_confirmation: 'fresh123' });
    // A new link replaces the older unused one.
    const replaced = await guest.post('/api/auth/password/reset', body(first.token));
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().message).toBe('This password reset link is not valid.');
    const unknown = await guest.post('/api/auth/password/reset', body('a'.repeat(64)));
    expect(unknown.statusCode).toBe(400);
    await expect(app.services.recovery.checkToken('not-word-chars!')).resolves.toBe('invalid');

    await app.database.db
      .update(schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(schema.passwordResetTokens.usedAt));
    const expired = await guest.post('/api/auth/password/reset', body(second.token));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This password reset link has expired.');
    expect(await app.services.recovery.checkToken(second.token)).toBe('expired');
  });

  it('limits requests per e-mail address, whatever the IP (429 with Retry-After)', async () => {
    const email = `${unique()}@example.com`;
    let last;
    for (let i = 0; i < 8; i++) {
      last = await (await visitor()).post('/api/auth/password/forgot', { email });
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
