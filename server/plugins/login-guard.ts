import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';
import { normaliseEmail } from './rate-limits.ts';

/**
 * Slows password guessing at one account without handing anyone a way to lock its owner out
 * (decision 023). Only failures count, and a success clears them:
 *
 * - each (account, address) pair has FREE_FAILURES wrong passwords; after that the pair waits
 *   a delay that doubles with every further failure (1 min, 2, 4 … 1 h), answered 429 with
 *   Retry-After before the password is even looked at;
 * - when the account has had ACCOUNT_ALERT failures from anywhere in the window, an address
 *   that has never signed into it gets one attempt (then the doubling delays): the owner
 *   coming from a new address still gets in with the right password, a crowd of guessing
 *   addresses gets one guess each;
 * - an address that has signed into the account keeps its FREE_FAILURES whatever others do.
 *
 * Counts live where the rate limits do (Redis when REDIS_URL is set, else memory); keys are
 * keyed hashes of the e-mail and the address, never the e-mail itself. A store outage counts
 * nothing, like the rate limits (skipOnError).
 */
export const LOGIN_GUARD = {
  freeFailures: 5,
  accountAlert: 10,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  /** Failures are forgotten this long after the last one (plus any delay still running). */
  windowMs: 15 * 60_000,
  /** How long an address that signed into an account is remembered. */
  knownMs: 90 * 24 * 60 * 60_000,
};

/** The wait after the n-th failure beyond the free ones (n = 1, 2, …). */
export const loginDelayMs = (beyond: number) =>
  Math.min(LOGIN_GUARD.firstDelayMs * 2 ** Math.max(0, beyond - 1), LOGIN_GUARD.maxDelayMs);

interface PairState {
  failures: number;
  /** Epoch ms before which this pair is refused (0: not waiting). */
  until: number;
}

interface GuardStore {
  pair(key: string): Promise<PairState>;
  /** Adds a failure to the account and returns its count in the window. */
  accountFailure(key: string, ttlMs: number): Promise<number>;
  /** Adds a failure to the pair; `delayOf(failures)` says how long it must wait now. */
  pairFailure(key: string, delayOf: (failures: number) => number, now: number): Promise<PairState>;
  isKnown(key: string): Promise<boolean>;
  succeeded(accountKey: string, pairKey: string, knownKey: string, knownMs: number): Promise<void>;
}

function memoryStore(): GuardStore {
  const entries = new Map<string, { failures: number; until: number; expires: number }>();
  const live = (key: string, now = Date.now()) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Forgotten entries are swept now and then, so the map does not grow with every guess.
  let writes = 0;
  const sweep = () => {
    if (++writes % 1000 !== 0) return;
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
  };
  return {
    async pair(key) {
      const entry = live(key);
      return { failures: entry?.failures ?? 0, until: entry?.until ?? 0 };
    },
    async accountFailure(key, ttlMs) {
      const now = Date.now();
      const entry = live(key, now) ?? { failures: 0, until: 0, expires: 0 };
      entry.failures++;
      entry.expires = now + ttlMs;
      entries.set(key, entry);
      sweep();
      return entry.failures;
    },
    async pairFailure(key, delayOf, now) {
      const entry = live(key, now) ?? { failures: 0, until: 0, expires: 0 };
      entry.failures++;
      const delay = delayOf(entry.failures);
      entry.until = delay ? now + delay : 0;
      entry.expires = now + delay + LOGIN_GUARD.windowMs;
      entries.set(key, entry);
      sweep();
      return { failures: entry.failures, until: entry.until };
    },
    async isKnown(key) {
      return live(key) !== undefined;
    },
    async succeeded(accountKey, pairKey, knownKey, knownMs) {
      entries.delete(accountKey);
      entries.delete(pairKey);
      entries.set(knownKey, { failures: 0, until: 0, expires: Date.now() + knownMs });
      sweep();
    },
  };
}

function redisStore(redis: Redis): GuardStore {
  return {
    async pair(key) {
      const [failures, until] = await redis.hmget(key, 'f', 'u');
      return { failures: Number(failures ?? 0), until: Number(until ?? 0) };
    },
    async accountFailure(key, ttlMs) {
      const results = await redis.multi().incr(key).pexpire(key, ttlMs).exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async pairFailure(key, delayOf, now) {
      const failures = await redis.hincrby(key, 'f', 1);
      const delay = delayOf(failures);
      const until = delay ? now + delay : 0;
      await redis
        .multi()
        .hset(key, 'u', String(until))
        .pexpire(key, delay + LOGIN_GUARD.windowMs)
        .exec();
      return { failures, until };
    },
    async isKnown(key) {
      return (await redis.exists(key)) === 1;
    },
    async succeeded(accountKey, pairKey, knownKey, knownMs) {
      await redis.multi().del(accountKey, pairKey).set(knownKey, '1', 'PX', knownMs).exec();
    },
  };
}

export interface LoginGuardOptions {
  /**
   * Its own key space, so one guard's counts never mix with another's (members' sign-in is
   * `login`; the studio's password and second-factor steps have theirs, decision 031).
   */
  space?: string;
  /** Whose account a request is about (default: the body's `email`). */
  accountOf?: (request: FastifyRequest) => unknown;
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one login guard of the app: the API's sign-in and the sign-in page count together. */
    loginGuard: LoginGuard;
    /**
     * The studio's sign-in guards (decision 031), one each per app: the API's steps and the
     * studio pages' actions (decision 034) count together.
     */
    studioGuards: { password: LoginGuard; code: LoginGuard };
  }
}

