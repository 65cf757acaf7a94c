import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { product } from './schemas.ts';

export function storeRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/store/featured',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['store'],
          summary: "The shop's featured products for the home page, linked into the locale's shop",
          response: { 200: z.array(product) },
        },
      },
      async () => services.products.featured(),
    );
  };
}
