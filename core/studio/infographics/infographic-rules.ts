import { z } from 'zod';
import { isPictureOrLink } from '../products/product-rules.ts';

const INVALID = 'studio_catalogue.errors.invalid';

const picture = z
  .string(INVALID)
  .trim()
  .min(1, 'studio_catalogue.errors.picture_required')
  .max(500, 'studio_catalogue.errors.picture')
  .refine(isPictureOrLink, 'studio_catalogue.errors.picture');

/**
 * An infographic: its title and address (slug), its desktop, phone and thumbnail
 * pictures, and the related infographics in order.
 */
export const infographicSchema = z.object({
  title: z
    .string(INVALID)
    .trim()
    .min(1, 'studio_catalogue.errors.title_required')
    .max(200, 'studio_catalogue.errors.too_long'),
  slug: z
    .string(INVALID)
    .trim()
    .toLowerCase()
    .max(200, 'studio_catalogue.errors.too_long')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'studio_catalogue.errors.slug'),
  image_path: picture,
  mobile_image_path: picture,
  thumbnail_path: picture,
  related: z.array(z.number(INVALID).int(INVALID).positive(INVALID), INVALID).max(12).default([]),
});

export type InfographicInput = z.output<typeof infographicSchema>;
