import { describe, expect, it } from 'vitest';
import { READING_FONTS, readingFont } from './reading-font.ts';

describe('readingFont', () => {
  it('accepts each of the seven reading fonts', () => {
    for (const font of READING_FONTS) expect(readingFont(font)).toBe(font);
    expect(READING_FONTS).toHaveLength(7);
  });

  it('gives the default for anything else', () => {
    for (const value of [null, undefined, '', 'Georgia', 'comic-sans', 'georgia;x', '../etc']) {
      expect(readingFont(value)).toBe('default');
    }
  });
});
