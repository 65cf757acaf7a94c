import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../core/container.ts';
import { csrfTokenFor } from '../../core/accounts/tokens.ts';
import { CSRF_REFUSED, visitorPlugin } from './visitor.ts';

const SECRET = 's'.repeat(32);

/** The visitor plugin with stand-in sessions, and a route that signs in without a CSRF check. */
async function appWithVisitor() {
  const services = {
    accounts: {
      startSession: async () => 'new-session',
      endSession: async () => {},
      sessionMember: async () => null,
    },
    messages: {},
  } as unknown as Services;
  const app = Fastify();
  await app.register(visitorPlugin, {
    services,
    publicUrl: 'http://localhost:3000',
    sessionSecret: SECRET,
  });
  app.get('/api/sign-in', async (request) => {
    await request.visitor.signIn(1);
    return {};
  });
  app.get('/api/read', async () => ({}));
  app.post('/api/write', async () => ({}));
  await app.ready();
  return app;
}

describe('visitor cookies', () => {
  it('gives a visitor without one a CSRF cookie and its token', async () => {
    const app = await appWithVisitor();
    const response = await app.inject({ url: '/api/read' });
    expect(response.cookies).toHaveLength(1);
    const [csrf] = response.cookies;
    expect(csrf).toMatchObject({
      name: 'pawpedia_csrf',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 31536000,
    });
    expect(response.headers['x-csrf-token']).toBe(csrfTokenFor(SECRET, csrf!.value));
    await app.close();
  });

  it('sends one CSRF cookie, the new one, when the same answer signs in', async () => {
    const app = await appWithVisitor();
    const response = await app.inject({ url: '/api/sign-in' });
    const csrf = response.cookies.filter((c) => c.name === 'pawpedia_csrf');
    expect(csrf).toHaveLength(1);
    expect(response.cookies.find((c) => c.name === 'pawpedia_session')?.value).toBe('new-session');
    expect(response.headers['x-csrf-token']).toBe(csrfTokenFor(SECRET, csrf[0]!.value));
    await app.close();
  });

  it('keeps a visitor’s cookie and answers the token of that cookie', async () => {
    const app = await appWithVisitor();
    const headers = { cookie: 'pawpedia_csrf=mine' };
    const first = await app.inject({ url: '/api/read', headers });
    const second = await app.inject({ url: '/api/read', headers });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['x-csrf-token']).toBe(csrfTokenFor(SECRET, 'mine'));
    expect(second.headers['x-csrf-token']).toBe(csrfTokenFor(SECRET, 'mine'));
    await app.close();
  });

  it('marks a call refused for another cookie’s token, so the browser asks again and resends', async () => {
    const app = await appWithVisitor();
    // Two first calls at once: each minted a cookie; the browser kept one and the page the other's token.
    const [a, b] = await Promise.all([
      app.inject({ url: '/api/read' }),
      app.inject({ url: '/api/read' }),
    ]);
    const kept = a.cookies[0]!.value;
    const post = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/write',
        payload: {},
        headers: {
          cookie: `pawpedia_csrf=${kept}`,
          'x-csrf-token': token,
          'x-requested-with': 'XMLHttpRequest',
        },
      });
    const refused = await post(String(b.headers['x-csrf-token']));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers[CSRF_REFUSED]).toBe('1');
    // What GET /api/auth/csrf answers for the cookie held is the token that passes.
    const again = await app.inject({
      url: '/api/read',
      headers: { cookie: `pawpedia_csrf=${kept}` },
    });
    expect((await post(String(again.headers['x-csrf-token']))).statusCode).toBe(200);
    await app.close();
  });
});
