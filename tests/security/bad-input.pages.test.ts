// Over 300 lines on purpose: every kind of bad input, each a short case on one booted app.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from '../../core/shared/ids.ts';
import { translate } from '../../core/site/messages.ts';
import * as schema from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { newVisitor, signedInMember } from '../support/visitor.ts';
import { studioPaths } from '../../core/site/studio-paths.ts';
import {
  PACK_FORMAT,
  PACK_FORMAT_VERSION,
  SCHEMA_VERSION,
} from '../../core/content-pack/pack-format.ts';
import { paths } from '../../core/site/paths.ts';

// Bad input is a 4xx with a message in the site's language, never a 500, and
// nothing is saved (decision 021). The page routes' loaders are checked in bad-ids.test.ts and
// in the browser in tests/e2e/bad-ids.spec.ts.

const NUL = '\u0000';
let counter = 0;
const unique = () => `b${Date.now().toString(36)}${(counter++).toString(36)}`;

const member = signedInMember;

describe('parseId', () => {
  it('reads digits up to the PostgreSQL integer range, and nothing else', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('007')).toBe(7);
    expect(parseId(String(MAX_ID))).toBe(2_147_483_647);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId('99999999999999999999')).toBeNull();
    expect(parseId('9'.repeat(400))).toBeNull();
    for (const bad of ['', '-1', '1.5', '1e3', ' 1', '0x10', '١٢', 'abc', undefined])
      expect(parseId(bad)).toBeNull();
  });
});

