import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { errorBody, idParam } from './schemas.ts';

const infographicSummary = z.object({
  id_infographic: z.number(),
  title: z.string(),
  slug: z.string(),
  image_path: z.string().describe('Desktop image'),
  mobile_image_path: z.string().describe('Image under the 640 px breakpoint'),
  thumbnail_path: z.string(),
});

const infographic = infographicSummary.extend({
  facts: z.array(z.string()).describe('What the image shows, as text'),
  related: z.array(infographicSummary).describe('"See also" infographics, in order'),
});

const empty = z.strictObject({});

export function infographicRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/infographics/list',
      {
        schema: {
          tags: ['infographics'],
          summary: 'Every infographic, newest first',
          response: { 200: z.array(infographicSummary) },
        },
      },
      async () => services.infographics.list(),
    );

    app.get(
      '/api/infographics/home',
      {
        schema: {
          tags: ['infographics'],
          summary: 'The home-page infographic; an empty object when there is none',
          response: { 200: z.union([infographicSummary, empty]) },
        },
      },
      async () => (await services.infographics.home()) ?? {},
    );

    app.get(
      '/api/infographics/:id_infographic',
      {
        schema: {
          tags: ['infographics'],
          summary: 'One infographic with its related ones; a missing one is an empty answer with status 404',
          params: z.object({ id_infographic: idParam }),
          response: { 200: infographic, 404: empty, 400: errorBody },
        },
      },
      async (request, reply) => {
        const found = await services.infographics.get(request.params.id_infographic);
        return found ?? reply.status(404).send({});
      },
    );
  };
}
