import { describe, expect, it } from 'vitest';
import { formatNumber, measureRows, rangeForm } from './format.ts';

describe('rangeForm', () => {
  it('reads both bounds as a range', () => {
    expect(rangeForm({ minimum: 10, maximum: 12 })).toEqual({ form: 'between', min: 10, max: 12 });
  });
  it('reads equal bounds as one value', () => {
    expect(rangeForm({ minimum: 12, maximum: 12 })).toEqual({ form: 'exact', value: 12 });
  });
  it('reads only an upper bound as "up to"', () => {
    expect(rangeForm({ minimum: null, maximum: 15 })).toEqual({ form: 'up_to', max: 15 });
  });
  it('reads only a lower bound as "N+"', () => {
    expect(rangeForm({ minimum: 8, maximum: null })).toEqual({ form: 'at_least', min: 8 });
  });
  it('knows when nothing is known', () => {
    expect(rangeForm({ minimum: null, maximum: null })).toEqual({ form: 'unknown' });
  });
});

describe('formatNumber', () => {
  it('uses the decimal separator of the locale', () => {
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatNumber(1.5, 'pt')).toBe('1,5');
    expect(formatNumber(0.035, 'pt_BR')).toBe('0,04');
  });
});

describe('measureRows', () => {
  const range = (minimum: number | null, maximum: number | null) => ({ minimum, maximum });

  it('weighs a small fish in grams, without float noise, and measures its length', () => {
    const guppy = {
      male: { weight: range(0.0002, 0.0004), height: range(1.5, 3.5) },
      female: { weight: range(0.0005, 0.0015), height: range(3, 6) },
    };
    expect(measureRows(guppy, 4)).toEqual([
      { measure: 'weight', unit: 'g', male: range(0.2, 0.4), female: range(0.5, 1.5) },
      { measure: 'length', unit: 'cm', male: range(1.5, 3.5), female: range(3, 6) },
    ]);
  });

  it('keeps kilograms and height at the shoulder for dogs and cats', () => {
    const labrador = {
      male: { weight: range(29, 36), height: range(56, 57) },
      female: { weight: range(25, 32), height: range(54, 56) },
    };
    expect(measureRows(labrador, 1).map((r) => [r.measure, r.unit])).toEqual([
      ['weight', 'kg'],
      ['height', 'cm'],
    ]);
    expect(measureRows(labrador, 2)[1]!.measure).toBe('height');
  });

  it('keeps kilograms when one bound reaches 1 kg', () => {
    const guineaPig = {
      male: { weight: range(0.9, 1.2), height: range(23, 27) },
      female: { weight: range(0.7, 0.9), height: range(20, 25) },
    };
    expect(measureRows(guineaPig, 5)[0]).toMatchObject({ unit: 'kg', male: range(0.9, 1.2) });
  });

  it('leaves out a measure with no known bound, and reads 0 as not known', () => {
    const fish = {
      male: { weight: range(0, 0), height: range(3, 4) },
      female: { weight: range(null, null), height: range(0, 5) },
    };
    expect(measureRows(fish, 4)).toEqual([
      { measure: 'length', unit: 'cm', male: range(3, 4), female: range(null, 5) },
    ]);
    const nothing = { male: { weight: range(0, 0), height: range(0, 0) }, female: { weight: range(0, 0), height: range(null, 0) } };
    expect(measureRows(nothing, 1)).toEqual([]);
  });

  it('formats grams in the locale: no more "0–0 kg"', () => {
    const [weight] = measureRows(
      { male: { weight: range(0.0002, 0.0004), height: range(3, 4) }, female: { weight: range(0.0002, 0.0005), height: range(3, 4) } },
      4,
    );
    expect(formatNumber(weight!.male.minimum!, 'pt_BR')).toBe('0,2');
    expect(formatNumber(weight!.female.maximum!, 'en')).toBe('0.5');
  });
});