describe.each(ENGINES)('bad input on %s', (engine) => {
  let app: TestApp;
  const t = (key: string) => translate(app.services.messages, key);

  beforeAll(async () => {
    app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '1000' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const users = async () => (await app.database.db.select({ n: count() }).from(schema.users))[0]!.n;

  /** A 400 naming the field, in the site's language. */
  function expectNulRefused(response: { statusCode: number; json(): unknown }, field: string) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: t('api_errors.invalid_fields'),
      errors: { [field]: [t('api_errors.invalid_character')] },
    });
  }

  it('refuses a NUL character in any JSON field with a 400 naming the field, saving nothing', async () => {
    const v = await newVisitor(app);
    const before = await users();
    expectNulRefused(
      await v.post('/api/auth/login', { email: `a${NUL}@example.com`, password: 'secret12' }),
      'email',
    );
    expectNulRefused(
      await v.post('/api/auth/login', { email: 'a@example.com', password: `secret12${NUL}` }),
      'password',
    );
    const name = unique();
    expectNulRefused(
      await v.post('/api/auth/register', {
        email: `${name}@example.com`,
        username: `${name}${NUL}`,
        password: 'secret12',
        subscribed: 0,
        token: await app.botCheckToken('register_account'),
      }),
      'username',
    );
    expectNulRefused(
      await v.post('/api/auth/register', {
        email: `${name}${NUL}@example.com`,
        username: name,
        password: 'secret12',
        subscribed: 0,
        token: await app.botCheckToken('register_account'),
      }),
      'email',
    );
    expectNulRefused(
      await v.post('/api/auth/me/subscribe', {
        email: `${name}${NUL}@example.com`,
        token: await app.botCheckToken('subscribe_newsletter'),
      }),
      'email',
    );
    expectNulRefused(
      await v.post('/api/auth/validate/email', { email: `x${NUL}@example.com` }),
      'email',
    );
    expectNulRefused(
      await v.post('/api/auth/validate/username', { username: `x${NUL}y` }),
      'username',
    );
    expectNulRefused(
      await v.post('/api/auth/password/forgot', { email: `x${NUL}@example.com` }),
      'email',
    );
    expectNulRefused(await v.get('/api/search?query=dog%00'), 'query');
    expect(await users()).toBe(before);
    const subscribers = await app.database.db
      .select({ n: count() })
      .from(schema.newsletterSubscribers);
    expect(subscribers[0]!.n).toBe(0);
  });

  it('refuses a NUL character in a multipart field of a pet with a 400 naming the field', async () => {
    const v = await member(app);
    const boundary = `----nul${unique()}`;
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nRe${NUL}x\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="id_family"\r\n\r\n1\r\n` +
      `--${boundary}--\r\n`;
    const response = await v.request({
      method: 'POST',
      url: '/api/auth/me/pets',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectNulRefused(response, 'name');
    expect((await v.get('/api/auth/me/pets')).json()).toEqual([]);
  });

  it('answers a multipart body without a boundary, or cut short, with a 400 and saves nothing', async () => {
    const v = await member(app);
    const noBoundary = await v.request({
      method: 'POST',
      url: '/api/auth/me/pets',
      payload: 'name=Rex',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: t('pets.errors.form_unreadable') });

    const boundary = `----cut${unique()}`;
    const whole =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nRex\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="id_family"\r\n\r\n1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${'x'.repeat(2000)}\r\n--${boundary}--\r\n`;
    for (const cut of [whole.length - 10, whole.indexOf('x') + 100, 30]) {
      const response = await v.request({
        method: 'POST',
        url: '/api/auth/me/pets',
        payload: whole.slice(0, cut),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode, `cut at ${cut}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ message: t('pets.errors.form_unreadable') });
    }
    const malformed = await v.request({
      method: 'POST',
      url: '/api/auth/me/pet/1',
      payload: `--${boundary}\r\nthis is no header\r\n\r\nRex\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    expect((await v.get('/api/auth/me/pets')).json()).toEqual([]);
  });

  it('answers an id beyond the integer range like any unknown id, on every API id route', async () => {
    const v = await member(app);
    const huge = ['2147483648', '99999999999999999999', '9'.repeat(90)];
    const routes: {
      method: 'GET' | 'POST' | 'DELETE';
      url: (id: string) => string;
      payload?: object;
    }[] = [
      { method: 'GET', url: (id) => `/api/article/${id}` },
      { method: 'GET', url: (id) => `/api/articles/family/${id}` },
      { method: 'GET', url: (id) => `/api/articles/family/1/category/${id}` },
      { method: 'GET', url: (id) => `/api/articles/in-context-widget/?id_family=${id}` },
      { method: 'GET', url: (id) => `/api/breeds/list/${id}` },
      { method: 'GET', url: (id) => `/api/breeds/profile/${id}` },
      { method: 'GET', url: (id) => `/api/breeds/profile/${id}/products` },
      { method: 'GET', url: (id) => `/api/breeds/profile/${id}/related` },
      { method: 'GET', url: (id) => `/api/infographics/${id}` },
      { method: 'GET', url: (id) => `/api/stock/product/${id}` },
      { method: 'GET', url: (id) => `/api/auth/me/pet/${id}/articles` },
      { method: 'GET', url: (id) => `/api/auth/me/pet/${id}/products` },
      { method: 'DELETE', url: (id) => `/api/auth/me/pet/${id}` },
      { method: 'POST', url: (id) => `/api/widgets/poll/${id}/vote`, payload: { id_option: 1 } },
    ];
    for (const route of routes) {
      // 999999999 fits the integer range and exists nowhere: the answer of an unknown id.
      const unknown = await v.request({
        method: route.method,
        url: route.url('999999999'),
        payload: route.payload,
      });
      expect(unknown.statusCode, route.url('999999999')).toBeLessThan(500);
      for (const id of huge) {
        const response = await v.request({
          method: route.method,
          url: route.url(id),
          payload: route.payload,
        });
        expect(response.statusCode, `${route.method} ${route.url(id)}: ${response.body}`).toBe(
          unknown.statusCode,
        );
        expect(response.body).toBe(unknown.body);
      }
    }
    expect((await v.get('/api/article/99999999999999999999')).statusCode).toBe(404);
    // An id in a JSON body: the poll's option.
    const poll = (await v.get('/api/widgets/poll')).json() as { id_poll?: number };
    const vote = (idOption: number) =>
      v.post(`/api/widgets/poll/${poll.id_poll ?? 1}/vote`, { id_option: idOption });
    const unknownOption = await vote(999_999_999);
    expect(unknownOption.statusCode).toBeLessThan(500);
    for (const idOption of [2_147_483_648, 1e15]) {
      const response = await vote(idOption);
      expect(response.statusCode, response.body).toBe(unknownOption.statusCode);
      expect(response.body).toBe(unknownOption.body);
    }
  });

  it('answers unsupported methods with a 501 in the site language, through inject', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'CONNECT']) {
      for (const url of ['/', '/api/articles/home', '/api/nothing']) {
        const response = await app.server.inject({ method: method as 'GET', url });
        expect(response.statusCode, `${method} ${url}`).toBe(501);
        expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        expect(response.json()).toEqual({ message: t('api_errors.method_not_implemented') });
      }
    }
  });

  it('answers a method Node does not know, and CONNECT, with a 501 over a real connection', async () => {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const request of [
      'FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    ]) {
      const answer = await raw(request);
      expect(answer, request).toMatch(/^HTTP\/1\.1 501 Not Implemented\r\n/);
      expect(answer).toContain(JSON.stringify({ message: t('api_errors.method_not_implemented') }));
    }
    // TRACE is a method Node knows: it reaches the app like in the inject test.
    expect(await raw('TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 501 /,
    );
  });

  it('treats a session cookie holding a NUL or other garbage as no session', async () => {
    for (const cookie of [
      'pawpedia_session=%00',
      `pawpedia_session=${'a'.repeat(5000)}`,
      'pawpedia_session=%E0%A4%A',
    ]) {
      const response = await app.server.inject({
        method: 'GET',
        url: '/api/auth/me/pets',
        headers: { cookie },
      });
      expect(response.statusCode, cookie).toBe(401);
    }
  });
});

