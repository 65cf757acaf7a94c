/**
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative
 * luminance of sRGB colours and the ratio between two of them. Used by the brand colour tests
 * (docs/decisions/014-brand-contrast.md) and the studio's header colour setting; no dependency needed for a dozen lines of arithmetic.
 */

/** Normal text needs 4.5:1 (SC 1.4.3); large text and UI components 3:1 (SC 1.4.3, 1.4.11). */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
export const AA_NON_TEXT = 3;

export type Rgb = readonly [r: number, g: number, b: number];

/** `#rgb` or `#rrggbb` (any case) to 0–255 channels; anything else throws. */
export function parseHex(colour: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) throw new Error(`Not a hex colour: ${colour}`);
  const hex = match[1]!;
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string | Rgb): number {
  const [r, g, b] = (typeof colour === 'string' ? parseHex(colour) : colour).map((channel) => {
    const c = channel / 255;
    // The sRGB transfer function (WCAG's 0.03928 threshold; 0.04045 gives the same result for 8 bits).
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, the same whichever order they come in. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
