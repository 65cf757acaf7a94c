import { z } from 'zod';

/** Limits of a banner message (characters): one line on a phone, two at most. */
export const NOTICE_LIMITS = { text: 160, linkLabel: 40, url: 500 } as const;

const INVALID = 'studio_notices.errors.invalid';

/** A link of the message: this site's path, or an http(s) address. */
const isLink = (value: string) => {
  if (/^\/(?!\/)[^\s\\]*$/.test(value) && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const optionalText = (max: number, key: string) =>
  z
    .string(INVALID)
    .trim()
    .max(max, key)
    .nullish()
    .transform((value) => value || null);

const instant = z.iso
  .datetime({ offset: true, error: 'studio_notices.errors.date' })
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

/**
 * One message of the notification banner ("Notices"), as the API and the studio's
 * form send it; messages are catalog keys. Dates are instants (the form converts the site's
 * wall-clock time, core/site/time-zone.ts); either may be left open.
 */
export const noticeSchema = z
  .object({
    text: z
      .string(INVALID)
      .trim()
      .min(1, 'studio_notices.errors.text_required')
      .max(NOTICE_LIMITS.text, 'studio_notices.errors.text_too_long'),
    link_url: optionalText(NOTICE_LIMITS.url, 'studio_notices.errors.link').refine(
      (value) => value === null || isLink(value),
      'studio_notices.errors.link',
    ),
    link_label: optionalText(NOTICE_LIMITS.linkLabel, 'studio_notices.errors.label_too_long'),
    starts_at: instant,
    ends_at: instant,
  })
  .superRefine((notice, context) => {
    if (notice.link_url && !notice.link_label)
      context.addIssue({
        code: 'custom',
        path: ['link_label'],
        message: 'studio_notices.errors.label_required',
      });
    if (notice.starts_at && notice.ends_at && notice.ends_at <= notice.starts_at)
      context.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'studio_notices.errors.ends_before_start',
      });
  });

export type NoticeInput = z.output<typeof noticeSchema>;
