// Over 300 lines on purpose: the page cache's cases around one stand-in renderer.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCachePlugin } from './page-cache.ts';

/** A stand-in for React Router: counts renders and puts the count in the page. */
async function appWithPages(
  options: {
    ttlSeconds?: number;
    maxEntries?: number;
    maxBytes?: number;
    sharedPage?: (url: string) => boolean;
    pageUrl?: (url: string) => string;
  } = {},
) {
  let renders = 0;
  let version = 1;
  const app = Fastify();
  // Stands in for the visitor plugin: a header of each visitor's own on every answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-csrf-token', `token-of-${request.headers['x-visitor'] ?? 'nobody'}`);
  });
  await app.register(pageCachePlugin, {
    ttlSeconds: options.ttlSeconds ?? 60,
    locale: 'en',
    contentVersion: async () => version,
    checkEveryMs: 20,
    ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
    ...(options.sharedPage ? { sharedPage: options.sharedPage } : {}),
    ...(options.pageUrl ? { pageUrl: options.pageUrl } : {}),
  });
  app.get('/api/thing', async () => ({ renders: ++renders }));
  // Only a route that says so is kept; the others, API or page, are answered as usual.
  app.get('/api/breeds/list/:id', { config: { cache: 'shared' } }, async () => ({
    breeds: [],
    renders: ++renders,
  }));
  app.get('/api/breeds/list/:id/secret', async () => ({ renders: ++renders }));
  app.get('/api/widgets/poll', async () => ({ has_voted: false, renders: ++renders }));
  const page = { config: { page: true } };
  app.get('/moved', page, async (request, reply) =>
    reply.redirect(`/breeds/1${request.url.slice('/moved'.length)}`, 301),
  );
  app.get('/with-cookie', page, async (_request, reply) =>
    reply.header('set-cookie', 'x=1').type('text/html').send(`<p>${++renders}</p>`),
  );
  app.get('/missing', page, async (_request, reply) =>
    reply.status(404).type('text/html').send(`<h1>Not found ${++renders}</h1>`),
  );
  // A page whose render waits until the test lets it go on.
  let held: Promise<void> | undefined;
  app.get('/held', page, async (_request, reply) => {
    const render = ++renders;
    await held;
    return reply
      .type('text/html; charset=utf-8')
      .send(`<html>${'x'.repeat(2000)} render ${render}</html>`);
  });
  app.get('/*', page, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(`<html>${request.url} ${'x'.repeat(2000)} render ${++renders}</html>`),
  );
  await app.ready();
  return {
    app,
    renders: () => renders,
    changeContent: () => {
      version++;
    },
    /** Renders of /held wait from now until the function returned is called. */
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
  };
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe('page cache', () => {
  it('renders a guest page once, then serves it with an ETag and answers 304 to a revalidation', async () => {
    const { app, renders } = await appWithPages();
    current = app;
    const first = await app.inject({ url: '/articles/1/a' });
    const second = await app.inject({ url: '/articles/1/a' });
    expect(renders()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const revalidated = await app.inject({
      url: '/articles/1/a',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Another page, another render.
    await app.inject({ url: '/articles/2/b' });
    expect(renders()).toBe(2);
  });

  it('keeps pages compressed with brotli and gzip', async () => {
    const { app } = await appWithPages();
    current = app;
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('render 1');
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('render 1');
    expect(gz.headers.vary).toBe('Accept-Encoding');
  });

  it('renders one page once however many guests ask for it at the same moment', async () => {
    const { app, renders } = await appWithPages();
    current = app;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ url: '/breeds/1' })),
    );
    expect(renders()).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('never gives a request after a purge the render that began before it, nor keeps that render', async () => {
    const { app, renders, hold } = await appWithPages();
    current = app;
    const release = hold();
    const before = app.inject({ url: '/held' });
    await vi.waitFor(() => expect(renders()).toBe(1));
    // An editor saves: the purge announcement clears the cache while render 1 is under way.
    app.pageCache.clear();
    const releaseSecond = hold();
    const after = app.inject({ url: '/held' });
    await vi.waitFor(() => expect(renders()).toBe(2));
    // The later render ends first; the earlier one, ending after it, must not undo its keeping.
    releaseSecond();
    expect((await after).body).toContain('render 2');
    release();
    expect((await before).body).toContain('render 1');
    // What is kept is the render that began after the change.
    expect((await app.inject({ url: '/held' })).body).toContain('render 2');
    expect(renders()).toBe(2);
  });

  it('serves a member and a poll voter the page a guest gets, from the same entry (decision 072)', async () => {
    // The page reads no parameter (core/site/paths.ts's `reads`, as sharedPageUrl applies them).
    const { app, renders } = await appWithPages({ pageUrl: (url) => url.split('?')[0]! });
    current = app;
    const guest = await app.inject({ url: '/?utm_source=x' });
    const before = renders();
    for (const cookie of [
      'pawpedia_session=abc',
      '__Host-pawpedia_session=abc',
      'a=1; pawpedia_voter=xyz',
      'pawpedia_session=abc; pawpedia_signed_in=1',
    ]) {
      const page = await app.inject({ url: '/?fbclid=1', headers: { cookie } });
      expect(page.body).toBe(guest.body);
      expect(page.headers['cache-control']).toBe(guest.headers['cache-control']);
      expect(page.headers['cache-control']).toMatch(/^public, /);
      expect(page.headers.etag).toBe(guest.headers.etag);
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    // One render for all of them: the key holds neither a cookie nor an unread parameter.
    expect(renders()).toBe(before);
  });

  it('renders pages that are not shared for each guest, and keeps them out of shared caches', async () => {
    const { app, renders } = await appWithPages({ sharedPage: (url) => !url.startsWith('/reset') });
    current = app;
    await app.inject({ url: '/reset/abc' });
    const second = await app.inject({ url: '/reset/abc' });
    expect(renders()).toBe(2);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers.etag).toBeUndefined();
    await app.inject({ url: '/breeds/1' });
    await app.inject({ url: '/breeds/1' });
    expect(renders()).toBe(3);
  });

  it('clears every page when the content version changes', async () => {
    const { app, renders, changeContent } = await appWithPages();
    current = app;
    await app.inject({ url: '/' });
    await app.inject({ url: '/' });
    expect(renders()).toBe(1);
    changeContent();
    await vi.waitFor(async () => {
      await app.inject({ url: '/' });
      expect(renders()).toBe(2);
    });
  });

  it('keeps not-found pages and permanent redirects, but not pages that set a cookie', async () => {
    const { app, renders } = await appWithPages();
    current = app;
    const missing = await app.inject({ url: '/missing' });
    await app.inject({ url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Not found 1');
    const moved = await app.inject({ url: '/moved' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/breeds/1');
    const cookie1 = await app.inject({ url: '/with-cookie' });
    const cookie2 = await app.inject({ url: '/with-cookie' });
    expect(cookie1.headers['set-cookie']).toBe('x=1');
    expect(cookie2.body).not.toBe(cookie1.body);
    expect(renders()).toBe(1 + 2 + 2); // missing once; the cookie page rendered for each (twice per miss)
  });

  it('never keeps an answer that carries a cookie, so no visitor is handed another’s (cache poisoning)', async () => {
    const { app, renders } = await appWithPages();
    current = app;
    const first = await app.inject({
      url: '/with-cookie',
      headers: { cookie: 'pawpedia_session=a' },
    });
    const second = await app.inject({ url: '/with-cookie' });
    // Each answer is its own render, marked for no shared cache, and not revalidated as one page.
    expect(first.body).not.toBe(second.body);
    expect(renders()).toBe(4);
    for (const answer of [first, second]) {
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.etag).toBeUndefined();
    }
  });

  it('keeps the query a redirect was asked with, even where the key leaves it out', async () => {
    const { app } = await appWithPages({ pageUrl: (url) => url.split('?')[0]! });
    current = app;
    await app.inject({ url: '/moved' });
    const moved = await app.inject({ url: '/moved?ref=footer' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/breeds/1?ref=footer');
    // A page (not a redirect) is still one entry whatever unread parameters it is asked with.
    const first = await app.inject({ url: '/page?v=1' });
    const second = await app.inject({ url: '/page?v=2' });
    expect(second.body).toBe(first.body);
  });

  it('keeps public API reads for everyone, members included, with each visitor’s own headers', async () => {
    const { app, renders } = await appWithPages();
    current = app;
    // Asked once: answered directly. Asked again: rendered once and kept.
    const first = await app.inject({
      url: '/api/breeds/list/1',
      headers: { 'x-visitor': 'first' },
    });
    const guest = await app.inject({
      url: '/api/breeds/list/1',
      headers: { 'x-visitor': 'guest' },
    });
    const member = await app.inject({
      url: '/api/breeds/list/1',
      headers: { 'x-visitor': 'member', cookie: 'pawpedia_session=abc', 'accept-encoding': 'br' },
    });
    expect(renders()).toBe(2);
    expect(first.json()).toEqual({ breeds: [], renders: 1 });
    expect(guest.json()).toEqual({ breeds: [], renders: 2 });
    expect(JSON.parse(brotliDecompressSync(member.rawPayload).toString())).toEqual({
      breeds: [],
      renders: 2,
    });
    expect(first.headers['x-csrf-token']).toBe('token-of-first');
    expect(guest.headers['x-csrf-token']).toBe('token-of-guest');
    expect(member.headers['x-csrf-token']).toBe('token-of-member');
    expect(guest.headers['content-type']).toMatch(/^application\/json/);
    expect(member.headers.vary).toBe('Accept-Encoding');
    // Answers that depend on the visitor are never kept.
    await app.inject({ url: '/api/widgets/poll' });
    await app.inject({ url: '/api/widgets/poll' });
    expect(renders()).toBe(4);
  });

  it('keeps an API read only when it is asked again, so one-off searches push nothing out', async () => {
    const { app, renders } = await appWithPages({ maxEntries: 2 });
    current = app;
    await app.inject({ url: '/articles/1/a' });
    await app.inject({ url: '/articles/2/b' });
    for (let id = 1; id <= 5; id++) await app.inject({ url: `/api/breeds/list/${id}` });
    expect(renders()).toBe(2 + 5);
    // Both pages are still kept.
    await app.inject({ url: '/articles/1/a' });
    await app.inject({ url: '/articles/2/b' });
    expect(renders()).toBe(7);
    // Many guests asking the same new read at once: the first is answered directly, the rest
    // share one render.
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/api/breeds/list/9' })));
    expect(renders()).toBe(9);
    await app.inject({ url: '/api/breeds/list/9' });
    expect(renders()).toBe(9);
  });

  it('keeps at most maxBytes of pages, the unpacked body of a page asked without compression included', async () => {
    // Each test page is 2,036 bytes unpacked, 111 kept compressed (brotli and gzip).
    const { app, renders } = await appWithPages({ maxBytes: 5000 });
    current = app;
    const br = { 'accept-encoding': 'br' };
    for (let id = 1; id <= 10; id++) await app.inject({ url: `/articles/${id}/a`, headers: br });
    expect(renders()).toBe(10);
    // Ten compressed pages fit: none is rendered again.
    for (let id = 1; id <= 10; id++) await app.inject({ url: `/articles/${id}/a`, headers: br });
    expect(renders()).toBe(10);
    // Unpacked once for a client without compression, and kept: it still fits.
    const plain = await app.inject({ url: '/articles/1/a' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^<html>\/articles\/1\/a x+ render 1<\/html>$/);
    await app.inject({ url: '/articles/1/a' });
    expect(renders()).toBe(10);
    // A second unpacked body goes over: the oldest pages go until the rest fits.
    await app.inject({ url: '/articles/2/a' });
    expect(renders()).toBe(10);
    await app.inject({ url: '/articles/2/a', headers: br });
    expect(renders()).toBe(10);
    await app.inject({ url: '/articles/1/a', headers: br });
    expect(renders()).toBe(11);
  });

  it('keeps nothing whose route does not say shared, whatever its address looks like', async () => {
    const { app, renders } = await appWithPages();
    current = app;
    // Under the prefix of a shared read, on a route of its own that declares nothing.
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/breeds/list/1/secret' });
    expect(renders()).toBe(3);
    // A page route's own rule (here: not shared) wins over the route's default.
    const { app: other, renders: otherRenders } = await appWithPages({ sharedPage: () => false });
    await other.inject({ url: '/breeds/1' });
    const again = await other.inject({ url: '/breeds/1' });
    await other.close();
    expect(otherRenders()).toBe(2);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('leaves the API alone, and caches nothing with a TTL of 0', async () => {
    const { app, renders } = await appWithPages({ ttlSeconds: 0 });
    current = app;
    await app.inject({ url: '/api/thing' });
    await app.inject({ url: '/api/thing' });
    expect(renders()).toBe(2);
    const page = await app.inject({ url: '/' });
    await app.inject({ url: '/' });
    expect(renders()).toBe(4);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });
});
