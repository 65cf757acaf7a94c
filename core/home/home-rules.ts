import { z } from 'zod';

/** How many the public home shows at most (core/articles/list-articles.ts listPlacedArticles). */
export const HOME_LIMITS = { featured: 8, home: 30, banners: 2, encyclopedia: 4 } as const;

const INVALID = 'studio_home.errors.invalid';
const id = z
  .number(INVALID)
  .int(INVALID)
  .min(1, INVALID)
  .max(2 ** 31 - 1, INVALID);
const ids = (max: number, tooMany: string) =>
  z
    .array(id, INVALID)
    .max(max, tooMany)
    .refine((list) => new Set(list).size === list.length, 'studio_home.errors.twice');

/**
 * A home page curation (decision 044) as the API and the studio's form send it: the
 * carousel's and the list's articles in order, the two banners in order, the in-context article
 * (null: automatic) and the encyclopedia widget's families. Messages are catalog keys.
 */
export const homeChoiceSchema = z.object({
  revision: z
    .number(INVALID)
    .int(INVALID)
    .min(0, INVALID)
    .max(2 ** 31 - 1, INVALID),
  featured: ids(HOME_LIMITS.featured, 'studio_home.errors.too_many_featured'),
  home: ids(HOME_LIMITS.home, 'studio_home.errors.too_many_home'),
  banners: ids(HOME_LIMITS.banners, 'studio_home.errors.too_many_banners'),
  in_context: id.nullable(),
  encyclopedia: ids(HOME_LIMITS.encyclopedia, 'studio_home.errors.too_many_families').min(
    1,
    'studio_home.errors.no_family',
  ),
});

export type HomeChoiceInput = z.output<typeof homeChoiceSchema>;
