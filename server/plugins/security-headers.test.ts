import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageCachePlugin } from './page-cache.ts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeadersPlugin,
} from './security-headers.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const OPTIONS = {
  publicUrl: 'http://localhost:3000',
  botCheck: { provider: 'altcha' as const },
  analyticsUrl: null,
  stockApiUrl: '/api/stock',
};

const PAGE =
  '<html><head><script nonce="abc">document.documentElement.dataset.x="é"</script>' +
  '<script type="application/ld+json">{"@type":"Thing"}</script>' +
  '<script src="/assets/a.js"></script></head><body>' +
  '<script type="text/x-deferred-module" id="m">import("/assets/b.js");</script>' +
  '<script nonce="abc">go()</script></body></html>';

describe('inlineScriptHashes', () => {
  it('hashes the text of every inline script a browser could run, as the browser does', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha256('document.documentElement.dataset.x="é"'),
      sha256('import("/assets/b.js");'),
      sha256('go()'),
    ]);
  });
});

describe('a page kept by the page cache', () => {
  it('is sent with a policy naming its own inline scripts, and no nonce, on hits and 304s', async () => {
    const policy = contentSecurityPolicy(OPTIONS);
    const app = Fastify();
    await app.register(securityHeadersPlugin, OPTIONS);
    await app.register(pageCachePlugin, {
      ttlSeconds: 60,
      locale: 'en',
      contentVersion: async () => 1,
      pagePolicy: (html) => policy.withHashes(inlineScriptHashes(html)),
    });
    app.get('/page', { config: { page: true } }, async (_request, reply) =>
      reply.type('text/html').send(PAGE),
    );
    await app.ready();
    try {
      const first = await app.inject('/page');
      const second = await app.inject('/page');
      const revalidated = await app.inject({
        url: '/page',
        headers: { 'if-none-match': String(second.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      for (const answer of [first, second, revalidated]) {
        const csp = String(answer.headers['content-security-policy']);
        expect(csp).toContain(
          `script-src 'self' 'sha256-${sha256('document.documentElement.dataset.x="é"')}'`,
        );
        const scripts = /script-src ([^;]*)/.exec(csp)![1]!;
        expect(scripts).not.toContain("'nonce-");
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(answer.headers['x-frame-options']).toBe('DENY');
      }
    } finally {
      await app.close();
    }
  });
});
