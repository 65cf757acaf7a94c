import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../../core/container.ts';
import type { Member } from '../../core/accounts/sessions.ts';
import { hasSignedInHint, SIGNED_IN_HINT } from '../../core/accounts/signed-in-hint.ts';
import { SESSION_ABSOLUTE_MS } from '../../core/accounts/sessions.ts';
import { csrfTokenFor, isValidCsrfToken, newToken } from '../../core/accounts/tokens.ts';
import { translate } from '../../core/site/messages.ts';
import { isSameOriginRequest, refuseCrossOrigin } from './same-origin.ts';

export interface VisitorOptions {
  services: Services;
  publicUrl: string;
  sessionSecret: string;
}

/** What the server knows about the visitor of a request. */
export interface Visitor {
  /** The token the page puts in `<meta name="csrf-token">` and the API sends back. */
  csrfToken: string;
  /** The member signed in, looked up once per request and only when asked for. */
  member(): Promise<Member | null>;
  /** Signs a member in: a new session id (never the old one) and a new CSRF token. */
  signIn(idUser: number): Promise<void>;
  /** Ends the session on the server and in the browser. */
  signOut(): Promise<void>;
  /**
   * Sets or clears the "signed in" hint cookie (decision 072) when the browser's differs from
   * what the server knows; a sign-in and a sign-out do it themselves.
   */
  hint(signedIn: boolean): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor;
  }
  interface FastifyContextConfig {
    /**
     * `false` exempts a state-changing route from the CSRF check; `'same-origin'` (the pages'
     * route, whose forms post before scripts run) accepts a request that Fetch Metadata proves
     * same-origin (decision 028). Every other route with a method other than GET, HEAD or
     * OPTIONS needs the token, the AJAX header and a same-site Origin (deny by default;
     * docs/decisions/019).
     */
    csrf?: boolean | 'same-origin';
  }
}

/** Methods that change nothing; every other method, known or not, is checked. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the route the router matched is an API route: the decoded pattern, never the raw URL. */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The header of a call refused for its CSRF token (read by app/lib/api.ts). */
export const CSRF_REFUSED = 'x-csrf-refused';
const RECENT_TOKENS = 10_000;

/** The session's and CSRF cookies' names for a public URL. */
export function visitorCookieNames(publicUrl: string) {
  // __Host- cookies are bound to this host, over https, for the whole site.
  const secure = publicUrl.startsWith('https:');
  return {
    session: secure ? '__Host-pawpedia_session' : 'pawpedia_session',
    csrf: secure ? '__Host-pawpedia_csrf' : 'pawpedia_csrf',
  };
}

/**
 * Cookies, the session and CSRF protection. Every visitor, guest or member, has a CSRF cookie;
 * the token is an HMAC of it, put in the page and required on every state-changing API call,
 * together with the AJAX marker header and a same-site Origin. Sessions live in the database.
 */
