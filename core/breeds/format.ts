import type { MeasureRange, SexMeasures } from '../../db/schema/index.ts';
import { formatNumber as formatLocaleNumber } from '../site/locale-format.ts';

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
  return formatLocaleNumber(value, locale, 2);
}

/** Families measured at the shoulder (dogs and cats); every other animal by body length. */
const MEASURED_BY_HEIGHT: ReadonlySet<number> = new Set([1, 2]);

export type MeasureUnit = 'kg' | 'g' | 'cm';

/** One row of the measures table: a label key, the unit, and each sex's range in that unit. */
export interface MeasureRow {
  measure: 'weight' | 'height' | 'length';
  unit: MeasureUnit;
  male: MeasureRange;
  female: MeasureRange;
}

/** A bound of 0 (or less) is how the data says "not known": nothing weighs 0 kg. */
function known(range: MeasureRange): MeasureRange {
  const keep = (v: number | null) => (v != null && Number.isFinite(v) && v > 0 ? v : null);
  return { minimum: keep(range.minimum), maximum: keep(range.maximum) };
}

function bounds(ranges: MeasureRange[]): number[] {
  return ranges.flatMap((r) => [r.minimum, r.maximum]).filter((v): v is number => v != null);
}

/** Kilograms to grams without the float noise of `0.0002 * 1000` (0.20000000000000004). */
function toGrams(range: MeasureRange): MeasureRange {
  const g = (v: number | null) => (v == null ? null : Math.round(v * 1e6) / 1e3);
  return { minimum: g(range.minimum), maximum: g(range.maximum) };
}

/**
 * The measures worth showing for a breed of a family: weight in kg, or in g when every bound is
 * under 1 kg (a 0.2 g neon tetra is not "0 kg"); height at the shoulder for dogs and cats, body
 * length for fish, birds and other animals; a row only when one of its bounds is known.
 */
export function measureRows(
  measures: { male: SexMeasures; female: SexMeasures },
  idFamily: number,
): MeasureRow[] {
  const rows: MeasureRow[] = [];
  const weight = { male: known(measures.male.weight), female: known(measures.female.weight) };
  const weights = bounds([weight.male, weight.female]);
  if (weights.length) {
    const grams = weights.every((v) => v < 1);
    rows.push({
      measure: 'weight',
      unit: grams ? 'g' : 'kg',
      male: grams ? toGrams(weight.male) : weight.male,
      female: grams ? toGrams(weight.female) : weight.female,
    });
  }
  const size = { male: known(measures.male.height), female: known(measures.female.height) };
  if (bounds([size.male, size.female]).length) {
    rows.push({
      measure: MEASURED_BY_HEIGHT.has(idFamily) ? 'height' : 'length',
      unit: 'cm',
      ...size,
    });
  }
  return rows;
}
