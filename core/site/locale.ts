export const LOCALES = ['en', 'pt', 'pt_BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Locales to try, most specific first: the locale itself, the part before the underscore, then
 * en. 'pt_BR' -> ['pt_BR', 'pt', 'en'].
 */
export function localeChain(locale: string): Locale[] {
  const chain: Locale[] = [];
  const add = (candidate: string) => {
    if (isLocale(candidate) && !chain.includes(candidate)) chain.push(candidate);
  };
  add(locale);
  add(locale.split('_')[0] ?? '');
  add(DEFAULT_LOCALE);
  return chain;
}

/** The page language: the site locale if supported, else its language, else en; as a BCP 47 tag. */
export function pageLanguage(locale: string): string {
  const chosen = localeChain(locale)[0] ?? DEFAULT_LOCALE;
  return chosen.replace('_', '-');
}

/** Picks the value for the first locale of the chain that has one. */
export function pickLocalized<T>(
  values: Partial<Record<Locale, T>>,
  locale: string,
): T | undefined {
  for (const candidate of localeChain(locale)) {
    const value = values[candidate];
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * A family's or category's slug in the locale (docs/decisions/087-localized-slugs.md): its
 * per-locale override, else the stored (English) slug, which stays an old address that 301s.
 */
export function localizedSlug(
  slug: string,
  translations: Partial<Record<Locale, Record<string, string>>>,
  locale: Locale,
): string {
  return (
    pickLocalized(
      { en: slug, pt: translations.pt?.slug, pt_BR: translations.pt_BR?.slug },
      locale,
    ) ?? slug
  );
}

/** A row's display name in the locale, from its per-locale overrides, else the stored name. */
export function localizedName(
  name: string,
  translations: Partial<Record<Locale, Record<string, string>>>,
  locale: Locale,
): string {
  return (
    pickLocalized(
      { en: name, pt: translations.pt?.name, pt_BR: translations.pt_BR?.name },
      locale,
    ) ?? name
  );
}
