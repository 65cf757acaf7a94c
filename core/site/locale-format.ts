import { localeChain, DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * The one place where the site locale meets `Intl` (docs/decisions/024-locale-format.md).
 * Site locales are written with an underscore ('pt_BR'), which `Intl` refuses with a RangeError,
 * and 'pt' alone means Brazilian conventions to ICU: every number, price, date, plural and sort
 * goes through the BCP 47 tag and currency below. Browser-safe: no Node imports.
 */
export const LOCALE_FORMATS: Record<Locale, { tag: string; currency: string }> = {
  // The site's English is British (colour, behaviour; dates "4 November 2025"), priced in euros.
  en: { tag: 'en-GB', currency: 'EUR' },
  pt: { tag: 'pt-PT', currency: 'EUR' },
  pt_BR: { tag: 'pt-BR', currency: 'BRL' },
};

function formatsOf(locale: string) {
  return LOCALE_FORMATS[localeChain(locale)[0] ?? DEFAULT_LOCALE];
}

/** The BCP 47 tag `Intl` gets for a site locale ('pt_BR' -> 'pt-BR'; unknown -> its fallback). */
export function intlLocale(locale: string): string {
  return formatsOf(locale).tag;
}

/** The ISO 4217 currency of a site locale's shop: en and pt euro, pt_BR real. */
export function currencyOf(locale: string): string {
  return formatsOf(locale).currency;
}

// Intl formatters are costly to build and pages format hundreds of values: one per option set.
const cache = new Map<string, unknown>();
function cached<T>(key: string, build: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/** A number as the locale writes it (1.5 / 1,5; 1,234 / 1.234), at most `maxFractionDigits`. */
export function formatNumber(value: number, locale: string, maxFractionDigits = 2): string {
  const tag = intlLocale(locale);
  return cached(
    `n|${tag}|${maxFractionDigits}`,
    () => new Intl.NumberFormat(tag, { maximumFractionDigits: maxFractionDigits }),
  ).format(value);
}

/** A price in the locale's currency, symbol placed as the locale does: €12.50, 12,50 €, R$ 12,50. */
export function formatPrice(amount: number, locale: string): string {
  const tag = intlLocale(locale);
  const currency = currencyOf(locale);
  return cached(
    `p|${tag}|${currency}`,
    () => new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'symbol' }),
  ).format(amount);
}

/**
 * The long form of a date ("4 November 2025", "4 de novembro de 2025"), in UTC so that every
 * visitor, the server and the hydrated page show the same day.
 */
export function formatLongDate(date: Date, locale: string): string {
  const tag = intlLocale(locale);
  return cached(
    `d|${tag}`,
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(date);
}

/** The plural category of a count in the locale ('one', 'other', 'many' …). */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  const tag = intlLocale(locale);
  return cached(`r|${tag}`, () => new Intl.PluralRules(tag)).select(count);
}

/** A comparator that sorts names as a reader of the locale does ("Ça" beside "Ca", not after "Z"). */
export function compareText(locale: string): (a: string, b: string) => number {
  const tag = intlLocale(locale);
  return cached(`c|${tag}`, () => new Intl.Collator(tag)).compare;
}

/** A copy of a list sorted A to Z by `name` in the locale. */
export function sortByName<T extends { name: string }>(items: readonly T[], locale: string): T[] {
  const compare = compareText(locale);
  return [...items].sort((a, b) => compare(a.name, b.name));
}
