/**
 * Newsletter editions (decision 047): what both the server and the studio screen know.
 * Browser-safe: zod only. The states repeat db/schema/newsletter.ts's (db/ never imports core/).
 */
import { z } from 'zod';

export const EDITION_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

export const EDITION_LIMITS = {
  subject: 200,
  preheader: 200,
  intro: 20_000,
  closing: 2_000,
  articles: 12,
  products: 6,
  /** Rows each picker offers. */
  pickable: 200,
} as const;

/** Messages are catalog keys (studio_newsletter.errors.*). */
export const editionInput = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'studio_newsletter.errors.subject_required')
    .max(EDITION_LIMITS.subject, 'studio_newsletter.errors.too_long'),
  preheader: z.string().trim().max(EDITION_LIMITS.preheader, 'studio_newsletter.errors.too_long'),
  intro: z.string().max(EDITION_LIMITS.intro, 'studio_newsletter.errors.too_long'),
  closing: z.string().trim().max(EDITION_LIMITS.closing, 'studio_newsletter.errors.too_long'),
  articleIds: z
    .array(z.number().int().positive())
    .max(EDITION_LIMITS.articles, 'studio_newsletter.errors.too_many_articles')
    .refine((ids) => new Set(ids).size === ids.length, 'studio_newsletter.errors.duplicate'),
  productIds: z
    .array(z.number().int().positive())
    .max(EDITION_LIMITS.products, 'studio_newsletter.errors.too_many_products')
    .refine((ids) => new Set(ids).size === ids.length, 'studio_newsletter.errors.duplicate'),
});
export type EditionInput = z.infer<typeof editionInput>;

export type EditionError = 'not_found' | 'not_editable' | 'not_schedulable' | 'not_cancellable';

/** What the editions' services throw for a change the edition's state does not allow. */
export class EditionRefusal extends Error {
  constructor(readonly reason: EditionError) {
    super(reason);
  }
}