export const visitorPlugin = fp<VisitorOptions>(async (app: FastifyInstance, options) => {
  const { services, sessionSecret } = options;
  const secure = options.publicUrl.startsWith('https:');
  const names = visitorCookieNames(options.publicUrl);
  const publicOrigin = new URL(options.publicUrl).origin;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  // Read by the page's inline script, so not HttpOnly; it names no one (decision 072).
  const hintOptions = {
    path: '/',
    httpOnly: false,
    sameSite: 'lax' as const,
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };

  await app.register(fastifyCookie);
  app.decorateRequest('visitor', null as unknown as Visitor);
  const csrfCookies = new WeakMap<FastifyRequest, string>();

  // Written as a header rather than through reply.setCookie(): every API call without the cookie
  // gets one, and the plugin's per-call option merging and validation cost more than the rest of
  // a cached answer's own work. The value is base64url and the name ours, so nothing needs
  // escaping; the attributes are those reply.setCookie() would write. A second CSRF cookie in one
  // answer (a sign-in) replaces the first.
  const csrfAttributes = `; Max-Age=${YEAR_SECONDS}; Path=/; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`;
  const setCsrfCookie = (reply: FastifyReply, value: string) => {
    const cookie = `${names.csrf}=${value}${csrfAttributes}`;
    const previous = reply.getHeader('set-cookie');
    if (previous === undefined) {
      reply.header('set-cookie', cookie);
      return;
    }
    const others = (Array.isArray(previous) ? previous : [String(previous)]).filter(
      (c) => !c.startsWith(`${names.csrf}=`),
    );
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', [...others, cookie]);
  };
  // A token is an HMAC of the cookie: the largest part of a cached API answer's own work. A
  // browser sends the same cookie with every call, so the tokens of recent cookies are kept
  // (at most 10,000, about 2 MB); a cookie minted for this answer is not kept until it returns.
  const recentTokens = new Map<string, string>();
  const tokenOfSentCookie = (cookie: string) => {
    let token = recentTokens.get(cookie);
    if (token === undefined) {
      token = csrfTokenFor(sessionSecret, cookie);
      if (recentTokens.size >= RECENT_TOKENS)
        recentTokens.delete(recentTokens.keys().next().value!);
      recentTokens.set(cookie, token);
    }
    return token;
  };

  app.addHook('onRequest', async (request, reply) => {
    const api = isApiRoute(request);
    const sent = request.cookies[names.csrf];
    let csrfCookie = sent && sent.length <= 100 ? sent : undefined;
    // Only the API hands out tokens (pages for guests carry none, so that every guest gets the
    // same cacheable page; server/plugins/page-cache.ts), so only the API sets the cookie.
    // Elsewhere the cookie and token are made only if a page asks (a member's page).
    const cookie = () => (csrfCookie ??= newToken());
    if (api && !csrfCookie) setCsrfCookie(reply, cookie());
    let csrfToken: string | undefined;
    let sessionToken = request.cookies[names.session] ?? null;
    let lookup: Promise<Member | null> | undefined;
    let hinted = hasSignedInHint(request.headers.cookie);
    const hint = (signedIn: boolean) => {
      if (signedIn === hinted || reply.sent) return;
      hinted = signedIn;
      if (signedIn) reply.setCookie(SIGNED_IN_HINT, '1', hintOptions);
      else reply.clearCookie(SIGNED_IN_HINT, hintOptions);
    };

    const visitor: Visitor = {
      hint,
      get csrfToken() {
        if (csrfToken !== undefined) return csrfToken;
        if (csrfCookie === sent && sent) return (csrfToken = tokenOfSentCookie(sent));
        const minted = csrfCookie === undefined;
        csrfToken = csrfTokenFor(sessionSecret, cookie());
        // A page that hands out a token (a studio or member page) hands out its cookie too, or
        // the browser's first JSON call would be refused (the API sets it above for itself).
        if (minted && !api && !reply.sent) setCsrfCookie(reply, csrfCookie!);
        return csrfToken;
      },
      member() {
        lookup ??= sessionToken
          ? services.accounts.sessionMember(sessionToken)
          : Promise.resolve(null);
        return lookup;
      },
      async signIn(idUser) {
        if (sessionToken) await services.accounts.endSession(sessionToken);
        sessionToken = await services.accounts.startSession(idUser, request.headers['user-agent']);
        lookup = undefined;
        reply.setCookie(names.session, sessionToken, cookieOptions);
        csrfCookie = newToken();
        setCsrfCookie(reply, csrfCookie);
        csrfToken = csrfTokenFor(sessionSecret, csrfCookie);
        reply.header('x-csrf-token', csrfToken);
        hint(true);
      },
      async signOut() {
        if (sessionToken) await services.accounts.endSession(sessionToken);
        sessionToken = null;
        lookup = Promise.resolve(null);
        reply.clearCookie(names.session, cookieOptions);
        hint(false);
      },
    };
    request.visitor = visitor;
    if (!api) return;
    csrfCookies.set(request, cookie());
    reply.header('x-csrf-token', visitor.csrfToken);
    reply.header('cache-control', 'no-store');
  });

  // After routing, before the body is read: a forged request costs no parsing. What is checked is
  // decided by the route the router matched (its decoded pattern and its config), never by the
  // URL text: `/%61pi/...` matches the same route as `/api/...` and gets the same check. Unknown
  // paths (no route) stay 404s.
  app.addHook('preParsing', async (request, reply) => {
    if (SAFE.has(request.method) || request.routeOptions.url === undefined) return;
    const rule = request.routeOptions.config.csrf;
    if (rule === false) return;
    if (rule === 'same-origin') {
      if (isSameOriginRequest(request, publicOrigin)) return;
      return refuseCrossOrigin(request, reply, services);
    }
    const csrfCookie = csrfCookies.get(request) ?? request.cookies[names.csrf] ?? '';
    const token = request.headers['x-csrf-token'];
    const origin = request.headers.origin;
    const ajax = request.headers['x-requested-with'] === 'XMLHttpRequest';
    const sameOrigin =
      !origin || origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
    if (
      !ajax ||
      !sameOrigin ||
      typeof token !== 'string' ||
      !isValidCsrfToken(sessionSecret, csrfCookie, token)
    ) {
      // Marked, so that the browser may fetch its token again and resend once (app/lib/api.ts):
      // two first calls of a page at once each mint a cookie, and the token it kept may be the
      // other one's. A refused request changed nothing, so sending it again is safe.
      return reply
        .status(403)
        .header(CSRF_REFUSED, '1')
        .send({ message: translate(services.messages, 'account.csrf_failed') });
    }
  });
});
