import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import {
  breedSchema,
  categorySchema,
  familySchema,
  pathErrorsOf,
} from '../../../core/breeds/breed-rules.ts';
import type { BreedSaveResult } from '../../../core/studio/breeds/read-breed.ts';
import { BREED_TEXT_SECTIONS } from '../../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';

const range = z.object({ minimum: z.number().nullable(), maximum: z.number().nullable() });
const sex = z.object({ weight: range, height: range });
const breedBody = z.object({
  id_breed: z.number(),
  revision: z.number(),
  updated_at: z.string(),
  id_family: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  synonyms: z.array(z.string()),
  origin: z.string(),
  date_origin: z.string(),
  race_type: z.string(),
  utilizations: z.string(),
  abstract: z.string(),
  lifespan: range,
  measures: z.object({ male: sex, female: sex }),
  attributes: z.record(z.string(), z.string()),
  specifics: z.array(z.object({ attribute: z.string(), value: z.string() })),
  texts: z.object(
    Object.fromEntries(BREED_TEXT_SECTIONS.map((section) => [section, z.string()])) as Record<
      (typeof BREED_TEXT_SECTIONS)[number],
      z.ZodString
    >,
  ),
  image_url: z.string().nullable(),
  fluid_image_url: z.string().nullable(),
  featured_product: z.number().nullable(),
  kit: z.array(z.number()),
  related: z.array(z.number()),
});
const listBody = z.object({
  breeds: z.array(
    z.object({
      id_breed: z.number(),
      id_family: z.number(),
      name: z.string(),
      slug: z.string(),
      revision: z.number(),
      updated_at: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
const familyBody = z.object({
  id_family: z.number(),
  name: z.string(),
  slug: z.string(),
  is_root_category: z.boolean(),
  has_breeds: z.boolean(),
  menu_colour: z.string().nullable(),
  menu_image_url: z.string().nullable(),
  image_url: z.string().nullable(),
  position: z.number(),
  breed_of_the_week_mode: z.enum(['chosen', 'weekly']),
  id_breed_of_the_week: z.number().nullable(),
  revision: z.number(),
});
const categoryBody = z.object({
  id_category: z.number(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
});
/** The body is checked by the core's rules (messages next to each field), not by the route. */
const anyBody = z.record(z.string(), z.unknown());
const params = z.object({ id: idParam });

/**
 * Breeds, families and categories (docs/decisions/042): editors and up (`breeds.edit`).
 * A save sends the revision it was loaded at (409 when another save came first); every change is
 * audited and shows on the public pages at once.
 */
export function breedRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  const studio = services.studioBreeds;
  const notFound = () => new HttpError(404, t('studio_breeds.not_found'));
  const checked = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const fields = pathErrorsOf(schema, body);
    if (!fields.ok) throw invalid(fields.errors);
    return fields.value;
  };
  const answer = (result: BreedSaveResult) => {
    if (result.ok) return result.breed;
    if (result.reason === 'not_found') throw notFound();
    if (result.reason === 'conflict') throw new HttpError(409, t('studio_breeds.conflict'));
    throw invalid(result.errors);
  };

  app.get(
    '/api/studio/breeds',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary: 'Breeds A to Z, 25 a page, by a part of the name or a synonym and by family',
        querystring: z.object({
          q: z.string().max(200).optional(),
          family: idParam.optional(),
          page: z.coerce.number().int().min(1).max(10_000).optional(),
        }),
        response: { 200: listBody },
      },
    },
    async (request) => {
      const { q, family, page } = request.query;
      const list = await studio.list({ q, family: family ?? null, page });
      return {
        ...list,
        breeds: list.breeds.map((b) => ({ ...b, updated_at: b.updated_at.toISOString() })),
      };
    },
  );

  app.get(
    '/api/studio/breeds/:id',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary: 'A breed with every field the studio edits, and its revision',
        params,
        response: { 200: breedBody, 404: errorBody },
      },
    },
    async (request) => (await studio.get(request.params.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/studio/breeds',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary: 'Adds a breed; audited',
        body: anyBody,
        response: { 201: breedBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const input = checked(breedSchema, request.body);
      const created = answer(await studio.create(staffOf(request), input));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/studio/breeds/:id',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary:
          'Saves a breed over the revision it was loaded at (409 when another save came first); audited',
        params,
        body: anyBody,
        response: { 200: breedBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const revision = checked(
        z.object({ revision: z.number('studio_breeds.errors.invalid').int().min(0) }),
        request.body,
      ).revision;
      const input = checked(breedSchema, request.body);
      return answer(await studio.update(staffOf(request), request.params.id, revision, input));
    },
  );

  app.delete(
    '/api/studio/breeds/:id',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary:
          'Deletes a breed (pets keep no breed); audited (deleted: false when there was none)',
        params,
        response: { 200: z.object({ deleted: z.boolean() }) },
      },
    },
    async (request) => ({
      deleted: await studio.remove(staffOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/studio/catalogue/families',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary: 'Families and categories in menu order, names in the site language',
        response: {
          200: z.object({ families: z.array(familyBody), categories: z.array(categoryBody) }),
        },
      },
    },
    async () => ({ families: await studio.families(), categories: await studio.categories() }),
  );

  app.put(
    '/api/studio/catalogue/families/:id',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary:
          'Saves a family (name, root flag, menu colour and image, order, breed of the week) over its revision; audited',
        params,
        body: anyBody,
        response: {
          200: z.object({ revision: z.number() }),
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const input = checked(familySchema, request.body);
      const result = await studio.saveFamily(staffOf(request), request.params.id, input);
      if (result.ok) return { revision: result.revision };
      if (result.reason === 'not_found') throw notFound();
      if (result.reason === 'conflict') throw new HttpError(409, t('studio_breeds.conflict'));
      throw invalid(result.errors);
    },
  );

  app.put(
    '/api/studio/catalogue/categories/:id',
    {
      config: { permission: 'breeds.edit' },
      schema: {
        summary: "Saves a category's name and order; audited",
        params,
        body: anyBody,
        response: { 200: z.object({ saved: z.boolean() }), 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const input = checked(categorySchema, request.body);
      if (!(await studio.saveCategory(staffOf(request), request.params.id, input)))
        throw notFound();
      return { saved: true };
    },
  );
}
