import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { errorBody } from './schemas.ts';

const results = z.object({
  breeds: z.array(
    z.object({
      id_breed: z.number(),
      id_family: z.number(),
      name: z.string(),
      slug: z.string(),
      image_url: z.string().nullable(),
    }),
  ),
  articles: z.array(
    z.object({
      id_article: z.number(),
      title: z.string(),
      slug: z.string(),
      image_url: z.string().nullable(),
      categories: z.array(z.object({ id_category: z.number(), name: z.string() })),
    }),
  ),
  products: z.array(
    z.object({
      id_product: z.number(),
      name: z.string(),
      link: z.string(),
      image: z.string().nullable(),
      price: z.number().nullable(),
    }),
  ),
});

export function searchRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['search'],
          summary: 'Site-wide search: breeds, articles and products, ranked, 6 of each at most',
          // Long input is accepted and cut, not refused: typing never produces an error.
          querystring: z.object({ query: z.string().max(4096).default('') }),
          response: { 200: results, 400: errorBody },
        },
      },
      async (request) => services.search(request.query.query),
    );
  };
}
