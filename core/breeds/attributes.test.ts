import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_OPTIONS, gaugePercent } from './attributes.ts';

describe('gaugePercent', () => {
  it('is the position among the options as a percentage', () => {
    expect(gaugePercent('low', ATTRIBUTE_OPTIONS.exercise)).toBe(25);
    expect(gaugePercent('moderate', ATTRIBUTE_OPTIONS.exercise)).toBe(50);
    expect(gaugePercent('medium', ATTRIBUTE_OPTIONS.size)).toBe(60);
  });

  it('is capped at 90', () => {
    expect(gaugePercent('very_high', ATTRIBUTE_OPTIONS.exercise)).toBe(90);
    expect(gaugePercent('giant', ATTRIBUTE_OPTIONS.size)).toBe(90);
  });

  it('is 0 for an unknown option', () => {
    expect(gaugePercent('enormous', ATTRIBUTE_OPTIONS.size)).toBe(0);
  });
});
