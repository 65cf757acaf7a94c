import { z } from 'zod';
import { intlLocale } from '../../site/locale-format.ts';

/** Limits of a product's texts (characters). */
export const PRODUCT_LIMITS = {
  name: 120,
  title: 200,
  abstract: 1_000,
  description: 5_000,
  link: 500,
  picture: 500,
  button: 40,
} as const;

/** numeric(10, 2) in db/schema/catalogue.ts: below 100 million, cents at most. */
export const PRICE_MAX = 99_999_999.99;

const INVALID = 'studio_products.errors.invalid';

/** A page of this site (a picture of the media library) or an http(s) address. */
export const isPictureOrLink = (value: string) => {
  if (/^\/(?!\/)[^\s\\]*$/.test(value) && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const text = (max: number, key: string) => z.string(INVALID).trim().max(max, key).default('');

const picture = z
  .string(INVALID)
  .trim()
  .max(PRODUCT_LIMITS.picture, 'studio_products.errors.picture')
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isPictureOrLink(value), 'studio_products.errors.picture');

/**
 * A product as the API and the studio's form send it (the spec's Product and
 * db/schema/catalogue.ts `products`). The price is a number in the site's currency (the form
 * turns the locale's writing into one, parsePrice below); null: no price shown.
 */
export const productSchema = z.object({
  name: z
    .string(INVALID)
    .trim()
    .min(1, 'studio_products.errors.name_required')
    .max(PRODUCT_LIMITS.name, 'studio_products.errors.too_long'),
  title: text(PRODUCT_LIMITS.title, 'studio_products.errors.too_long'),
  type: z.enum(['product', 'banner'], 'studio_products.errors.type'),
  id_family: z
    .number(INVALID)
    .int(INVALID)
    .positive(INVALID)
    .nullish()
    .transform((value) => value ?? null),
  price: z
    .number('studio_products.errors.price')
    .min(0, 'studio_products.errors.price')
    .max(PRICE_MAX, 'studio_products.errors.price')
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) &&
        Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'studio_products.errors.price',
    )
    .nullish()
    .transform((value) => value ?? null),
  link: z
    .string(INVALID)
    .trim()
    .min(1, 'studio_products.errors.link')
    .max(PRODUCT_LIMITS.link, 'studio_products.errors.link')
    .refine(isPictureOrLink, 'studio_products.errors.link'),
  abstract: text(PRODUCT_LIMITS.abstract, 'studio_products.errors.too_long'),
  description: text(PRODUCT_LIMITS.description, 'studio_products.errors.too_long'),
  image_url: picture,
  background_image_url: picture,
  background_mobile_image_url: picture,
  buy_text: z
    .string(INVALID)
    .trim()
    .min(1, 'studio_products.errors.button_required')
    .max(PRODUCT_LIMITS.button, 'studio_products.errors.too_long'),
  from_text: z
    .string(INVALID)
    .trim()
    .min(1, 'studio_products.errors.button_required')
    .max(PRODUCT_LIMITS.button, 'studio_products.errors.too_long'),
});

export type ProductInput = z.output<typeof productSchema>;

/** The decimal separator of the locale's numbers: "12.5" (en-GB) or "12,5" (pt). */
function decimalOf(locale: string) {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
}

/**
 * A price as typed in the studio, written the site locale's way ("1,234.50", "1234,50",
 * "R$ 1.234,50"), to a number; '' is null (no price); NaN when it is not a price. pt_BR once
 * crashed on prices (docs/decisions/024): the decimal separator is the locale's, and the other
 * mark groups thousands; only where it cannot be a group, once before one or two final digits
 * ("31,50" on the English site, "31.50" on the Portuguese ones), it is read as the decimal mark
 * (docs/decisions/074). "1,999" stays refused: it could be either.
 */
export function parsePrice(typed: string, locale: string): number | null {
  const decimal = decimalOf(locale);
  const group = decimal === ',' ? '.' : ',';
  let bare = typed.replace(/[\s\u00a0\u202f]|R\$|€|EUR|BRL/gi, '');
  if (bare === '') return null;
  const other = new RegExp(`^(\\d{1,8})\\${group}(\\d{1,2})$`).exec(bare);
  if (other) bare = `${other[1]}${decimal}${other[2]}`;
  const [whole = '', cents, extra] = bare.split(decimal);
  if (extra !== undefined || (cents !== undefined && !/^\d{1,2}$/.test(cents))) return Number.NaN;
  const grouped = whole.includes(group);
  const digits = grouped ? whole.split(group) : [whole];
  const valid = grouped
    ? /^\d{1,3}$/.test(digits[0]!) && digits.slice(1).every((part) => /^\d{3}$/.test(part))
    : /^\d{1,8}$/.test(whole);
  if (!valid) return Number.NaN;
  const value = Number(`${digits.join('')}.${cents ?? '0'}`);
  return value <= PRICE_MAX ? value : Number.NaN;
}

/** A price for the studio's price field, written the locale's way without grouping ("12,50"). */
export function priceForInput(price: number | null, locale: string): string {
  if (price === null) return '';
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(price);
}
