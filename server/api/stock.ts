import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { errorBody, idParam } from './schemas.ts';

const stockProduct = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  buyText: z.string(),
  fromText: z.string(),
});

/**
 * The stock-management service's product call, served by this app so embedded product cards
 * work out of the box; STOCK_API_URL points the cards at an external service instead.
 */
export function stockRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/stock/product/:id_product',
      {
        schema: {
          tags: ['store'],
          summary: 'Product card data for products embedded in articles',
          params: z.object({ id_product: idParam }),
          response: { 200: z.object({ data: stockProduct }), 404: errorBody, 400: errorBody },
        },
      },
      async (request, reply) => {
        const data = await services.products.stock(request.params.id_product);
        if (!data) return reply.status(404).send({ message: 'This product does not exist.' });
        return { data };
      },
    );
  };
}
