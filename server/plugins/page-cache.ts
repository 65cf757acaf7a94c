// Over 300 lines on purpose: keys, store, renders and answers share the one plugin's state.
import type { PurgeBus } from '../../core/publishing/purge.ts';
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../log-redaction.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PageCacheOptions {
  /** Seconds a rendered page is served before it is rendered again; 0 turns the cache off. */
  ttlSeconds: number;
  /** Part of every key, so two sites on one cache never share a page. */
  locale: string;
  /** At most this many pages are kept; the oldest go first. */
  maxEntries?: number;
  /**
   * At most this many bytes of pages (compressed, and unpacked where kept) are kept; the oldest go
   * first. A count alone would let long pages hold ~150 MB (docs/decisions/053-memory-budgets.md).
   */
  maxBytes?: number;
  /** Changes whenever content changes, wherever it was written; read every few seconds. */
  contentVersion: () => Promise<number>;
  /** How often the content version is read, in milliseconds. */
  checkEveryMs?: number;
  /**
   * Purge announcements (core/publishing/purge.ts): each clears the cache at once, in this
   * process; server/plugins/purge-fanout.ts brings other instances' announcements here.
   */
  purge?: Pick<PurgeBus, 'subscribe'>;
  /** Which guest pages (URL with its query) are the same for every guest; all when not given. */
  sharedPage?: (url: string) => boolean;
  /**
   * The Content-Security-Policy of a stored HTML page, from its body: the nonce of the render that
   * made it cannot be shared by every visitor, so the policy names its inline scripts by hash
   * (decision 020). Not given: the page is sent with the policy of the request that asks for it.
   */
  pagePolicy?: (html: string) => string;
  /**
   * A page's URL with only the query parameters the page reads: the key, and what is rendered.
   * Without it `/?v=1`, `/?v=2`… would each be a render and an entry of their own.
   */
  pageUrl?: (url: string) => string;
}

interface CachedPage {
  /** Kept compressed (clients that take neither are rare: see `plain`). */
  br: Buffer;
  gzip: Buffer;
  /** Unpacked the first time a client that takes neither asks, then kept with the entry. */
  plain?: Buffer;
  status: number;
  contentType: string;
  /** Where a permanent redirect points. */
  location: string | undefined;
  etag: string;
  /** The stored HTML page's own Content-Security-Policy (options.pagePolicy). */
  csp: string | undefined;
  expiresAt: number;
}

