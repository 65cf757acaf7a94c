import { describe, expect, it } from 'vitest';
import { csrfTokenFor, hashToken, isValidCsrfToken, newToken } from './tokens.ts';

describe('tokens', () => {
  it('are random, URL-safe and stored as a hash', () => {
    const a = newToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });

  it('never repeats, across refills of the random pool', () => {
    const tokens = Array.from({ length: 1000 }, () => newToken());
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('CSRF tokens belong to one cookie and one secret', () => {
    const secret = 's'.repeat(32);
    const token = csrfTokenFor(secret, 'cookie-1');
    expect(isValidCsrfToken(secret, 'cookie-1', token)).toBe(true);
    expect(isValidCsrfToken(secret, 'cookie-2', token)).toBe(false);
    expect(isValidCsrfToken('t'.repeat(32), 'cookie-1', token)).toBe(false);
    expect(isValidCsrfToken(secret, 'cookie-1', '')).toBe(false);
    expect(isValidCsrfToken(secret, 'cookie-1', `${token}x`)).toBe(false);
  });
});
