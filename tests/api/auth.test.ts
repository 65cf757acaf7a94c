import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { LOGIN_GUARD } from '../../server/plugins/login-guard.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';
import { newVisitor } from '../support/visitor.ts';

let counter = 0;
const unique = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

describe.each(ENGINES)('sessions, CSRF and sign-in on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function registered(visitor?: TestVisitor) {
    const v = visitor ?? (await newVisitor(app));
    const name = unique();
    const account = { email: `${name}@example.com`, username: name, password: 'secret12' };
    // Each member signs up from an address of their own, as real ones do (5 sign-ups an hour per address).
    const response = await v.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, subscribed: 0, token: await app.botCheckToken('register_account') },
      remoteAddress: `10.0.${counter % 250}.${(counter * 7) % 250}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { visitor: v, account };
  }

  it('refuses state-changing calls without the CSRF token, the AJAX marker or from another origin', async () => {
    const v = await newVisitor(app);
    const body = { email: 'a@example.com', password: 'x' };
    const noToken = await v.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toMatch(/reload the page/);
    const noAjax = await v.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      ajax: false,
    });
    expect(noAjax.statusCode).toBe(403);
    const foreign = await v.post('/api/auth/login', body, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const otherVisitor = await newVisitor(app);
    const stolen = await v.post('/api/auth/login', body, {
      'x-csrf-token': otherVisitor.csrfToken,
    });
    expect(stolen.statusCode).toBe(403);
    const fine = await v.post('/api/auth/login', body);
    expect(fine.statusCode).toBe(401);
  });

  it('sets HttpOnly, SameSite=Lax cookies and sends the token in a response header', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/articles/featured' });
    const csrf = response.cookies.find((c) => c.name === 'pawpedia_csrf');
    expect(csrf).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.headers['x-csrf-token']).toMatch(/^[\w-]{43}$/);
  });

  it('registers, signs in with a new session id, reports the member and signs out on the server', async () => {
    const v = await newVisitor(app);
    const before = v.cookies.get('pawpedia_session');
    expect(before).toBeUndefined();
    const { account } = await registered(v);
    const session = v.cookies.get('pawpedia_session');
    expect(session).toBeDefined();
    const me = await v.post('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: account.email,
      username: account.username,
      subscribed: 0,
    });

    // A new session id at every sign-in: a planted cookie is never promoted to a session.
    const login = await v.post('/api/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    expect(v.cookies.get('pawpedia_session')).not.toBe(session);
    // One new CSRF cookie and one session cookie, the token header of that new cookie.
    expect(login.cookies.map((c) => c.name).sort()).toEqual(['pawpedia_csrf', 'pawpedia_session']);
    expect(login.cookies.find((c) => c.name === 'pawpedia_csrf')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 31536000,
    });
    const replay = await app.server.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: {
        cookie: `pawpedia_session=${session}; pawpedia_csrf=${v.cookies.get('pawpedia_csrf')}`,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': v.csrfToken,
      },
    });
    expect(replay.statusCode).toBe(401);

    const current = v.cookies.get('pawpedia_session')!;
    expect((await v.post('/api/auth/logout')).statusCode).toBe(200);
    expect(v.cookies.has('pawpedia_session')).toBe(false);
    const stale = await app.server.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: {
        cookie: `pawpedia_session=${current}; pawpedia_csrf=${v.cookies.get('pawpedia_csrf')}`,
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': v.csrfToken,
      },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('stores the password as argon2id at or above the OWASP minimum, and never the token', async () => {
    const { visitor, account } = await registered();
    const [user] = await app.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, account.email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
    const [, m, t] = /m=(\d+),p=1,t=(\d+)/.exec(user!.passwordHash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    const rows = await app.database.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.idUser, user!.idUser));
    expect(rows.map((r) => r.idHash)).not.toContain(visitor.cookies.get('pawpedia_session'));
  });

  it('answers field errors with the messages of the account rules, and refuses taken e-mails and usernames', async () => {
    const v = await newVisitor(app);
    const bad = await v.post('/api/auth/register', {
      email: 'nope',
      username: 'a!',
      password: 'short',
      subscribed: 0,
      token: await app.botCheckToken('register_account'),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Please enter a valid e-mail address.'],
      username: ['Please enter a valid username.'],
      password: ['Please enter a valid password.'],
    });
    const { account } = await registered();
    const email = await v.post('/api/auth/validate/email', { email: account.email.toUpperCase() });
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.email[0]).toMatch(/already exists/);
    const username = await v.post('/api/auth/validate/username', {
      username: account.username.toUpperCase(),
    });
    expect(username.json().errors.username[0]).toMatch(/already taken/);
    expect(
      (await v.post('/api/auth/validate/email', { email: `${unique()}@example.com` })).statusCode,
    ).toBe(200);
    expect((await v.post('/api/auth/validate/username', { username: unique() })).statusCode).toBe(
      200,
    );
  });

  it('refuses malformed and oversized bodies with a clear 400 or 413', async () => {
    const v = await newVisitor(app);
    const malformed = await v.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
    const wrongTypes = await v.post('/api/auth/login', { email: 12, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    const huge = await v.post('/api/auth/login', {
      email: 'a@example.com',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('says "E-mail or password invalid" and then 429 with Retry-After when guessing goes on', async () => {
    const { account } = await registered();
    const v = await newVisitor(app);
    const first = await v.post('/api/auth/login', { email: account.email, password: 'wrong123' });
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe('E-mail or password invalid');
    let last = first;
    for (let i = 0; i < 10 && last.statusCode !== 429; i++) {
      last = await v.post('/api/auth/login', { email: account.email, password: `wrong${i}a` });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/Too many attempts/);
  });

  it('also slows guesses at one account coming from many addresses (decision 023)', async () => {
    const { account } = await registered();
    const v = await newVisitor(app);
    const attempt = (i: number, address: string) =>
      v.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: `guess${i}x` },
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_GUARD.accountAlert; i++) {
      statuses.push((await attempt(i, `10.9.8.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual(Array(LOGIN_GUARD.accountAlert).fill(401));
    // The account is now under attack: an address new to it gets one guess, then waits.
    expect((await attempt(100, '10.9.9.1')).statusCode).toBe(401);
    expect((await attempt(101, '10.9.9.1')).statusCode).toBe(429);
  });
});

describe('cookies over https', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      seed: false,
      env: { PUBLIC_URL: 'https://pawpedia.example' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are Secure and __Host- prefixed', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/articles/featured' });
    const csrf = response.cookies.find((c) => c.name === '__Host-pawpedia_csrf');
    expect(csrf).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(csrf).not.toHaveProperty('domain');
  });
});