export interface PageCache {
  /** Forgets every page, e.g. after content changed. */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
  interface FastifyRequest {
    /**
     * This request is the page cache's own render of a page it will share with every guest: the
     * load context hands its loaders no visitor to read (server/plugins/web.ts).
     */
    sharedRender: boolean;
  }
  interface FastifyContextConfig {
    /**
     * `'shared'`: an API read whose answer is the same for every visitor (no member, voter or
     * stock data), kept like a page; the visitor's own headers (CSRF token, cookie) are still set
     * per request. A route without it is never kept (deny by default; decision 030).
     */
    cache?: 'shared';
    /**
     * The route that renders pages (React Router's catch-all, server/plugins/web.ts): each page's
     * own rule comes from the page table (`sharedPage`), and the others are marked private.
     */
    page?: boolean;
  }
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
/**
 * Answers that are the same for every guest: pages, permanent redirects, not-found pages and
 * withdrawn ones (an unpublished article, decision 035).
 */
const CACHEABLE_STATUSES = new Set([200, 301, 308, 404, 410]);
/**
 * Brotli quality per kind. JSON answers are a few KB: quality 5 makes them within 1% of quality 9
 * at a tenth of the CPU (an article's JSON: 6 ms at 9, 0.4 ms at 5), which matters for reads that
 * are rendered often and asked rarely, like searches. Pages are large and asked often: 9.
 */
const BROTLI_QUALITY: Record<Kind, number> = { page: 9, api: 5 };
/** API reads asked once are remembered this many times the cache size (a key is ~100 bytes). */
const ASKED_PER_ENTRY = 10;

/**
 * A short-lived cache of server-rendered pages (HTML and React Router's `.data` answers). Every
 * visitor, guest or member, gets the same page (no token, no cookie, nothing personal: decision
 * 072), so a page is rendered once per TTL, kept already compressed, and revalidated with
 * ETag/304. A render that answers with a Set-Cookie is never kept (cache poisoning).
 */
export const pageCachePlugin = fp<PageCacheOptions>(async (app: FastifyInstance, options) => {
  const pages = new Map<string, CachedPage>();
  // The render under way per key, with the generation it began in (see `clear`).
  const rendering = new Map<string, { page: Promise<CachedPage | null>; generation: number }>();
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  let storedBytes = 0;
  const sizeOf = (page: CachedPage) =>
    page.br.length + page.gzip.length + (page.plain?.length ?? 0);
  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    storedBytes -= sizeOf(page);
    pages.delete(key);
  };
  const evict = () => {
    while (pages.size > maxEntries || (storedBytes > maxBytes && pages.size > 0))
      forget(pages.keys().next().value!);
  };
  /** A page stored last (so it goes last), within both bounds. */
  const keep = (key: string, page: CachedPage) => {
    forget(key);
    pages.set(key, page);
    storedBytes += sizeOf(page);
    evict();
  };
  /** A stored page's unpacked body, made for a client that takes no compression, counts too. */
  const unpacked = (key: string, page: CachedPage) => {
    if (page.plain) return page.plain;
    const plain = gunzipSync(page.gzip);
    if (pages.get(key) !== page) return plain;
    page.plain = plain;
    storedBytes += plain.length;
    evict();
    return plain;
  };
  // API reads asked for once within the TTL (key -> until when). Most searches are asked once
  // (the search box asks for whatever is typed at each pause), so an API read is kept only when
  // asked a second time: a one-off search costs one normal request instead of a render, two
  // compressions and a hash, and cannot push pages and popular reads out of the cache.
  const asked = new Map<string, number>();
  const askedBefore = (key: string, now: number) => {
    const until = asked.get(key);
    if (until !== undefined && until > now) return true;
    asked.delete(key);
    asked.set(key, now + options.ttlSeconds * 1000);
    if (asked.size > maxEntries * ASKED_PER_ENTRY) asked.delete(asked.keys().next().value!);
    return false;
  };
  // Marks the cache's own render of a page, so it is not served from the cache it fills.
  const renderMark = randomBytes(16).toString('hex');
  // Bumped by every clear, so a render that started before a change is not kept after it.
  let generation = 0;
  const clear = () => {
    pages.clear();
    // A request after a change must not join a render that began before it: it would be given,
    // and keep, the page as it was (a guest saw the home's old carousel after a save).
    rendering.clear();
    storedBytes = 0;
    asked.clear();
    generation++;
  };
  app.decorate('pageCache', { clear });
  app.decorateRequest('sharedRender', false);

  // A purge announcement clears every page at once (decision 035); it comes after the change's
  // commit, so the next render reads the change.
  if (options.purge) {
    // A member's change (decision 073) leaves every page as it was.
    const unsubscribe = options.purge.subscribe((scope) => {
      if (scope.kind !== 'members') clear();
    });
    app.addHook('onClose', async () => unsubscribe());
  }

  // Content changes clear every page within a few seconds, on every instance, whoever wrote them
  // (another instance without Redis, `npm run db:seed`): the backstop of the announcements.
  let version: number | null = null;
  const checkVersion = async () => {
    try {
      const current = await options.contentVersion();
      if (version !== null && current !== version) clear();
      version = current;
    } catch (error) {
      app.log.warn({ err: error }, 'page cache: content version not read');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  if (options.ttlSeconds > 0) {
    app.addHook('onReady', async () => {
      await checkVersion();
      timer = setInterval(() => void checkVersion(), options.checkEveryMs ?? 2000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const render = async (url: string, kind: Kind, ip: string): Promise<CachedPage | null> => {
    const response = await app.inject({
      method: 'GET',
      url,
      // The visitor's address, so rate limits count the render against whoever caused it.
      remoteAddress: ip,
      headers: { 'x-page-cache-render': renderMark, 'x-no-compression': '1' },
    });
    const contentType = String(response.headers['content-type'] ?? '');
    const location = response.headers.location;
    const redirect = response.statusCode === 301 || response.statusCode === 308;
    const cacheable =
      kind === 'api'
        ? // The render's own CSRF cookie and token are dropped; each visitor gets theirs.
          response.statusCode === 200 && contentType.startsWith('application/json')
        : CACHEABLE_STATUSES.has(response.statusCode) &&
          !response.headers['set-cookie'] &&
          (redirect || CACHEABLE_TYPES.test(contentType));
    if (!cacheable) return null;
    const body = response.rawPayload;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[kind],
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    return {
      br,
      gzip: gz,
      status: response.statusCode,
      contentType,
      location: typeof location === 'string' ? location : undefined,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      csp:
        options.pagePolicy && contentType.startsWith('text/html')
          ? options.pagePolicy(body.toString('utf8'))
          : undefined,
      expiresAt: Date.now() + options.ttlSeconds * 1000,
    };
  };

  const cached = async (key: string, url: string, kind: Kind, ip: string) => {
    // One render per page at a time, however many guests ask for it at once. A render that
    // fails is left to the normal path, which reports the error.
    let pending = rendering.get(key);
    if (!pending) {
      const entry = {
        page: render(url, kind, ip)
          .catch((error: unknown) => {
            app.log.error({ err: error, url: redactUrl(url) }, 'page cache: render failed');
            return null;
          })
          .finally(() => {
            if (rendering.get(key) === entry) rendering.delete(key);
          }),
        generation,
      };
      pending = entry;
      rendering.set(key, entry);
    }
    const page = await pending.page;
    // A render that began before a purge neither keeps its page nor forgets the one a later
    // render kept meanwhile: the purge already dropped what it knew.
    if (pending.generation === generation) {
      if (page) keep(key, page);
      else forget(key);
    }
    return page;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-page-cache-render'] === renderMark) {
      request.sharedRender = true;
      return;
    }
    const kind = options.ttlSeconds > 0 ? kindOf(request, options.sharedPage) : null;
    if (!kind) return markPrivateIfPage(request, reply);
    // React Router's data answers have URLs of their own (`.data`), so the URL is the key; a
    // page's, without the parameters it does not read (rendered like that too).
    const url = kind === 'page' && options.pageUrl ? options.pageUrl(request.url) : request.url;
    const key = `${options.locale} ${url}`;
    const now = Date.now();
    const hit = pages.get(key);
    // Most requests are hits: they await nothing.
    let page = hit && hit.expiresAt > now ? hit : null;
    if (!page) {
      if (kind === 'api' && !rendering.has(key) && !askedBefore(key, now)) return;
      page = await cached(key, url, kind, request.ip);
      // Not the same for everyone (an error, a cookie): rendered as usual, and marked so that no
      // shared cache in front keeps it either (a page that sets a cookie would poison it).
      if (!page) return kind === 'page' ? markPrivateIfPage(request, reply) : undefined;
    }
    // A redirect keeps the query it was asked with (`/sobre?ref=x` -> `/about-us?ref=x`), which
    // the stored one, made from the key's URL, may have lost: such a request is rendered as usual.
    if (page.location !== undefined && url !== request.url) return;
    const plain = unpacked.bind(null, key, page);
    return kind === 'api'
      ? sendApiRead(request, reply, page, plain)
      : sendPage(request, reply, page, options.ttlSeconds, plain);
  });
});

type Kind = 'page' | 'api';

/**
 * What the cache may answer, from the route the router matched: a guest's page whose page rule
 * says shared, or an API read whose route says `cache: 'shared'`; null for anything else.
 */
function kindOf(
  request: FastifyRequest,
  sharedPage: (url: string) => boolean = () => true,
): Kind | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { config } = request.routeOptions;
  if (config.cache === 'shared') return 'api';
  // Members and voters get the very page a guest gets (the architecture guide, "One page for
  // every visitor"): what is theirs comes from the API after load, so cookies are not looked at.
  return config.page === true && sharedPage(request.url) ? 'page' : null;
}

/** Pages rendered for one visitor: browsers may keep them, shared caches must not. */
function markPrivateIfPage(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config.page === true) reply.header('cache-control', 'private, no-cache');
}

/** The page's body unpacked, for a client that takes no compression (rare). */
type Unpacked = () => Buffer;

function sendApiRead(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  plain: Unpacked,
) {
  reply.type(page.contentType);
  reply.header('vary', 'Accept-Encoding');
  return sendBody(request, reply, page, plain);
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  ttlSeconds: number,
  plain: Unpacked,
) {
  // A CDN may keep a guest page as long as we do; browsers revalidate every time (cheap: 304).
  reply.header(
    'cache-control',
    `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`,
  );
  reply.header('etag', page.etag);
  reply.header('vary', 'Accept-Encoding');
  if (page.csp) reply.header('content-security-policy', page.csp);
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
    return reply.status(304).send();
  }
  reply.status(page.status);
  if (page.location) reply.header('location', page.location);
  if (page.contentType) reply.type(page.contentType);
  return sendBody(request, reply, page, plain);
}

function sendBody(request: FastifyRequest, reply: FastifyReply, page: CachedPage, plain: Unpacked) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(plain());
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}
