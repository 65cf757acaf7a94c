import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisOptions } from 'ioredis';
import {
  decodePurgeMessage,
  encodePurgeMessage,
  PURGE_CHANNEL,
  type PurgeBus,
} from '../../core/publishing/purge.ts';

export interface PurgeFanoutOptions {
  purge: PurgeBus;
  redisUrl: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    purgeFanout: {
      /** Whether announcements reach the other instances: null when no Redis is configured. */
      status(): 'up' | 'down' | null;
      /** Settles once this instance listens to the others' announcements (tests wait on it). */
      listening(): Promise<void>;
    };
  }
}

/** The Redis client options of the rate limits (server/plugins/rate-limits.ts). */
const REDIS_OPTIONS: RedisOptions = {
  connectTimeout: 1000,
  commandTimeout: 100,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (times) => Math.min(times * 200, 2000),
  lazyConnect: false,
};

/**
 * Purge announcements of every instance reach every other one (docs/decisions/035): each
 * announcement made in this process is published on Redis, and each one published by another
 * instance is announced here, so every page cache empties within a second. A subscribing
 * connection can do nothing else, hence two clients. When Redis is down (decision 022) this is
 * logged once per outage, announcements stay local, and other instances still notice the change
 * through the content version they poll (server/plugins/page-cache.ts).
 */
export const purgeFanoutPlugin = fp<PurgeFanoutOptions>(async (app: FastifyInstance, options) => {
  if (!options.redisUrl) {
    app.decorate('purgeFanout', { status: () => null, listening: async () => undefined });
    return;
  }
  // ioredis loads only where REDIS_URL is set (decision 064).
  const { Redis } = await import('ioredis');
  const instance = randomBytes(8).toString('hex');
  const publisher = new Redis(options.redisUrl, REDIS_OPTIONS);
  const subscriber = new Redis(options.redisUrl, REDIS_OPTIONS);

  let up = false;
  let reported: boolean | null = null;
  const report = (nowUp: boolean, error?: unknown) => {
    up = nowUp;
    if (reported === nowUp) return;
    reported = nowUp;
    if (nowUp) app.log.info('purge: Redis reachable, announcements reach every instance');
    else
      app.log.warn(
        { err: error },
        'purge: Redis unreachable, other instances see changes through the content version until it is back',
      );
  };

  let markListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (markListening = resolve));
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection; asking twice is harmless.
    subscriber.subscribe(PURGE_CHANNEL).then(
      () => {
        report(true);
        markListening();
      },
      (error: unknown) => report(false, error),
    );
  });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => report(false, error));
    client.on('close', () => report(false));
  }

  // Set while an announcement that came from Redis is handed to this process's listeners, so
  // that it is not published back.
  let relaying = false;
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== PURGE_CHANNEL) return;
    const received = decodePurgeMessage(message);
    if (!received || received.from === instance) return;
    relaying = true;
    try {
      options.purge.announce(received.scope);
    } finally {
      relaying = false;
    }
  });
  const unsubscribe = options.purge.subscribe((scope) => {
    if (relaying) return;
    publisher
      .publish(PURGE_CHANNEL, encodePurgeMessage({ from: instance, scope }))
      .catch((error: unknown) => report(false, error));
  });

  app.decorate('purgeFanout', {
    status: () => (up ? 'up' : 'down'),
    listening: () => listening,
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    markListening();
    for (const client of [publisher, subscriber]) {
      client.removeAllListeners('close');
      await client.quit().catch(() => client.disconnect());
    }
  });
});
