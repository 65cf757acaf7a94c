import type { Locale } from './locale.ts';

/**
 * The site's time zone (docs/decisions/036): scheduled times are typed and shown in it, whatever
 * the editor's computer says. Taken from the site's locale until the site settings have their own
 * (Pawpedia's sites are Portuguese and Brazilian; the English site is run from Portugal).
 */
export const SITE_TIME_ZONES: Record<Locale, string> = {
  en: 'Europe/Lisbon',
  pt: 'Europe/Lisbon',
  pt_BR: 'America/Sao_Paulo',
};

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** A valid local date and time string of HTML: the seconds are optional, never a fraction here. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of a wall-clock time (`YYYY-MM-DDTHH:mm`, or with `:ss` as <input
 * type="datetime-local"> gives it when its value has seconds) in a time zone; null for anything
 * else.
 */
export function zonedToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  if (Number.isNaN(wall)) return null;
  // Twice: the offset at the first guess may differ from the one at the answer (a DST change).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The wall-clock time of an instant in a time zone, as `YYYY-MM-DDTHH:mm`. */
export function instantToZoned(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return local.toISOString().slice(0, 16);
}
