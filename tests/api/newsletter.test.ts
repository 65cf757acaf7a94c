import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { linkIn, startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { TestVisitor } from '../support/visitor.ts';

const PUBLIC_URL = 'http://pawpedia.test';
let counter = 0;
const unique = () => `n${Date.now().toString(36)}${(counter++).toString(36)}`;
const nextIp = () => `10.2.${Math.floor(counter / 200)}.${(counter++ % 200) + 1}`;

describe.each(ENGINES)('newsletter on %s', (engine) => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp(engine, { seed: false, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  async function visitor() {
    const ip = nextIp();
    const v = new TestVisitor(app);
    const request = v.request.bind(v);
    v.request = (options) => request({ remoteAddress: ip, ...options });
    return v.start();
  }

  const subscriber = async (email: string) => {
    const [row] = await app.database.db
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.email, email));
    return row;
  };

  async function lastMailTo(email: string, count: number): Promise<ReceivedMail> {
    await app.services.mail.deliver();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(count);
    return mails.at(-1)!;
  }

  /** Follows a page link of an e-mail the way its page does (the loader calls this service). */
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('subscribes a guest with double opt-in: pending, confirmation e-mail, confirmed by its link', async () => {
    const v = await visitor();
    const email = `${unique()}@example.com`;
    const response = await v.post('/api/auth/me/subscribe', {
      email: `  ${email.toUpperCase()} `,
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ subscribed: 1, status: 'pending' });
    expect((await subscriber(email))?.status).toBe('pending');

    const mail = await lastMailTo(email, 1);
    expect(mail.subject).toBe('Please confirm your subscription to the Pawpedia newsletter');
    const confirm = linkIn(mail, `${PUBLIC_URL}/newsletter/subscribed?token=`);
    const unsubscribePage = linkIn(mail, `${PUBLIC_URL}/newsletter/unsubscribed?token=`);
    expect(mail.html).toContain(confirm.replace(/&/g, '&amp;'));
    expect(mail.html).toContain(unsubscribePage);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = mail.headers['list-unsubscribe']!;
    expect(listUnsubscribe).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[0-9a-f]{64}>, <mailto:unsubscribe@pawpedia\\.test\\?subject=unsubscribe%20[0-9a-f]{64}>$`),
    );
    // Nothing stored in clear.
    const row = await subscriber(email);
    expect([row?.confirmTokenHash, row?.unsubscribeTokenHash]).not.toContain(tokenOf(confirm));

    expect(await app.services.newsletter.confirm(tokenOf(confirm))).toBe(true);
    expect((await subscriber(email))?.status).toBe('confirmed');
    expect(await app.services.newsletter.confirm(tokenOf(confirm))).toBe(true); // twice is fine
    expect(await app.services.newsletter.confirm('f'.repeat(64))).toBe(false);
    expect(await app.services.newsletter.confirm('<script>')).toBe(false);

    // Subscribing again: no error, no duplicate, no new e-mail once confirmed.
    const again = await v.post('/api/auth/me/subscribe', {
      email,
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('confirmed');
    await lastMailTo(email, 1);
    const rows = await app.database.db
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });

  it('unsubscribes with the one-click POST of the List-Unsubscribe header (no CSRF token, no session)', async () => {
    const v = await visitor();
    const email = `${unique()}@example.com`;
    await v.post('/api/auth/me/subscribe', {
      email,
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    const mail = await lastMailTo(email, 1);
    const oneClick = /^<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const url = new URL(oneClick);
    // As a mail client posts it (RFC 8058): a form body, no cookies, no AJAX marker.
    const response = await app.server.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await subscriber(email))?.status).toBe('unsubscribed');
    const opened = await app.server.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/newsletter\/unsubscribed\?token=[0-9a-f]{64}$/);
    const bad = await app.server.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(404);
    // Other calls still need the CSRF token.
    const forged = await app.server.inject({
      method: 'POST',
      url: '/api/auth/me/subscribe',
      payload: { email, token: 'x' },
    });
    expect(forged.statusCode).toBe(403);

    // Re-subscribing after unsubscribing: pending again, a new confirmation, the same row.
    await v.post('/api/auth/me/subscribe', {
      email,
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect((await subscriber(email))?.status).toBe('pending');
    const second = await lastMailTo(email, 2);
    // The unsubscribe page link works as well.
    const page = linkIn(second, `${PUBLIC_URL}/newsletter/unsubscribed?token=`);
    expect(await app.services.newsletter.unsubscribe(tokenOf(page))).toBe(true);
    expect((await subscriber(email))?.status).toBe('unsubscribed');
  });

  it('refuses a missing or bad e-mail from a guest, and a missing bot check', async () => {
    const v = await visitor();
    const noEmail = await v.post('/api/auth/me/subscribe', {
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().message).toBe('Please enter a valid e-mail address.');
    const bad = await v.post('/api/auth/me/subscribe', { email: 'not-an-email', token: 'x' });
    expect(bad.statusCode).toBe(422);
    const noToken = await v.post('/api/auth/me/subscribe', { email: `${unique()}@example.com` });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe(
      'The security check failed. Please reload the page and try again.',
    );
  });

  it('subscribes members without an e-mail, with their account address; registration with subscribed=1 too', async () => {
    const v = await visitor();
    const name = unique();
    const email = `${name}@example.com`;
    const registered = await v.post('/api/auth/register', {
      email,
      username: name,
      password: 'secret12',
      subscribed: 1,
      token: await app.botCheckToken('register_account'),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().subscribed).toBe(1);
    expect((await subscriber(email))).toMatchObject({ status: 'pending', idUser: registered.json().id_user });
    const confirmation = await lastMailTo(email, 1);
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const other = await visitor();
    const otherName = unique();
    const signup = await other.post('/api/auth/register', {
      email: `${otherName}@example.com`,
      username: otherName,
      password: 'secret12',
      subscribed: 0,
      token: await app.botCheckToken('register_account'),
    });
    expect(signup.json().subscribed).toBe(0);
    const subscribed = await other.post('/api/auth/me/subscribe', {
      email: 'ignored@example.com',
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await subscriber('ignored@example.com')).toBeUndefined();
    expect(await subscriber(`${otherName}@example.com`)).toMatchObject({ status: 'pending' });
    expect((await other.post('/api/auth/me')).json().subscribed).toBe(1);
    await lastMailTo(`${otherName}@example.com`, 1);
  });

  it('limits subscriptions per address (429)', async () => {
    const v = await visitor();
    let last;
    for (let i = 0; i < 12; i++) {
      last = await v.post('/api/auth/me/subscribe', { email: 'nope', token: '' });
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
  });
});

describe('a site without a newsletter', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { seed: false, env: { NEWSLETTER_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 404 to subscriptions', async () => {
    const v = await new TestVisitor(app).start();
    const response = await v.post('/api/auth/me/subscribe', {
      email: 'someone@example.com',
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(response.statusCode).toBe(404);
  });
});
