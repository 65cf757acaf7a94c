import { z } from 'zod';

/** Route parameter rules of spec section 5: ids are digits only. */
export const idParam = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a number')
  .transform(Number);

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
