import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { errorBody } from './schemas.ts';

export function analyticsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/analytics/pageview',
      {
        // A count of views: nothing of a member's changes (decision 073).
        config: { keepsMemberReads: true },
        schema: {
          tags: ['analytics'],
          summary: 'First-party page view (only when ANALYTICS_PROVIDER=first-party)',
          body: z.object({ path: z.string().startsWith('/').max(2000) }),
          response: { 204: z.null(), 400: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        if (services.settings.analytics.provider !== 'first-party') {
          return reply.status(404).send({ message: 'This API endpoint does not exist.' });
        }
        await services.recordPageView(request.body.path);
        return reply.status(204).send(null);
      },
    );
  };
}