/** The members' login guard, made once for the app (its counts are shared by every sign-in form). */
export const loginGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('loginGuard', createLoginGuard(app));
  app.decorate('studioGuards', {
    password: createLoginGuard(app, { space: 'studio-login' }),
    // Wrong codes count against the staff member of the pending sign-in.
    code: createLoginGuard(app, {
      space: 'studio-code',
      accountOf: (request) => request.studio?.session?.staff.email,
    }),
  });
});

/**
 * The guard of a sign-in (members: POST /api/auth/login and the /login page's action; the
 * studio's steps have their own spaces): `check` or `waitingUntil` before the password is tried,
 * then `failed` or `succeeded`.
 */
export function createLoginGuard(app: FastifyInstance, options: LoginGuardOptions = {}) {
  const space = options.space ?? 'login';
  const PREFIX = `pawpedia-rl:${space}-`;
  const accountOf =
    options.accountOf ??
    ((request: FastifyRequest) => (request.body as { email?: unknown } | undefined)?.email);
  // Shared counts while Redis answers; this process's own while it does not (decision 022), so
  // the guard still applies during an outage.
  const shared = app.rateLimitRedis ? redisStore(app.rateLimitRedis) : null;
  const local = memoryStore();
  const store = () => (shared && app.redisStatus() === 'up' ? shared : local);
  const scaled = (count: number) => count * app.rateLimitScale;
  const keysOf = (request: FastifyRequest, email: unknown) => {
    const account = app.limitKey(`${space}-account`, normaliseEmail(email));
    const pair = app.limitKey(`${space}-pair`, `${account}\0${request.ip}`);
    return {
      account: `${PREFIX}account:${account}`,
      pair: `${PREFIX}pair:${pair}`,
      known: `${PREFIX}known:${pair}`,
    };
  };
  /** A store that does not answer must not keep members out: count nothing then. */
  const tolerant = async <T>(request: FastifyRequest, work: () => Promise<T>, fallback: T) => {
    try {
      return await work();
    } catch (error) {
      request.log.warn({ err: error }, 'login guard: store unavailable, not counted');
      return fallback;
    }
  };
  const tooMany = (request: FastifyRequest, reply: FastifyReply, until: number) => {
    reply.header('retry-after', String(Math.max(1, Math.ceil((until - Date.now()) / 1000))));
    return new HttpError(
      429,
      translate(request.server.rateLimitMessages, 'account.too_many_requests'),
    );
  };

  /** Epoch ms before which this address may not try this e-mail again, or 0. */
  const waitingUntil = async (request: FastifyRequest, email: unknown) => {
    const keys = keysOf(request, email);
    const state = await tolerant(request, () => store().pair(keys.pair), {
      failures: 0,
      until: 0,
    });
    return state.until > Date.now() ? state.until : 0;
  };

  return {
    waitingUntil,
    /** preHandler: a pair that is waiting is refused before the password is looked at. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      const until = await waitingUntil(request, accountOf(request));
      if (until) throw tooMany(request, reply, until);
    },
    /** A wrong password: counts it, and says 429 at once when this pair must now wait. */
    async failed(request: FastifyRequest, email: string) {
      const keys = keysOf(request, email);
      await tolerant(
        request,
        async () => {
          const onAccount = await store().accountFailure(keys.account, LOGIN_GUARD.windowMs);
          const underAttack = onAccount > scaled(LOGIN_GUARD.accountAlert);
          const free =
            underAttack && !(await store().isKnown(keys.known))
              ? 1
              : scaled(LOGIN_GUARD.freeFailures);
          await store().pairFailure(
            keys.pair,
            (failures) => (failures >= free ? loginDelayMs(failures - free + 1) : 0),
            Date.now(),
          );
        },
        undefined,
      );
    },
    /** The right password: this account's failures are cleared and the address is remembered. */
    async succeeded(request: FastifyRequest, email: string) {
      const keys = keysOf(request, email);
      await tolerant(
        request,
        () => store().succeeded(keys.account, keys.pair, keys.known, LOGIN_GUARD.knownMs),
        undefined,
      );
    },
  };
}
