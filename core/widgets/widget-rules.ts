import { z } from 'zod';

/** Limits of the home widgets' texts (characters): each fits its box on a phone. */
export const WIDGET_LIMITS = {
  quote: 400,
  author: 80,
  tip: 400,
  question: 200,
  option: 100,
  options: 8,
} as const;

const INVALID = 'studio_widgets.errors.invalid';
const text = (max: number, required: string, tooLong: string) =>
  z.string(INVALID).trim().min(1, required).max(max, tooLong);

/** A quote of the rotation ("Widgets"); messages are catalog keys. */
export const quoteSchema = z.object({
  content: text(
    WIDGET_LIMITS.quote,
    'studio_widgets.errors.required',
    'studio_widgets.errors.too_long',
  ),
  author: text(
    WIDGET_LIMITS.author,
    'studio_widgets.errors.required',
    'studio_widgets.errors.too_long',
  ),
  is_active: z.boolean(INVALID).default(true),
});
export type QuoteInput = z.output<typeof quoteSchema>;

/** A tip, for guests, members or both (`all`). */
export const tipSchema = z.object({
  content: text(
    WIDGET_LIMITS.tip,
    'studio_widgets.errors.required',
    'studio_widgets.errors.too_long',
  ),
  audience: z.enum(['all', 'guests', 'members'], INVALID),
});
export type TipInput = z.output<typeof tipSchema>;

const instant = z.iso
  .datetime({ offset: true, error: 'studio_widgets.errors.date' })
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

/**
 * A poll: its question, open and close dates (either may be open), whether it is on, and its
 * options in order; an option with `id_option` is an existing one (its votes stay with it).
 */
export const pollSchema = z
  .object({
    question: text(
      WIDGET_LIMITS.question,
      'studio_widgets.errors.required',
      'studio_widgets.errors.too_long',
    ),
    opens_at: instant,
    closes_at: instant,
    is_active: z.boolean(INVALID).default(true),
    options: z
      .array(
        z.object({
          id_option: z
            .number(INVALID)
            .int(INVALID)
            .min(1, INVALID)
            .max(2 ** 31 - 1, INVALID)
            .optional(),
          label: text(
            WIDGET_LIMITS.option,
            'studio_widgets.errors.option_required',
            'studio_widgets.errors.too_long',
          ),
        }),
        INVALID,
      )
      .min(2, 'studio_widgets.errors.two_options')
      .max(WIDGET_LIMITS.options, 'studio_widgets.errors.too_many_options'),
  })
  .superRefine((poll, context) => {
    if (poll.opens_at && poll.closes_at && poll.closes_at <= poll.opens_at)
      context.addIssue({
        code: 'custom',
        path: ['closes_at'],
        message: 'studio_widgets.errors.closes_before_opens',
      });
    const ids = poll.options.flatMap((o) => (o.id_option ? [o.id_option] : []));
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', path: ['options'], message: INVALID });
  });
export type PollInput = z.output<typeof pollSchema>;
