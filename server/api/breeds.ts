import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { errorBody, idParam, product } from './schemas.ts';

const breedListItem = z.object({
  id_breed: z.number(),
  id_family: z.number(),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  fluid_image_url: z.string().nullable(),
  synonyms: z.string().describe('Semicolon-separated'),
  size: z.string(),
});

const range = z.object({ minimum: z.number().nullable(), maximum: z.number().nullable() });
const sexMeasures = z.object({ weight: range, height: range });
const attribute = z.object({
  attribute_label: z.string(),
  label: z.string(),
  key: z.string(),
  value: z.number(),
  options: z.array(z.object({ key: z.string(), label: z.string() })),
});

const breedProfile = z.object({
  id_breed: z.number(),
  id_family: z.number(),
  name: z.string(),
  slug: z.string(),
  synonyms: z.array(z.string()),
  origin: z.string(),
  date_origin: z.string(),
  race_type: z.string(),
  utilizations: z.string(),
  abstract: z.string(),
  lifespan: range,
  measures: z.object({ male: sexMeasures, female: sexMeasures }),
  attributes: z.object({
    size: attribute,
    climate: attribute,
    exercise: attribute,
    grooming: attribute,
    training: attribute,
  }),
  specifics: z.array(z.object({ attribute: z.string(), value: z.string() })),
  texts: z.record(z.string(), z.string()),
  image_url: z.string().nullable(),
  fluid_image_url: z.string().nullable(),
  featured_product: product.nullable(),
});

const relatedBreed = z.object({
  id_breed: z.number(),
  id_family: z.number(),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
});

const idBreedParams = z.object({ id_breed: idParam });

export function breedRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/breeds/list/:id_family',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['breeds'],
          summary: 'Breeds of one family, A to Z',
          params: z.object({ id_family: idParam }),
          response: { 200: z.array(breedListItem), 400: errorBody },
        },
      },
      async (request) => services.breeds.list(request.params.id_family),
    );

    app.get(
      '/api/breeds/profile/:id_breed',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['breeds'],
          summary: 'A breed profile; a missing breed is an empty answer with status 404',
          params: idBreedParams,
          response: { 200: breedProfile, 404: z.object({}), 400: errorBody },
        },
      },
      async (request, reply) => {
        const profile = await services.breeds.profile(request.params.id_breed);
        return profile ?? reply.status(404).send({});
      },
    );

    app.get(
      '/api/breeds/profile/:id_breed/products',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['breeds'],
          summary: "The breed's product kit",
          params: idBreedParams,
          response: { 200: z.array(product), 400: errorBody },
        },
      },
      async (request) => services.breeds.products(request.params.id_breed),
    );

    app.get(
      '/api/breeds/profile/:id_breed/related',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['breeds'],
          summary: 'Related breeds: same family, same size first',
          params: idBreedParams,
          response: { 200: z.array(relatedBreed), 400: errorBody },
        },
      },
      async (request) => services.breeds.related(request.params.id_breed),
    );
  };
}
