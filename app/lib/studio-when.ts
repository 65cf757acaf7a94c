import { intlLocale } from '../../core/site/locale-format.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the studio shows it ("24 Nov 2026, 03:12 UTC"): date and time in the site's
 * language, in UTC and saying so, formatted by the loader so the page and its hydration agree.
 */
export function studioWhen(date: Date, locale: string): { iso: string; text: string } {
  const tag = intlLocale(locale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    formats.set(tag, format);
  }
  return { iso: date.toISOString(), text: `${format.format(date)} UTC` };
}
