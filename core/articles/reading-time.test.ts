import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from './reading-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('Two words')).toBe(1);
  });

  it('reads 150 words a minute, rounding up', () => {
    expect(readingTimeMinutes(words(150))).toBe(1);
    expect(readingTimeMinutes(words(151))).toBe(2);
    expect(readingTimeMinutes(words(900))).toBe(6);
  });

  it('counts the get-more text too and ignores markdown syntax and html', () => {
    expect(readingTimeMinutes(words(100), words(100))).toBe(2);
    expect(readingTimeMinutes('## - * > <div class="product-card" data-id="1"></div>')).toBe(1);
    expect(
      readingTimeMinutes(
        `## ${words(149)}\n\n<div class="product-card" data-id="1"></div>\n\n- a\n- b`,
      ),
    ).toBe(2);
  });
});
