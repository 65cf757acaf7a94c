import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Services } from '../../core/container.ts';
import type { AccountAction } from '../../core/site/page-action-tools.ts';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';
import { createReauthGuard, type ReauthGuard } from './reauth-guard.ts';

export interface RateLimitOptions {
  services: Services;
  redisUrl: string | null;
  /** Keys that name a person (an e-mail) are stored as an HMAC under this secret, never in clear. */
  sessionSecret: string;
  /** Multiplies every limit (RATE_LIMIT_SCALE): the browser tests register many members from one address. */
  scale: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitScale: number;
    rateLimitMessages: Services['messages'];
    /** The Redis client of the limits, or null when they are counted in memory. */
    rateLimitRedis: Redis | null;
    /** A stable, non-reversible stand-in for a personal value (an e-mail) in a limit key. */
    limitKey(purpose: string, value: string): string;
    /** Wrong passwords given again by signed-in staff (server/plugins/reauth-guard.ts). */
    reauthGuard: ReauthGuard;
    /** Whether the shared counts are reachable: null when no Redis is configured. */
    redisStatus: () => 'up' | 'down' | null;
  }
}

/** The form an e-mail is compared in: what a person types with other spaces or capitals is the same. */
export const normaliseEmail = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * A keyed hash (HMAC-SHA-256 under the session secret) of a value, for limit keys: Redis and
 * memory then hold no e-mail address, and nobody without the secret can test guesses against
 * the keys.
 */
export function limitKeyOf(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}\0${value}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Longest a rate-limit count may wait for Redis before the in-process count is used. */
const REDIS_COMMAND_TIMEOUT_MS = 100;

/**
 * Rate limits for the calls that guess or send (login, registration, checks, recovery,
 * subscribe, uploads): off by default, set per route. In memory for one instance; in Redis when
 * REDIS_URL is set, so several instances share the counts. When Redis cannot answer within
 * 100 ms (down, restarting, unreachable), each instance counts on its own until it is back:
 * limits still apply, and no request waits for a Redis that is not there.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(async (app: FastifyInstance, options) => {
  // ioredis (~2 MB of heap) loads only where REDIS_URL is set (decision 064).
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, {
        connectTimeout: 1000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        // Fail at once while disconnected instead of queueing until Redis is back.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        // Keep trying to reconnect, at most every 2 s.
        retryStrategy: (times) => Math.min(times * 200, 2000),
        lazyConnect: false,
      })
    : null;
  let redisUp = false;
  if (redis) {
    // Logged when the state changes, not per request or per reconnection attempt.
    let reported: boolean | null = null;
    const report = (up: boolean, error?: unknown) => {
      redisUp = up;
      if (reported === up) return;
      reported = up;
      if (up) app.log.info('rate limits: Redis reachable, counts are shared');
      else
        app.log.warn(
          { err: error },
          'rate limits: Redis unreachable, counting in this process until it is back',
        );
    };
    redis.on('ready', () => report(true));
    redis.on('error', (error: unknown) => report(false, error));
    redis.on('close', () => report(false));
    app.addHook('onClose', async () => {
      redis.removeAllListeners('close');
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  app.decorate('redisStatus', () => (redis ? (redisUp ? 'up' : 'down') : null));
  app.decorate('rateLimitScale', options.scale);
  app.decorate('rateLimitMessages', options.services.messages);
  app.decorate('rateLimitRedis', redis);
  app.decorate('limitKey', (purpose: string, value: string) =>
    limitKeyOf(options.sessionSecret, purpose, value),
  );
  await app.register(rateLimit, {
    global: false,
    store: bucketStore(
      redis
        ? fallbackStore(redis, 'pawpedia-rl:', () => redisUp)
        : () => new LocalStore(false, false),
    ),
    // Thrown, so the error handler answers it like every other error (Retry-After is already set).
    errorResponseBuilder: () =>
      new HttpError(429, translate(options.services.messages, 'account.too_many_requests')),
  });
  app.decorate('reauthGuard', createReauthGuard(app, LIMITS.studioReauth));
});

interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  /** The count without adding to it (the plugin's `{ increment: false }`). */
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass<A extends unknown[]> = new (...args: A) => Store;
const require = createRequire(import.meta.url);
// The plugin's own stores (not in its typings, but part of the published package).
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass<
  [boolean, boolean, number?]
>;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass<
  [boolean, boolean, Redis, string?]
>;

/**
 * One count per named bucket (`bucket` of a limit), however many routes or page actions use it:
 * the API route and the page action that do the same thing share it (decision 028). A limit
 * without a bucket counts on its own, per route, as the plugin does.
 */
