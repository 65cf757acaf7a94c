import { describe, expect, it } from 'vitest';
import { dailyPick } from './daily-pick.ts';

describe('dailyPick', () => {
  it('is the same all day long (UTC) and moves to the next item the day after', () => {
    const morning = dailyPick(8, new Date('2025-03-10T00:00:01Z'));
    expect(dailyPick(8, new Date('2025-03-10T23:59:59Z'))).toBe(morning);
    expect(dailyPick(8, new Date('2025-03-11T00:00:00Z'))).toBe((morning + 1) % 8);
  });

  it('stays within the list, wraps around, and honours an offset', () => {
    for (let d = 0; d < 30; d++) {
      const date = new Date(Date.UTC(2025, 0, 1 + d));
      const index = dailyPick(3, date);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(3);
      expect(dailyPick(3, date, 1)).toBe((index + 1) % 3);
    }
  });

  it('answers -1 for an empty list and 0 for a single item', () => {
    expect(dailyPick(0, new Date())).toBe(-1);
    expect(dailyPick(1, new Date())).toBe(0);
  });
});
