import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ID, parseId } from '../../core/shared/ids.ts';

/** The zod-typed Fastify instance a route module adds its routes to. */
export type ApiApp = Parameters<FastifyPluginAsyncZod>[0];

/** Loose input types: the account rules are checked by the services, with their messages. */
export { text } from '../../core/accounts/account-forms.ts';

/**
 * Route parameter rules: ids are digits only. One beyond the database's integer
 * range becomes 0, an id that never exists (ids start at 1), so it is answered like any unknown
 * id rather than failing in the database (decision 021).
 */
export const idParam = z
  .string()
  .regex(/^\d+$/, 'must be a number')
  .transform((text) => parseId(text) ?? 0);

/** The same rule for an id sent as a JSON number: beyond the integer range, an unknown id (0). */
export const idValue = z
  .number()
  .int()
  .positive()
  .transform((id) => (id <= MAX_ID ? id : 0));

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const product = z.object({
  id_product: z.number(),
  name: z.string(),
  title: z.string(),
  abstract: z.string(),
  description: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  background_image_url: z.string().nullable(),
  background_mobile_image_url: z.string().nullable(),
  price: z.number().nullable(),
  type: z.enum(['banner', 'product']),
});
