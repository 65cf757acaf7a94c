import type { BreedAttributeName } from '../../db/schema/index.ts';

/** Options of each breed attribute, in order; a gauge shows the position among them. */
export const ATTRIBUTE_OPTIONS: Record<BreedAttributeName, readonly string[]> = {
  size: ['tiny', 'small', 'medium', 'large', 'giant'],
  climate: ['cold', 'temperate', 'warm'],
  exercise: ['low', 'moderate', 'high', 'very_high'],
  grooming: ['low', 'moderate', 'high'],
  training: ['easy', 'moderate', 'demanding'],
};

export const ATTRIBUTE_NAMES = Object.keys(ATTRIBUTE_OPTIONS) as BreedAttributeName[];

/** The largest a gauge may show, so a full gauge still reads as a gauge. */
export const GAUGE_CAP = 90;

/**
 * Position of the chosen option among the options as a percentage, capped at 90: the first of
 * four options is 25, the last is 90.
 */
export function gaugePercent(option: string, options: readonly string[]): number {
  const index = options.indexOf(option);
  if (index < 0 || options.length === 0) return 0;
  return Math.min(GAUGE_CAP, Math.round(((index + 1) / options.length) * 100));
}
