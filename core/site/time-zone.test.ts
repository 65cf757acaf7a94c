import { describe, expect, it } from 'vitest';
import { instantToZoned, zonedToInstant } from './time-zone.ts';

describe('the site time zone', () => {
  it('turns a wall-clock time into its instant and back, summer and winter', () => {
    expect(zonedToInstant('2026-07-01T09:30', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(zonedToInstant('2026-12-01T09:30', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    );
    expect(zonedToInstant('2026-12-01T09:30', 'America/Sao_Paulo')?.toISOString()).toBe(
      '2026-12-01T12:30:00.000Z',
    );
    expect(instantToZoned(new Date('2026-07-01T08:30:00Z'), 'Europe/Lisbon')).toBe(
      '2026-07-01T09:30',
    );
    expect(zonedToInstant('2026-07-01T09:30:15', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-07-01T08:30:15.000Z',
    );
    expect(zonedToInstant('tomorrow', 'Europe/Lisbon')).toBeNull();
    expect(zonedToInstant('2026-07-01T09:30:15.5', 'Europe/Lisbon')).toBeNull();
  });
});
