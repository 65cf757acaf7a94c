import { z } from 'zod';

const INVALID = 'studio_catalogue.errors.invalid';

/** Limits of a static page's fields (characters). */
export const PAGE_LIMITS = { title: 200, body: 100_000, html: 100_000 } as const;

/**
 * A static page's text in one locale: title, markdown body and the optional HTML
 * field the spec allows (sanitised when saved and again when shown; decision 043).
 */
export const staticPageSchema = z.object({
  title: z
    .string(INVALID)
    .trim()
    .min(1, 'studio_catalogue.errors.title_required')
    .max(PAGE_LIMITS.title, 'studio_catalogue.errors.too_long'),
  body: z.string(INVALID).max(PAGE_LIMITS.body, 'studio_catalogue.errors.too_long').default(''),
  html: z
    .string(INVALID)
    .max(PAGE_LIMITS.html, 'studio_catalogue.errors.too_long')
    .nullish()
    .transform((value) => (value?.trim() ? value : null)),
});

export type StaticPageInput = z.output<typeof staticPageSchema>;
