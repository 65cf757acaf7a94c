import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

// Item 5 of the security probe: 200 connections asking for `/?v=<random>` made every request a
// render of its own (the page cache was keyed by the whole URL) and nothing refused work, so
// latency reached 15 s and memory 4.3 GB. The API-only test app has no React Router build, so a
// route stands in for the page; the page cache and the gates in front of it are the real ones.
describe.each(ENGINES)('load shedding on %s', (engine) => {
  describe('page cache key', () => {
    let app: TestApp;
    const renders: string[] = [];
    beforeAll(async () => {
      app = await startTestApp(engine, {
        seed: false,
        pageCache: true,
        beforeReady: ({ server }: App) => {
          server.get('/', { config: { page: true } }, async (request, reply) =>
            reply.type('text/html').send(`<!doctype html><p>home ${renders.push(request.url)}`),
          );
        },
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    const get = (url: string) => app.server.inject({ method: 'GET', url });

    it('ignores query parameters the page does not read: one render, one entry', async () => {
      const first = await get('/?v=1');
      const second = await get('/?v=2&utm_source=x');
      expect(first.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      // Rendered once, as the page without the parameters nobody reads.
      expect(renders).toEqual(['/']);
    });

    it('keeps the parameters the page reads', async () => {
      const search = await get('/?search=collie&v=3');
      expect(search.statusCode).toBe(200);
      expect(renders).toEqual(['/', '/?search=collie']);
      await get('/?v=4&search=collie');
      expect(renders).toHaveLength(2);
    });
  });

  describe('render gate', () => {
    let app: TestApp;
    let entered: () => void = () => {};
    const releases: (() => void)[] = [];
    beforeAll(async () => {
      app = await startTestApp(engine, {
        seed: false,
        // The waiting render never gives up within the test.
        env: {
          RENDER_CONCURRENCY: '1',
          RENDER_QUEUE: '1',
          RENDER_QUEUE_MS: '60000',
          SITE_LOCALE: 'pt',
        },
        beforeReady: ({ server }: App) => {
          // A render the test holds open until it lets it go.
          server.get('/slow-page', { config: { page: true } }, async (_request, reply) => {
            entered();
            await new Promise<void>((resolve) => releases.push(resolve));
            return reply.type('text/html').send('<!doctype html><p>done');
          });
        },
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('answers 503 with Retry-After, in the site language, beyond the bound and its queue', async () => {
      const started = new Promise<void>((resolve) => (entered = resolve));
      const rendering = app.server.inject({ method: 'GET', url: '/slow-page' });
      await started;
      expect(app.server.renderGate.active).toBe(1);
      // The second waits for a turn.
      const waiting = app.server.inject({ method: 'GET', url: '/slow-page?second' });
      await expect.poll(() => app.server.renderGate.waiting, { timeout: 20_000 }).toBe(1);

      // The third is refused at once, with a page in Portuguese.
      const refused = await app.server.inject({ method: 'GET', url: '/slow-page?third' });
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('lang="pt"');
      expect(refused.body).toContain('Tente novamente');
      // Health checks are not renders: they still answer.
      expect((await app.server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      // The first ends; the waiting one gets its turn and ends too.
      releases.shift()!();
      expect((await rendering).statusCode).toBe(200);
      await expect.poll(() => releases.length, { timeout: 20_000 }).toBe(1);
      releases.shift()!();
      expect((await waiting).statusCode).toBe(200);
      expect(app.server.renderGate.active).toBe(0);
      expect(app.server.renderGate.waiting).toBe(0);
    });
  });
});
