import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  LimitBy,
  PageActionTools,
  PageLimit,
  Refusal,
} from '../../core/site/page-action-tools.ts';
import { translate } from '../../core/site/messages.ts';
import {
  accountActionKey,
  keyedLimit,
  LIMITS,
  recoveryEmailKey,
  type LimitName,
} from './rate-limits.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * What a page's action may do beyond calling the services (decision 028): count against the same
 * rate-limit buckets as the API route that does the same thing, and go through the same login
 * guard. Refusals come back as values, for the action to answer in its page.
 */
export function pageActionTools(app: FastifyInstance) {
  const perAddress = new Map<LimitName, Limiter>();
  const perKey = new Map<LimitName, Limiter>();
  // The key of a keyed count, for the limiter's key generator (one per request and call).
  const keys = new WeakMap<FastifyRequest, string>();
  const limiterOf = (name: LimitName, keyed: boolean) => {
    const limiters = keyed ? perKey : perAddress;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = app.createRateLimit(
        keyed
          ? { ...LIMITS[name], keyGenerator: (request) => keys.get(request) ?? '' }
          : LIMITS[name],
      );
      limiters.set(name, limiter);
    }
    return limiter;
  };
  const tooMany = (request: FastifyRequest, reply: FastifyReply, seconds: number): Refusal => {
    const retryAfter = Math.max(1, seconds);
    // On the answer itself: a page's document takes no headers from its action's data.
    reply.header('retry-after', String(retryAfter));
    return {
      status: 429,
      message: translate(request.server.rateLimitMessages, 'account.too_many_requests'),
      retryAfter,
    };
  };

  const keyOf = (by: LimitBy) =>
    'recoveryEmail' in by
      ? recoveryEmailKey(app, by.recoveryEmail)
      : accountActionKey(by.action, by.account);

  /** The tools of one request. */
  return (request: FastifyRequest, reply: FastifyReply): PageActionTools => ({
    async limit(name: PageLimit, by?: LimitBy) {
      const key = by ? keyOf(by) : undefined;
      if (key !== undefined) keys.set(request, key);
      const result = await limiterOf(name, key !== undefined)(request);
      return !result.isAllowed && result.isExceeded
        ? tooMany(request, reply, result.ttlInSeconds)
        : null;
    },
    reauth: {
      async check(idStaff) {
        const seconds = await app.reauthGuard.waitSeconds(request, idStaff);
        return seconds ? tooMany(request, reply, seconds) : null;
      },
      failed: (idStaff) => app.reauthGuard.failed(request, idStaff),
    },
    loginGuard: {
      async check(email) {
        const until = await app.loginGuard.waitingUntil(request, email);
        return until ? tooMany(request, reply, Math.ceil((until - Date.now()) / 1000)) : null;
      },
      failed: (email) => app.loginGuard.failed(request, email),
      succeeded: (email) => app.loginGuard.succeeded(request, email),
    },
  });
}

/**
 * preHandler of the pages' route: a form posted to any page counts against `pageAction`, so an
 * action without a limit of its own is still limited (deny by default).
 */
export function defaultPageActionLimit(app: FastifyInstance) {
  // Counted by address, as the plugin's own limits are.
  const check = keyedLimit(app, LIMITS.pageAction, (request) => request.ip);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return;
    return check(request, reply);
  };
}
