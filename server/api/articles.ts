import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { errorBody, idParam } from './schemas.ts';

export const articleTeaser = z.object({
  id_article: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  image_url: z.string().nullable(),
  mobile_image_url: z.string().nullable(),
  timestamp: z.number(),
  author: z.object({ name: z.string() }).nullable(),
});

export function articleRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/articles/in-context-widget/',
      {
        schema: {
          tags: ['articles'],
          summary: 'One article for a widget, optionally of a family and/or category',
          querystring: z.object({ id_family: idParam.optional(), id_category: idParam.optional() }),
          response: { 200: articleTeaser.or(z.object({})), 400: errorBody },
        },
      },
      async (request) => {
        const { id_family, id_category } = request.query;
        return (
          (await services.articles.inContext({
            ...(id_family !== undefined ? { idFamily: id_family } : {}),
            ...(id_category !== undefined ? { idCategory: id_category } : {}),
          })) ?? {}
        );
      },
    );
  };
}
