import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { signedInMember, type TestVisitor } from '../support/visitor.ts';

/**
 * Finding 1 of the security probe: `POST /%61pi/auth/me/pets` with a member's cookie, no token,
 * no AJAX header and a foreign Origin was accepted, because the CSRF check read the raw URL while
 * the router matched the decoded one. The check now follows the matched route (decision 019).
 */

interface Operation {
  method: string;
  path: string;
}

const UNSAFE_METHODS = ['post', 'put', 'patch', 'delete'];

/** The routes declared without the CSRF check, as the OpenAPI document names them. */
const ONE_CLICK = ['/api/newsletter/unsubscribe', '/newsletter/unsubscribe/{token}'];

/** Four spellings of one path that the router decodes to the same route. */
function encodings(path: string): string[] {
  const rest = path.slice('/api'.length); // "/auth/me/pets"
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  return [
    `/%61pi${rest}`,
    `/ap%69${rest}`,
    `/%61%70%69${rest}`,
    // the next segment's first letter: /api/%61uth/me/pets
    `/api/${hex(rest[1]!)}${rest.slice(2)}`,
  ];
}

describe.each(ENGINES)('CSRF is decided by the matched route on %s', (engine) => {
  let app: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    // Five requests per operation from one address: the studio's password routes share one
    // rate-limit bucket (30 per 15 minutes), which would answer 429 before the CSRF check's 403.
    app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } });
    const document = (await app.server.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => UNSAFE_METHODS.includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const member = () => signedInMember(app);

  /** What a foreign site's form can send: the member's cookies, nothing else of ours. */
  const forged = (v: TestVisitor, method: string, url: string, payload: unknown = {}) =>
    v.request({
      method: method as 'POST',
      url,
      payload: payload as Record<string, unknown>,
      csrf: false,
      ajax: false,
      headers: { origin: 'https://evil.example' },
    });

  it('lists the unsafe operations of the OpenAPI document, pet routes and logout among them', () => {
    const paths = operations.map((o) => `${o.method} ${o.path}`);
    expect(paths).toContain('POST /api/auth/me/pets');
    expect(paths).toContain('POST /api/auth/logout');
    expect(operations.length).toBeGreaterThan(10);
  });

  it('refuses every unsafe operation through every encoding of /api without a token', async () => {
    const v = await member();
    const accepted: string[] = [];
    for (const operation of operations) {
      // The one-click unsubscribes are the routes marked `csrf: false`: a mail client posts
      // them (RFC 8058; decisions 046 and 047).
      if (ONE_CLICK.includes(operation.path)) continue;
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      for (const url of [path, ...(path.startsWith('/api/') ? encodings(path) : [])]) {
        const response = await forged(v, operation.method, url, { name: 'Forged', id_family: 1 });
        if (response.statusCode !== 403) {
          accepted.push(`${operation.method} ${url} -> ${response.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  /** The multipart form a foreign page can post (the site sends pets this way). */
  function petForm(name: string) {
    const boundary = '----forged';
    return {
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="id_family"\r\n\r\n1\r\n` +
        `--${boundary}--\r\n`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
  }

  it('a forged pet, pet change, pet deletion or logout through an encoded /api changes nothing', async () => {
    const v = await member();
    const form = petForm('Rex');
    const created = await v.request({
      method: 'POST',
      url: '/api/auth/me/pets',
      payload: form.payload,
      headers: { 'content-type': form['content-type'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id_user_pet: number }>().id_user_pet;
    const before = (await v.get('/api/auth/me/pets')).body;

    const forgedForm = petForm('Forged');
    for (const [method, url] of [
      ['POST', '/%61pi/auth/me/pets'],
      ['POST', '/ap%69/auth/me/pets'],
      ['POST', `/%61pi/auth/me/pet/${id}`],
      ['POST', `/api/%61uth/me/pet/${id}`],
      ['DELETE', `/%61pi/auth/me/pet/${id}`],
      ['POST', '/%61pi/auth/logout'],
    ] as const) {
      const response = await v.request({
        method,
        url,
        payload: forgedForm.payload,
        csrf: false,
        ajax: false,
        headers: { origin: 'https://evil.example', 'content-type': forgedForm['content-type'] },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await v.get('/api/auth/me/pets')).body).toBe(before);
    // Still signed in: the forged logout did not end the session.
    expect((await v.post('/api/auth/me')).statusCode).toBe(200);
  });

  it('still accepts the same calls with the token, the AJAX header and our origin', async () => {
    const v = await member();
    const response = await v.request({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { origin: new URL(app.config.publicUrl).origin },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect((await v.post('/api/auth/me')).statusCode).toBe(401);
  });

  it('lets a mail client post the one-click unsubscribe with no token (marked csrf: false)', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/%61pi/newsletter/unsubscribe?token=unknown',
      headers: { origin: 'https://mail.example' },
    });
    // Not a CSRF refusal: the unknown token is what is refused.
    expect(response.statusCode).toBe(404);
  });
});
