import { describe, expect, it } from 'vitest';
import { formatNumber, rangeForm } from './format.ts';

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
