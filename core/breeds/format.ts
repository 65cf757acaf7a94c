import type { MeasureRange } from '../../db/schema/index.ts';

export type { MeasureRange };

/** How a range reads: both bounds, only an upper bound ("up to N"), only a lower one ("N+"). */
export type RangeForm =
  | { form: 'between'; min: number; max: number }
  | { form: 'exact'; value: number }
  | { form: 'up_to'; max: number }
  | { form: 'at_least'; min: number }
  | { form: 'unknown' };

export function rangeForm(range: MeasureRange): RangeForm {
  const { minimum: min, maximum: max } = range;
  if (min != null && max != null) return min === max ? { form: 'exact', value: min } : { form: 'between', min, max };
  if (max != null) return { form: 'up_to', max };
  if (min != null) return { form: 'at_least', min };
  return { form: 'unknown' };
}

/** Numbers as the site locale writes them (1.5 / 1,5), without needless decimals. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { maximumFractionDigits: 2 }).format(value);
}
