import { createHmac } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Services } from '../../core/container.ts';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';

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

/**
 * Rate limits for the calls that guess or send (login, registration, checks, recovery,
 * subscribe, uploads): off by default, set per route. In memory for one instance; in Redis when
 * REDIS_URL is set, so several instances share the counts.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(async (app: FastifyInstance, options) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('rateLimitScale', options.scale);
  app.decorate('rateLimitMessages', options.services.messages);
  app.decorate('rateLimitRedis', redis);
  app.decorate('limitKey', (purpose: string, value: string) =>
    limitKeyOf(options.sessionSecret, purpose, value),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pawpedia-rl:' } : {}),
    // A Redis outage must not lock members out: count nothing rather than refuse everyone.
    skipOnError: true,
    // Thrown, so the error handler answers it like every other error (Retry-After is already set).
    errorResponseBuilder: () =>
      new HttpError(429, translate(options.services.messages, 'account.too_many_requests')),
  });
});

/** A limit of `max` calls per window, scaled by RATE_LIMIT_SCALE. */
function limit(max: number, timeWindow: string) {
  return { max: (request: FastifyRequest) => max * request.server.rateLimitScale, timeWindow };
}

/** Limits for the member calls: per address, and per account where one is named. */
export const LIMITS = {
  /** Per address; guesses at one account are slowed by server/plugins/login-guard.ts. */
  login: limit(10, '15 minutes'),
  register: limit(5, '1 hour'),
  validate: limit(60, '1 minute'),
  recovery: limit(5, '1 hour'),
  subscribe: limit(10, '1 hour'),
  upload: limit(20, '1 hour'),
  /** Password change and account erasure: they take the current password, so they guess too. */
  accountPassword: limit(30, '15 minutes'),
  accountPasswordPerAccount: limit(10, '15 minutes'),
};

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
