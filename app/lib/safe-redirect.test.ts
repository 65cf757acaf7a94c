import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a local path with its query and hash', () => {
    expect(safeRedirect('/account')).toBe('/account');
    expect(safeRedirect('/register/pet?x=1#top')).toBe('/register/pet?x=1#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'account',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(value), String(value)).toBeNull();
    }
  });
});
