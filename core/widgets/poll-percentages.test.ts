import { describe, expect, it } from 'vitest';
import { pollPercentages } from './poll-percentages.ts';

describe('pollPercentages', () => {
  it('is all zeros when nobody has voted', () => {
    expect(pollPercentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(pollPercentages([])).toEqual([]);
  });

  it('gives exact shares when they are whole', () => {
    expect(pollPercentages([1, 0, 0, 0])).toEqual([100, 0, 0, 0]);
    expect(pollPercentages([1, 1, 2])).toEqual([25, 25, 50]);
  });

  it('always adds up to 100, rounding by largest remainder', () => {
    expect(pollPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(pollPercentages([2, 1])).toEqual([67, 33]);
    expect(pollPercentages([1, 2, 3, 7])).toEqual([8, 15, 23, 54]);
    for (const votes of [
      [3, 3, 3, 1],
      [5, 7, 11],
      [1, 1, 1, 1, 1, 1, 1],
    ]) {
      expect(pollPercentages(votes).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });
});