describe('bad input in another language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { seed: false, env: { SITE_LOCALE: 'pt' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says it in European Portuguese', async () => {
    const v = await newVisitor(app);
    const response = await v.post('/api/auth/login', {
      email: `a${NUL}@example.com`,
      password: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Alguns campos não são válidos.',
      errors: { email: ['contém um carácter que não é permitido'] },
    });
    const deep = await v.request({
      method: 'POST',
      url: '/api/auth/validate/email',
      payload: `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: 'O pedido tem dados encaixados em demasiados níveis.' });
    const trace = await app.server.inject({ method: 'TRACE', url: '/' });
    expect(trace.json()).toEqual({ message: 'Este site não suporta este método de pedido.' });
  });
});

describe.each(ENGINES)('ids beyond the integer range in page routes on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { pages: true });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers the not-found page, like any unknown id', async () => {
    const v = await member(app);
    for (const id of ['2147483648', '99999999999999999999']) {
      for (const url of [
        paths.breedList({ id }),
        paths.breedProfile({ id, slug: 'x' }),
        paths.breedDetails({ id, slug: 'x' }),
        paths.familyArticles({ id, slug: 'x' }),
        `/articles/1/x/${id}/y`,
        paths.article({ id, slug: 'x' }),
        paths.infographic({ id, slug: 'x' }),
        `/register/pet?id_user_pet=${id}`,
      ]) {
        const response = await v.request({ method: 'GET', url, ajax: false });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(404);
        // As the page writes it: the texts are not in the page's data (decision 052).
        const heading = translate(app.services.messages, 'errors.notfound_heading');
        expect(response.body).toContain(`>${heading.replaceAll("'", '&#x27;')}</h1>`);
      }
    }
  }, 120_000);

  it('refuses a deeply nested JSON on a page action: a content pack, and a JSON post', async () => {
    // A family's translations (a jsonb column) 20,000 arrays deep, 40 KB: the pack's checks
    // would walk it (docs/decisions/068).
    const deepJson = JSON.stringify({
      format: PACK_FORMAT,
      format_version: PACK_FORMAT_VERSION,
      schema_version: SCHEMA_VERSION,
      exported_at: new Date().toISOString(),
      tables: { families: [{ key: 'deep', translations: 'DEEP' }] },
    }).replace('"DEEP"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    const admin = await staffVisitor(app, (await createStaff(app, 'admin')).idStaff);
    const boundary = `----deep${unique()}`;
    const response = await admin.request({
      method: 'POST',
      url: studioPaths.studioContent({}),
      csrf: false,
      ajax: false,
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncheck\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="pack"; filename="deep.json"\r\n` +
        `Content-Type: application/json\r\n\r\n${deepJson}\r\n--${boundary}--\r\n`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'text/html',
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    const tooDeep = translate(app.services.messages, 'studio_content.too_deep');
    expect(response.body).toContain(tooDeep.replaceAll("'", '&#x27;'));
    // JSON posted to a public page's action: the action reads forms only, so no 500 either.
    const v = await newVisitor(app);
    const login = await v.request({
      method: 'POST',
      url: paths.login({}),
      csrf: false,
      ajax: false,
      payload: `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      headers: {
        'content-type': 'application/json',
        accept: 'text/html',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(login.statusCode, login.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
  });

  it('answers a post to a page without an action with the error page in the site language', async () => {
    // React Router answers it before any loader runs: the page has no root data.
    const v = await newVisitor(app);
    const response = await v.postForm(paths.page_about({}), { name: 'x' });
    expect(response.statusCode).toBe(405);
    const heading = translate(app.services.messages, 'errors.server_heading');
    expect(response.body).toContain(`<h1>${heading.replaceAll("'", '&#x27;')}</h1>`);
    expect(response.body).not.toContain('errors.server_heading');
    // The browser loads the same texts before hydrating, so it renders the same words.
    expect(response.body).toContain(`content="${app.services.texts.public.path}"`);
  });
});
