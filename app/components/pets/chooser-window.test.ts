import { describe, expect, it } from 'vitest';
import { chooserWindow, stepOffset } from './chooser-window.ts';

describe('the pet chooser window', () => {
  const pets = ['a', 'b', 'c', 'd', 'e'];

  it('shows at most 3, wrapping around the end', () => {
    expect(chooserWindow(pets, 0)).toEqual(['a', 'b', 'c']);
    expect(chooserWindow(pets, 3)).toEqual(['d', 'e', 'a']);
    expect(chooserWindow(pets, 4)).toEqual(['e', 'a', 'b']);
    expect(chooserWindow(pets, -1)).toEqual(['e', 'a', 'b']);
  });

  it('shows every pet when there are 3 or fewer', () => {
    expect(chooserWindow(['a', 'b'], 1)).toEqual(['a', 'b']);
    expect(chooserWindow([], 0)).toEqual([]);
  });

  it('cycles with previous and next', () => {
    expect(stepOffset(4, 1, 5)).toBe(0);
    expect(stepOffset(0, -1, 5)).toBe(4);
    expect(stepOffset(2, 1, 5)).toBe(3);
    expect(stepOffset(0, 1, 0)).toBe(0);
  });
});
