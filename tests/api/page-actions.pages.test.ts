import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

/**
 * The account forms posted to their pages' actions as a browser without scripts does (decision
 * 028): the same services, limits and login guard as the JSON API, answers in the page.
 */
describe.each(ENGINES)('page actions of the account forms on %s', (engine) => {
  let app: TestApp;
  let count = 0;
  const t = (key: string) => translate(app.services.messages, key);

  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A new account (made by the service); its e-mail and password. */
  async function account() {
    const name = `pa${Date.now().toString(36)}${(count++).toString(36)}`;
    const created = { email: `${name}@example.com`, username: name, password: 'secret12' };
    expect((await app.services.accounts.register(created)).ok).toBe(true);
    return created;
  }
  /** Each test its own address, so the per-address limits of one do not reach the next. */
  const address = () => `10.1.${count}.${(count++ % 250) + 1}`;
  const post = (
    v: TestVisitor,
    url: string,
    fields: Record<string, string>,
    remoteAddress = '10.0.0.1',
  ) => v.postForm(url, fields, {}, remoteAddress);
  const signedIn = async (from = address()) => {
    const member = await account();
    const v = await newVisitor(app);
    const response = await post(v, '/login', member, from);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    return { v, member, from };
  };
  const me = (v: TestVisitor) => v.post('/api/auth/me');

  it('signs in: a redirect to the asked page and a session the API knows', async () => {
    const member = await account();
    const v = await newVisitor(app);
    const before = v.cookies.get('pawpedia_session');
    const response = await post(v, '/login?redirect=%2Faccount', member, address());
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account');
    expect(v.cookies.get('pawpedia_session')).toBeDefined();
    expect(v.cookies.get('pawpedia_session')).not.toBe(before);
    expect((await me(v)).json()).toMatchObject({ email: member.email, username: member.username });
  }, 60_000);

  it('a wrong password answers 401 with the message in the page, no session, the e-mail kept', async () => {
    const member = await account();
    const v = await newVisitor(app);
    const response = await post(v, '/login', { ...member, password: 'wrong123' }, address());
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(t('account.login_failed'));
    expect(response.body).toContain(`value="${member.email}"`);
    expect(response.body).not.toContain('wrong123');
    expect(v.cookies.get('pawpedia_session')).toBeUndefined();
  });

  it("missing fields answer 400 with each field's message, linked to its field", async () => {
    const v = await newVisitor(app);
    const response = await post(v, '/login', { email: 'a@example.com' }, address());
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(t('account_page.required'));
    expect(response.body).toMatch(/aria-describedby="[^"]*login-password-error/);
  });

  it("the login guard is the API's: failures on either door add up to 429 with Retry-After", async () => {
    const member = await account();
    const from = address();
    const api = await newVisitor(app);
    for (let i = 0; i < 3; i++) {
      const wrong = await api.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: 'wrong123' },
        remoteAddress: from,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const v = await newVisitor(app);
    for (let i = 0; i < 2; i++) {
      expect((await post(v, '/login', { ...member, password: 'wrong123' }, from)).statusCode).toBe(
        401,
      );
    }
    // Even the right password now waits, on the page as on the API.
    const page = await post(v, '/login', member, from);
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain(t('account.too_many_requests'));
    expect(v.cookies.get('pawpedia_session')).toBeUndefined();
  });

  it("the sign-in rate limit is the API's bucket: the page is refused once the API used it up", async () => {
    const member = await account();
    const from = address();
    const api = await newVisitor(app);
    for (let i = 0; i < 10; i++) {
      await api.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody${i}@example.com`, password: 'x' },
        remoteAddress: from,
      });
    }
    const v = await newVisitor(app);
    const response = await post(v, '/login', member, from);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('signs out: home, and the session ends on the server', async () => {
    const { v, from } = await signedIn();
    const response = await post(v, '/logout', {}, from);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await me(v)).statusCode).toBe(401);
  });

  it('asks for a reset link with the same answer for anyone; a bad address is a field error', async () => {
    const member = await account();
    const v = await newVisitor(app);
    const from = address();
    for (const email of [member.email, 'stranger@example.com']) {
      const response = await post(v, '/forgot/password', { email }, from);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(t('recovery.sent'));
    }
    const bad = await post(v, '/forgot/password', { email: 'not-an-address' }, from);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(t('account.invalid_email'));
    await app.services.recovery.settled();
  });

  it("limits reset links per e-mail in the API's count, whatever the address", async () => {
    const member = await account();
    const api = await newVisitor(app);
    for (let i = 0; i < 5; i++) {
      const asked = await api.request({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: member.email },
        remoteAddress: address(),
      });
      expect(asked.statusCode).toBe(200);
    }
    const v = await newVisitor(app);
    const response = await post(v, '/forgot/password', { email: member.email }, address());
    expect(response.statusCode).toBe(429);
    await app.services.recovery.settled();
  });

  it('an unknown reset link answers 400 with its message', async () => {
    const v = await newVisitor(app);
    const response = await post(
      v,
      '/password/reset/abc123',
      { password: 'newpass34', password_confirmation: 'newpass34' },
      address(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(t('recovery.token_invalid'));
  });

  it('changes the password: field errors from the service, then a new session', async () => {
    const { v, member, from } = await signedIn();
    const fields = {
      intent: 'change-password',
      password: 'changed99',
      password_confirmation: 'changed99',
    };
    const wrong = await post(v, '/account', { ...fields, current_password: 'wrong1234' }, from);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(t('account_page.wrong_password'));
    expect(wrong.body).toMatch(/id="change-current_password-error"/);
    const session = v.cookies.get('pawpedia_session');
    const done = await post(v, '/account', { ...fields, current_password: member.password }, from);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(t('account_page.password_changed'));
    expect(v.cookies.get('pawpedia_session')).not.toBe(session);
    expect((await me(v)).statusCode).toBe(200);
    expect(await app.services.accounts.authenticate(member.email, 'changed99')).toBeTruthy();
  });

  it('a guest posting to /account or /account/erase is sent to sign in, nothing changed', async () => {
    const v = await newVisitor(app);
    for (const url of ['/account', '/account/erase']) {
      const response = await post(v, url, { password: 'secret12' }, address());
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^\/login\?redirect=/);
    }
  });

  it('erases the account after the password, signs out, and says so on the home page', async () => {
    const { v, member, from } = await signedIn();
    const wrong = await post(v, '/account/erase', { password: 'wrong1234' }, from);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(t('account_page.wrong_password'));
    const done = await post(v, '/account/erase', { password: member.password }, from);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/?flash=account_erased');
    expect((await me(v)).statusCode).toBe(401);
    expect(await app.services.accounts.authenticate(member.email, member.password)).toBeFalsy();
    const home = await v.request({ method: 'GET', url: '/?flash=account_erased', ajax: false });
    expect(home.body).toContain(t('account_page.erase.done'));
  });
});
