import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.ts';

// 23:30 UTC: a visitor's own time zone could show the next day; the date must not move.
const timestamp = Date.UTC(2025, 10, 4, 23, 30) / 1000;

describe('longDate', () => {
  it('writes the long form of each locale', () => {
    expect(longDate(timestamp, 'en')).toBe('4 November 2025');
    expect(longDate(timestamp, 'pt')).toBe('4 de novembro de 2025');
    expect(longDate(timestamp, 'pt_BR')).toBe('4 de novembro de 2025');
  });

  it('falls back to English for an unknown locale', () => {
    expect(longDate(timestamp, 'xx')).toBe('4 November 2025');
  });
});
