import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Services } from '../../core/container.ts';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';

export interface RateLimitOptions {
  services: Services;
  redisUrl: string | null;
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

/** Limits for the member calls: per address, and per account where one is named. */
export const LIMITS = {
  login: { max: 10, timeWindow: '15 minutes' },
  loginPerAccount: { max: 5, timeWindow: '15 minutes' },
  register: { max: 5, timeWindow: '1 hour' },
  validate: { max: 60, timeWindow: '1 minute' },
  recovery: { max: 5, timeWindow: '1 hour' },
  subscribe: { max: 10, timeWindow: '1 hour' },
  upload: { max: 20, timeWindow: '1 hour' },
} as const;