function bucketStore(base: () => Store) {
  return class BucketStore implements Store {
    private readonly root = base();
    private readonly buckets = new Map<string, Store>();
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.root.incr(key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.root.read(key, callback, timeWindow, max);
    }
    child(params: unknown) {
      const name = (params as { bucket?: unknown }).bucket;
      if (typeof name !== 'string') return this.root.child(params);
      let store = this.buckets.get(name);
      if (!store) {
        // The Redis store names its keys after routeInfo: the bucket's name, not a route's.
        store = this.root.child({ ...(params as object), routeInfo: { method: '', url: name } });
        this.buckets.set(name, store);
      }
      return store;
    }
  };
}

/** Counts in Redis while it answers, in this process otherwise. */
function fallbackStore(redis: Redis, nameSpace: string, redisUp: () => boolean) {
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.either('incr', key, callback, timeWindow, max);
    }
    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.either('read', key, callback, timeWindow, max);
    }
    private either(
      method: 'incr' | 'read',
      key: string,
      callback: Callback,
      timeWindow: number,
      max: number,
    ) {
      if (!redisUp()) return this.local[method](key, callback, timeWindow, max);
      this.shared[method](
        key,
        (error, result) =>
          error ? this.local[method](key, callback, timeWindow, max) : callback(null, result),
        timeWindow,
        max,
      );
    }
    child(routeOptions: unknown) {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return () =>
    new FallbackStore(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false));
}

/**
 * A limit of `max` calls per window, scaled by RATE_LIMIT_SCALE, counted in the named bucket:
 * every route and page action that uses the same limit shares one count (decision 028).
 */
function limit(bucket: string, max: number, timeWindow: string) {
  return {
    max: (request: FastifyRequest) => max * request.server.rateLimitScale,
    timeWindow,
    bucket,
  };
}

/** Limits for the member calls: per address, and per account where one is named. */
export const LIMITS = {
  /** Per address; guesses at one account are slowed by server/plugins/login-guard.ts. */
  login: limit('login', 10, '15 minutes'),
  register: limit('register', 5, '1 hour'),
  /** The username check, asked while the visitor types (debounced, 500 ms). */
  validate: limit('validate', 60, '1 minute'),
  /**
   * The e-mail check says whether an address has an account (the specification asks for it):
   * slow enough that trying lists of addresses takes days (docs/security.md, decision 071).
   * The form asks it once per press of the step's button.
   */
  validateEmail: limit('validate-email', 10, '1 minute'),
  validateEmailDaily: limit('validate-email-daily', 200, '1 day'),
  /** A reset link asked for (per address, and per e-mail with another key). */
  recovery: limit('recovery', 5, '1 hour'),
  /** A new password set with a reset link. */
  recoveryReset: limit('recovery-reset', 5, '1 hour'),
  subscribe: limit('subscribe', 10, '1 hour'),
  upload: limit('upload', 20, '1 hour'),
  /** Password change and account erasure: they take the current password, so they guess too. */
  accountPassword: limit('account-password', 30, '15 minutes'),
  accountPasswordPerAccount: limit('account-password-per-account', 10, '15 minutes'),
  /** Any page action (a form posted to a page) without a limit of its own. */
  pageAction: limit('page-action', 60, '15 minutes'),
  /**
   * The studio's own counts, apart from members' (decision 031): a member's sign-in or reset
   * never uses up a staff member's, nor the reverse. Each sign-in step has its own.
   */
  studioPassword: limit('studio-password', 10, '15 minutes'),
  studioSecondFactor: limit('studio-second-factor', 10, '15 minutes'),
  studioEnrol: limit('studio-enrol', 10, '15 minutes'),
  /** The setup link and invitations: a token is guessed by nobody, but no one may try forever. */
  studioToken: limit('studio-token', 10, '1 hour'),
  /**
   * Wrong passwords given again by a signed-in staff member, counted per staff member (never per
   * address, never before sign-in: server/plugins/reauth-guard.ts, decision 071).
   */
  studioReauth: limit('studio-reauth', 30, '15 minutes'),
};

export type LimitName = keyof typeof LIMITS;

/** The key of the per-e-mail count of reset links: a keyed hash, never the address itself. */
export const recoveryEmailKey = (app: FastifyInstance, email: unknown) =>
  `recovery-email:${app.limitKey('recovery-email', normaliseEmail(email))}`;

/** The key of the per-account count of an action (one that takes the current password, an upload). */
export const accountActionKey = (action: AccountAction, idUser: number | 'guest') =>
  `${action}:${idUser}`;

/**
 * A second limit on a route, counted by a key taken from the request (an e-mail, an account):
 * the plugin runs only one limiter per request, so this one is a preHandler of its own.
 */
export function keyedLimit(
  app: FastifyInstance,
  options: ReturnType<typeof limit>,
  keyOf: (request: FastifyRequest) => string,
) {
  const limiter = app.createRateLimit({ ...options, keyGenerator: keyOf });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(
        429,
        translate(request.server.rateLimitMessages, 'account.too_many_requests'),
      );
    }
  };
}
