import { formatLongDate } from '../site/locale-format.ts';

/**
 * The long-form date of an article in the site locale, in UTC so that every
 * visitor, the server and the hydrated page all show the same day.
 */
export function longDate(timestampSeconds: number, locale: string): string {
  return formatLongDate(new Date(timestampSeconds * 1000), locale);
}
