/** The reading fonts an article link may ask for with `?font=`; anything else is the default. */
export const READING_FONTS = [
  'georgia',
  'ptserif',
  'crimson',
  'ebgaramond',
  'worksans',
  'librefranklin',
  'cormorant',
] as const;

export type ReadingFont = (typeof READING_FONTS)[number] | 'default';

/** The font asked for, or the default for anything else. */
export function readingFont(value: string | null | undefined): ReadingFont {
  return READING_FONTS.find((font) => font === value) ?? 'default';
}
