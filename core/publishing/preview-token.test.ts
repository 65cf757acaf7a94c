import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';

const SECRET = 'a'.repeat(40);
const inAnHour = () => new Date(Date.now() + 3600_000);

describe('preview tokens', () => {
  it('opens the article it was signed for until it expires', () => {
    const token = signPreviewToken(SECRET, { idArticle: 42, expiresAt: inAnHour() });
    expect(verifyPreviewToken(SECRET, token)).toEqual({ idArticle: 42 });
  });

  it('refuses an expired token', () => {
    const token = signPreviewToken(SECRET, { idArticle: 42, expiresAt: new Date(Date.now() - 1) });
    expect(verifyPreviewToken(SECRET, token)).toBeNull();
  });

  it('refuses a token signed under another secret, or altered', () => {
    const token = signPreviewToken(SECRET, { idArticle: 42, expiresAt: inAnHour() });
    expect(verifyPreviewToken('b'.repeat(40), token)).toBeNull();
    const [, expires, mac] = token.split('.');
    expect(verifyPreviewToken(SECRET, `43.${expires}.${mac}`)).toBeNull();
    expect(verifyPreviewToken(SECRET, `42.${Number(expires) + 1000}.${mac}`)).toBeNull();
    expect(verifyPreviewToken(SECRET, token.slice(0, -1))).toBeNull();
  });

  it('refuses what is not a token at all', () => {
    for (const bad of ['', 'x', '1.2.3', '../../etc', `42.${Date.now() + 1e6}.${'A'.repeat(44)}`]) {
      expect(verifyPreviewToken(SECRET, bad)).toBeNull();
    }
  });
});
