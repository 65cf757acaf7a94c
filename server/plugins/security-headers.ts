import { createHash, randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BotCheckSettings } from '../../core/bot-check/settings.ts';

export interface SecurityHeadersOptions {
  /** The site's address: HSTS is sent only when it is https. */
  publicUrl: string;
  botCheck: Pick<BotCheckSettings, 'provider'>;
  /** Where the browser sends page views (ANALYTICS_URL), when that is another site. */
  analyticsUrl: string | null;
  /** The stock service the product cards read (STOCK_API_URL) and whose pictures they show. */
  stockApiUrl: string;
  /** Development (Vite's own inline scripts and styles): no Content-Security-Policy. */
  development?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce: every inline script a live render writes carries it. */
    cspNonce: string;
  }
}

/** The provider's own scripts and frames, allowed only when it is the configured one. */
const BOT_CHECK_SOURCES: Record<
  BotCheckSettings['provider'],
  { script: string[]; frame: string[] }
> = {
  altcha: { script: [], frame: [] },
  // https://developers.google.com/recaptcha/docs/faq#im-using-content-security-policy-csp-on-my-website.-how-can-i-configure-it-to-work-with-recaptcha
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  // https://developers.cloudflare.com/turnstile/reference/content-security-policy/
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
  },
};

/**
 * Browser features the site never uses, turned off for it and anything it embeds. Only names
 * Chromium knows: an unknown one is reported on the console of every page. clipboard-write stays
 * (the share tools copy a link).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The origin of an absolute http(s) URL; null for a path on this site. */
function originOf(url: string | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

export interface ContentSecurityPolicy {
  /** A live render's policy: its inline scripts carry this nonce. */
  withNonce(nonce: string): string;
  /** A stored page's policy: exactly its inline scripts, by SHA-256 (server/plugins/page-cache.ts). */
  withHashes(hashes: string[]): string;
}

/**
 * The policy of every response. Scripts: this site's files plus, for inline scripts, a per-response
 * nonce (live renders) or the hashes of the page's own inline scripts (cached pages, decision 020);
 * never 'unsafe-inline'. Styles: this site's stylesheets; inline style attributes only (React writes
 * a few computed ones, e.g. the header colour and the poll bars), never <style> elements.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): ContentSecurityPolicy {
  const bot = BOT_CHECK_SOURCES[options.botCheck.provider];
  const stock = originOf(options.stockApiUrl);
  const unique = (list: (string | null)[]) => [...new Set(list.filter((s): s is string => !!s))];
  const connect = unique(["'self'", originOf(options.analyticsUrl), stock]);
  const fixed = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `frame-src ${bot.frame.length ? bot.frame.join(' ') : "'none'"}`,
    // The bot check's proof of work runs in a worker built from this site's own file.
    "worker-src 'self'",
    "font-src 'self'",
    // data: for small pictures inlined into the stylesheet, blob: for a pet picture's preview.
    `img-src ${unique(["'self'", 'data:', 'blob:', stock]).join(' ')}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `connect-src ${connect.join(' ')}`,
  ];
  const scripts = unique(["'self'", ...bot.script]).join(' ');
  const build = (inline: string) =>
    [...fixed, `script-src ${scripts} ${inline}`.trimEnd(), `script-src-attr 'none'`].join('; ');
  return {
    withNonce: (nonce) => build(`'nonce-${nonce}'`),
    withHashes: (hashes) => build([...new Set(hashes)].map((h) => `'sha256-${h}'`).join(' ')),
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Data blocks a browser never runs; hashing them would only lengthen the header. */
const DATA_TYPES = /\btype\s*=\s*"?application\/(ld\+)?json/i;

/**
 * The SHA-256 (base64) of every inline script of an HTML document, as a browser computes it for
 * `'sha256-…'` sources: the UTF-8 of the element's text, which in HTML is its raw source (no
 * character references in <script>). Includes the deferred-module data block of decision 018,
 * whose text becomes a module script once the page has painted.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes)) continue;
    hashes.push(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return hashes;
}

/**
 * The security headers of every response: pages, API, files, feeds, errors and not-found answers.
 * @fastify/helmet writes the fixed ones on each request before any route runs; the
 * Content-Security-Policy is added when the response is sent, unless the page cache already set
 * the stored page's own (hash-based) policy.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const https = options.publicUrl.startsWith('https:');
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: false,
      // Pictures and feeds may be shown by other sites and mail readers.
      crossOriginResourcePolicy: false,
      // Share buttons open one network's window at a time and close the last one: a popup must
      // stay reachable, which 'same-origin' would cut for a cross-origin page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Over plain http a browser ignores HSTS anyway; a local or test site must not pin it.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    const policy = contentSecurityPolicy(options);
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      request.cspNonce = randomBytes(16).toString('base64');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      done();
    });
    if (options.development) return;
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', policy.withNonce(request.cspNonce));
      }
      done(null, payload);
    });
  },
);
