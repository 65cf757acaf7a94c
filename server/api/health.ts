import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/** /healthz: the process is up. /readyz: the database answers too. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const status = z.object({ status: z.string() });
    app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { hide: true, response: { 200: status, 503: status } } },
      async (_request, reply) => {
        try {
          await database.ping();
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
}
