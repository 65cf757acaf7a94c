import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/** The page cache in front of the real API, with the real visitor plugin before it. */
describe.each(ENGINES)('public API reads through the page cache on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { pageCache: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
  const json = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
    const encoding = response.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    return JSON.parse(body.toString()) as unknown;
  };

  it('gives each visitor their own CSRF cookie, token and no-store, from the cache too', async () => {
    const home = await app.server.inject({ method: 'GET', url: '/api/articles/home' });
    const [article] = home.json<{ id_article: number }[]>();
    const url = `/api/article/${article!.id_article}`;
    // Asked once (answered by the route), then twice more (rendered once, kept, served).
    const answers = [await get(url), await get(url), await get(url)];
    const member = await get(url, { cookie: 'pawpedia_session=someone; pawpedia_csrf=theirs' });
    for (const answer of [...answers, member]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-csrf-token']).toMatch(/^[\w-]{43}$/);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(json(answer)).toEqual(json(answers[0]!));
    }
    const cookies = answers.map((a) => String(a.headers['set-cookie']));
    for (const cookie of cookies) expect(cookie).toMatch(/^pawpedia_csrf=[\w-]{43};.*HttpOnly/);
    expect(new Set(cookies).size).toBe(3);
    expect(new Set(answers.map((a) => a.headers['x-csrf-token'])).size).toBe(3);
    // A visitor who has the cookie keeps it, and gets the token of that cookie.
    expect(member.headers['set-cookie']).toBeUndefined();
    const again = await get(url, { cookie: 'pawpedia_csrf=theirs' });
    expect(again.headers['x-csrf-token']).toBe(member.headers['x-csrf-token']);
  });

  it('answers a search the same the first time, when it is kept and from the cache', async () => {
    const url = `/api/search?query=${encodeURIComponent('labr')}`;
    const answers = [
      await get(url),
      await get(url),
      await get(url),
      await get(url, { 'accept-encoding': 'gzip' }),
    ];
    const first = json(answers[0]!) as { breeds: { name: string }[] };
    expect(first.breeds.map((b) => b.name)).toContain('Labrador Retriever');
    for (const answer of answers) expect(json(answer)).toEqual(first);
    // Kept compressed; a client that takes no compression gets it plain.
    const plain = await app.server.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(first);
  });
});
