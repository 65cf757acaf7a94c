import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every answer of the real app carries the security headers (decision 020):
 * API reads (live and from the page cache), writes, errors, not-found answers, pictures and their
 * variants, feeds, sitemaps, robots.txt and the health checks. Pages (live and cached) are
 * checked in a browser against the production build: tests/e2e/csp.spec.ts.
 */

type Headers = Record<string, string | string[] | number | undefined>;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const permissions = String(headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, what).toContain(`${feature}=()`);
  }
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('worker-src'), what).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, what).toContain("'self'");
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(
    scripts.some((s) => /^'(nonce|sha256)-/.test(s)),
    what,
  ).toBe(true);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
}

describe.each(ENGINES)('security headers on every answer, on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { pageCache: true });
    const media = path.join(app.config.dataDir, 'media', 'articles');
    mkdirSync(media, { recursive: true });
    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#4a7c3a' },
    })
      .webp()
      .toBuffer();
    writeFileSync(path.join(media, 'walk.webp'), picture);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) =>
    app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

  it('sends them with API reads, live and from the page cache', async () => {
    const home = await app.server.inject('/api/articles/home');
    expect(home.statusCode).toBe(200);
    expectSecurityHeaders(home.headers, 'live API read');
    const [article] = home.json<{ id_article: number }[]>();
    const url = `/api/article/${article!.id_article}`;
    // Asked once (the route), then again (rendered once and kept), then from the cache.
    for (const [i, answer] of [await get(url), await get(url), await get(url)].entries()) {
      expect(answer.statusCode).toBe(200);
      expectSecurityHeaders(answer.headers, `API read ${i}`);
    }
  });

  it('sends them with writes, refusals, validation errors and not-found answers', async () => {
    const answers = {
      // No CSRF token: refused.
      refused: await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.c', password: 'x' },
      }),
      badJson: await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      invalid: await get('/api/breeds/list?page=-4'),
      notFoundApi: await get('/api/no-such-thing'),
      notFoundPage: await get('/no/such/page'),
      noPicture: await get('/media/articles/none.webp'),
      noVariant: await get('/img/w/640/webp/media/articles/none.webp'),
      head: await app.server.inject({ method: 'HEAD', url: '/healthz' }),
      options: await app.server.inject({ method: 'OPTIONS', url: '/api/breeds/list' }),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.statusCode, what).toBeGreaterThanOrEqual(200);
      expectSecurityHeaders(answer.headers, what);
    }
    expect(answers.refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(answers.notFoundPage.statusCode).toBe(404);
  });

  it('sends them with pictures, variants, feeds, sitemaps, robots.txt and health checks', async () => {
    const urls = [
      '/media/articles/walk.webp',
      '/img/w/160/webp/media/articles/walk.webp',
      '/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/healthz',
      '/readyz',
      '/api/openapi.json',
    ];
    for (const url of urls) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expectSecurityHeaders(answer.headers, url);
    }
  });

  it('gives every answer its own nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answer = await get('/healthz');
      const nonce = directives(answer.headers['content-security-policy'])
        .get('script-src')!
        .find((s) => s.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it('sends no HSTS on a site whose public address is http', async () => {
    const answer = await get('/healthz');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers of a site served over https', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      seed: false,
      env: {
        PUBLIC_URL: 'https://pets.example',
        BOT_CHECK_PROVIDER: 'turnstile',
        BOT_CHECK_SITE_KEY: 'site-key',
        BOT_CHECK_SECRET_KEY: 'secret-key',
        ANALYTICS_PROVIDER: 'beacon',
        ANALYTICS_URL: 'https://stats.example/hit',
        STOCK_API_URL: 'https://stock.example/api',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends HSTS, and allows the configured bot check, beacon and stock service', async () => {
    for (const url of ['/healthz', '/api/no-such-thing', '/robots.txt']) {
      const answer = await app.server.inject({ method: 'GET', url });
      expect(answer.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('script-src')).toContain('https://challenges.cloudflare.com');
      expect(csp.get('frame-src')).toEqual(['https://challenges.cloudflare.com']);
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://stats.example',
        'https://stock.example',
      ]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://stock.example']);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    }
  });
});
