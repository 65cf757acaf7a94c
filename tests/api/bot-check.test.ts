import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../support/bot-check.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { TestVisitor } from '../support/visitor.ts';

let counter = 0;
const nextIp = () => `10.3.${Math.floor(counter / 200)}.${(counter++ % 200) + 1}`;
const email = () => `b${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

async function visitor(app: TestApp) {
  const ip = nextIp();
  const v = new TestVisitor(app);
  const request = v.request.bind(v);
  v.request = (options) => request({ remoteAddress: ip, ...options });
  return v.start();
}

describe.each(ENGINES)('ALTCHA bot check on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  const subscribe = async (token: string) =>
    (await visitor(app)).post('/api/auth/me/subscribe', { email: email(), token });

  it('hands out signed v2 SHA-256 challenges bound to an action, expiring within minutes', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/captcha/challenge?action=subscribe_newsletter',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      data: { action: 'subscribe_newsletter' },
      keyPrefix: expect.stringMatching(/^0+$/),
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(60);
    expect(ttl).toBeLessThanOrEqual(600);
    const unknown = await app.server.inject({
      method: 'GET',
      url: '/api/captcha/challenge?action=delete_everything',
    });
    expect(unknown.statusCode).toBe(400);
    const config = await app.server.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(config.json()).toEqual({ provider: 'altcha', site_key: null });
  });

  it('accepts a solved challenge once, and says so when it comes back', async () => {
    const token = await app.botCheckToken('subscribe_newsletter');
    expect((await subscribe(token)).statusCode).toBe(200);
    const reused = await subscribe(token);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toBe('This security check has already been used. Please try again.');
  });

  it('refuses a token made for the other action', async () => {
    const response = await subscribe(await app.botCheckToken('register_account'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'The security check was made for another form. Please try again.',
    );
    const v = await visitor(app);
    const register = await v.post('/api/auth/register', {
      email: email(),
      username: `u${(counter++).toString(36)}x${Date.now().toString(36)}`,
      password: 'secret12',
      subscribed: 0,
      token: await app.botCheckToken('subscribe_newsletter'),
    });
    expect(register.statusCode).toBe(403);
  });

  it('refuses expired, unsolved, tampered and malformed tokens', async () => {
    const old = await app.services.botCheck.challenge(
      'subscribe_newsletter',
      new Date(Date.now() - 10 * 60 * 1000),
    );
    const expired = await subscribe(await solveAltcha(old));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('The security check has expired. Please try again.');

    const fresh = (
      await app.server.inject({ method: 'GET', url: '/api/captcha/challenge?action=register_account' })
    ).json<Challenge>();
    const solved = JSON.parse(Buffer.from(await solveAltcha(fresh), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    // The action is under the signature: changing it breaks the signature.
    const tampered = structuredClone(solved);
    tampered.challenge.parameters.data = { action: 'subscribe_newsletter' };
    const forged = await subscribe(Buffer.from(JSON.stringify(tampered)).toString('base64'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(
      'The security check failed. Please reload the page and try again.',
    );
    const wrongAnswer = structuredClone(solved);
    wrongAnswer.solution.counter += 1;
    wrongAnswer.challenge.parameters.data = { action: 'register_account' };
    const unsolved = await (await visitor(app)).post('/api/auth/register', {
      email: email(),
      username: `w${(counter++).toString(36)}`,
      password: 'secret12',
      subscribed: 0,
      token: Buffer.from(JSON.stringify(wrongAnswer)).toString('base64'),
    });
    expect(unsolved.statusCode).toBe(403);
    for (const garbage of ['', 'abc', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect((await subscribe(garbage)).statusCode).toBe(403);
    }
  });
});

/** A local HTTP server standing in for reCAPTCHA's or Turnstile's siteverify. */
async function fakeSiteverify(answer: (form: URLSearchParams) => object) {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer(form)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(['recaptcha', 'turnstile'] as const)('%s bot check (siteverify)', (provider) => {
  let app: TestApp;
  let verify: Awaited<ReturnType<typeof fakeSiteverify>>;
  beforeAll(async () => {
    verify = await fakeSiteverify((form) => {
      const token = form.get('response') ?? '';
      if (form.get('secret') !== 'the-secret' || !token.startsWith('good'))
        return { success: false, 'error-codes': ['invalid-input-response'] };
      const action = token.includes('register') ? 'register_account' : 'subscribe_newsletter';
      return { success: true, action, score: token.includes('bot') ? 0.1 : 0.9 };
    });
    app = await startTestApp('pglite', {
      seed: false,
      env: {
        BOT_CHECK_PROVIDER: provider,
        BOT_CHECK_SITE_KEY: 'the-site-key',
        BOT_CHECK_SECRET_KEY: 'the-secret',
        BOT_CHECK_VERIFY_URL: verify.url,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await verify?.close();
  });

  it('verifies the token with the provider, checks the action, and accepts it once', async () => {
    const config = await app.server.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(config.json()).toEqual({ provider, site_key: 'the-site-key' });
    const challenge = await app.server.inject({
      method: 'GET',
      url: '/api/captcha/challenge?action=register_account',
    });
    expect(challenge.statusCode).toBe(404);

    const v = await visitor(app);
    const ok = await v.post('/api/auth/me/subscribe', { email: email(), token: 'good-token-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    const sent = verify.requests.at(-1)!;
    expect(sent.get('secret')).toBe('the-secret');
    expect(sent.get('response')).toBe('good-token-1');
    expect(sent.get('remoteip')).toMatch(/^10\.3\./);

    const again = await v.post('/api/auth/me/subscribe', { email: email(), token: 'good-token-1' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/already been used/);
    const otherAction = await v.post('/api/auth/me/subscribe', {
      email: email(),
      token: 'good-register-token',
    });
    expect(otherAction.json().message).toMatch(/another form/);
    const refused = await v.post('/api/auth/me/subscribe', { email: email(), token: 'bad-token' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/security check failed/);
    const lowScore = await v.post('/api/auth/me/subscribe', { email: email(), token: 'good-bot-token' });
    if (provider === 'recaptcha') {
      expect(lowScore.statusCode).toBe(403);
      expect(lowScore.json().message).toMatch(/could not confirm that you are a person/);
    } else {
      expect(lowScore.statusCode).toBe(200); // Turnstile has no score
    }
  });
});
