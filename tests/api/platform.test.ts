import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { memberVisitor, registeredMember } from '../support/visitor.ts';

describe.each(ENGINES)('platform routes on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /healthz says the process is up', async () => {
    const response = await app.server.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const response = await app.server.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.server.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'This API endpoint does not exist.' });
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await app.server.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/breeds/list/{id_family}');
  });
});

describe.each(ENGINES)('readiness when the database is gone, on %s', (engine) => {
  it('GET /readyz answers 503 while /healthz stays 200', async () => {
    const app = await startTestApp(engine, { seed: false });
    try {
      await app.database.close();
      app.database.ping = () => Promise.reject(new Error('closed'));
      expect((await app.server.inject('/readyz')).statusCode).toBe(503);
      expect((await app.server.inject('/healthz')).statusCode).toBe(200);
    } finally {
      app.database.close = async () => {};
      await app.close();
    }
  });
});

describe('errors in the site language', () => {
  it('answers a Portuguese site in Portuguese', async () => {
    const app = await startTestApp('pglite', { seed: false, env: { SITE_LOCALE: 'pt' } });
    try {
      const missing = await app.server.inject('/api/no/such/thing');
      expect(missing.json()).toEqual({ message: 'Este endereço da API não existe.' });
      const invalid = await app.server.inject('/api/breeds/list/abc');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        message: 'Alguns campos não são válidos.',
        errors: { id_family: ['não é válido'] },
      });
    } finally {
      await app.close();
    }
  });
});

describe('compression', () => {
  it('compresses JSON with gzip first, brotli when only it is accepted, and leaves small answers alone', async () => {
    const app = await startTestApp('pglite');
    try {
      // A member's own answer is compressed at each request (the page cache never keeps it):
      // gzip, as small as brotli's quality 4 on it and much cheaper (decision 088).
      const member = await memberVisitor(app, (await registeredMember(app)).idUser);
      const added = await member.request({
        method: 'POST',
        url: '/api/auth/me/pets',
        ...multipart({ name: 'Rex', id_family: '1' }),
      });
      expect(added.statusCode, added.body).toBe(201);
      const url = `/api/auth/me/pet/${(added.json() as { id_user_pet: number }).id_user_pet}/articles`;
      const asked = (encoding: string) =>
        member.request({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      const both = await asked('br, gzip');
      expect(both.statusCode, both.body).toBe(200);
      expect(both.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(both.rawPayload).length).toBeGreaterThan(1024);
      expect((await asked('br')).headers['content-encoding']).toBe('br');
      expect((await asked('gzip;q=0.5, br')).headers['content-encoding']).toBe('br');
      const plain = await app.server.inject({ url: '/api/articles/home' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Array.isArray(plain.json())).toBe(true);
      const tiny = await app.server.inject({
        url: '/healthz',
        headers: { 'accept-encoding': 'br' },
      });
      expect(tiny.headers['content-encoding']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
