import { intlLocale } from '../../core/site/locale-format.ts';
import type { Locale } from '../../core/site/locale.ts';
import { SITE_TIME_ZONES } from '../../core/site/time-zone.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date and time format of a language in a time zone, made once. */
function formatOf(locale: string, timeZone: string): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  const key = `${tag} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment as the studio shows it ("24 Nov 2026, 03:12 UTC"): date and time in the site's
 * language, in UTC and saying so, formatted by the loader so the page and its hydration agree.
 */
export function studioWhen(date: Date, locale: string): { iso: string; text: string } {
  return { iso: date.toISOString(), text: `${formatOf(locale, 'UTC').format(date)} UTC` };
}

/**
 * A moment in the site's time zone (core/site/time-zone.ts), as scheduled times are shown: the
 * last sign-in and the authenticator's date (decision 040). Formatted by the loader too.
 */
export function siteWhen(date: Date, locale: Locale): { iso: string; text: string } {
  return {
    iso: date.toISOString(),
    text: formatOf(locale, SITE_TIME_ZONES[locale]).format(date),
  };
}
