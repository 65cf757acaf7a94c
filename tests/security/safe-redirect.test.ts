import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../app/lib/safe-redirect.ts';

/** `?redirect=` after sign-in may only lead to a path on this site. */
describe('safeRedirect (open redirect vectors)', () => {
  it('keeps local paths, normalised', () => {
    expect(safeRedirect('/account')).toBe('/account');
    expect(safeRedirect('/register/pet?x=1#top')).toBe('/register/pet?x=1#top');
    expect(safeRedirect('/a/./b/../c')).toBe('/a/c');
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  const vectors = [
    '//evil.example',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/.//evil.example/x',
    '/.//127.0.0.1:39699/x',
    '/..//evil.example',
    '/a/..//evil.example',
    '/././/evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    'https://evil.example',
    'http:evil.example',
    'HTTPS://evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '\t//evil.example',
    '/x\u007f',
    'account',
    '',
    null,
    undefined,
  ];
  it.each(vectors.map((v) => [JSON.stringify(v), v]))('refuses %s', (_name, value) => {
    const result = safeRedirect(value as string | null | undefined);
    expect(result).toBeNull();
  });

  it('never returns something a browser would read as another origin', () => {
    const base = 'http://pawpedia.test';
    for (const value of vectors) {
      const result = safeRedirect(value as string | null | undefined);
      if (result !== null) expect(new URL(result, base).origin).toBe(base);
    }
  });
});
