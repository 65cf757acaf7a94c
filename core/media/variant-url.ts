/**
 * The address scheme of resized picture variants (docs/decisions/013-responsive-images.md):
 * `/img/w/{width}/{format}/{source path without its leading slash}`, e.g.
 * `/img/w/640/avif/media/breeds/labrador.webp`. Kept free of sharp so the browser bundle can
 * import it.
 */

/**
 * The only widths rendered: a short fixed list keeps the disk cache bounded. 1200 is there because
 * the @2x twins of the breed pictures are 1200 wide (a 600 px slot on a 2x screen).
 */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1200, 1280, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Output formats, best first (the order of a <picture>'s sources). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_PREFIX = '/img/w/';

/**
 * The picture stores that are resized, by the first segment of a picture's path: the media store
 * (DATA_DIR/media) and the pictures committed under public/img/ (the default article ones).
 */
export const VARIANT_STORES = ['media', 'img'] as const;
export type VariantStore = (typeof VARIANT_STORES)[number];

const OWN_RASTER = new RegExp(`^/(${VARIANT_STORES.join('|')})/.+\\.(webp|png|jpe?g|avif)$`, 'i');

/** Only this app's own raster pictures are resized; anything else (external URLs, SVGs) is left as is. */
export const hasVariants = (src: string): boolean =>
  OWN_RASTER.test(src) && !src.startsWith(VARIANT_PREFIX);

/** The media library's pictures (core/media/library/media-store.ts, kept free of node here). */
const LIBRARY_PATH = '/media/library/';

/**
 * The @2x twin, twice as wide, that the site keeps beside its own main pictures (the media store's
 * files, public/img/), or null for a picture that has none: the media library keeps one file per
 * upload (at most 2400 px, core/media/library/library-rules.ts), so its variants are cut from
 * that file itself, and an external address is left alone.
 */
export function twinOf(src: string): string | null {
  if (!hasVariants(src) || src.startsWith(LIBRARY_PATH)) return null;
  return src.replace(/\.(webp|png|jpe?g)$/i, '@2x.$1');
}

export const variantUrl = (src: string, width: VariantWidth, format: VariantFormat): string =>
  `${VARIANT_PREFIX}${width}/${format}${src}`;

/** The allowed widths a picture `maxWidth` pixels wide can give without being enlarged. */
export const widthsUpTo = (maxWidth: number): VariantWidth[] =>
  VARIANT_WIDTHS.filter((width) => width <= maxWidth);

/** A `srcset` of every allowed width up to `maxWidth`, in one format. */
export const variantSrcSet = (src: string, maxWidth: number, format: VariantFormat): string =>
  widthsUpTo(maxWidth)
    .map((width) => `${variantUrl(src, width, format)} ${width}w`)
    .join(', ');
