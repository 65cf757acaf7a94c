import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/**
 * /healthz: the process is up. /readyz: the database answers too; when Redis (shared rate limits)
 * is configured but unreachable the instance still serves, with limits counted in-process: ready,
 * but `degraded`, so a load balancer keeps sending traffic and monitoring still sees it.
 */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const status = z.object({ status: z.string(), redis: z.enum(['up', 'down']).optional() });
    app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { hide: true, response: { 200: status, 503: status } } },
      async (_request, reply) => {
        try {
          await database.ping();
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
        const redis = app.hasDecorator('redisStatus') ? app.redisStatus() : null;
        if (redis === null) return { status: 'ready' };
        return { status: redis === 'up' ? 'ready' : 'degraded', redis };
      },
    );
  };
}
