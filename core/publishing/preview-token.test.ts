import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';

const SECRET = 'a'.repeat(40);
const later = new Date(Date.now() + 60_000);

describe('preview tokens', () => {
  it('verify for their article until they expire', () => {
    const token = signPreviewToken(SECRET, { idArticle: 42, expiresAt: later });
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyPreviewToken(SECRET, token)).toEqual({ idArticle: 42 });
    expect(verifyPreviewToken(SECRET, token, new Date(later.getTime() + 1))).toBeNull();
  });

  it('refuse another secret, an altered payload or signature, and garbage', () => {
    const token = signPreviewToken(SECRET, { idArticle: 42, expiresAt: later });
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 43, exp: later.getTime() })).toString(
      'base64url',
    );
    expect(verifyPreviewToken('b'.repeat(40), token)).toBeNull();
    expect(verifyPreviewToken(SECRET, `${forged}.${mac}`)).toBeNull();
    expect(verifyPreviewToken(SECRET, `${payload}.${mac!.slice(1)}`)).toBeNull();
    expect(verifyPreviewToken(SECRET, `${token}.x`)).toBeNull();
    expect(verifyPreviewToken(SECRET, 'not a token')).toBeNull();
    expect(verifyPreviewToken(SECRET, '')).toBeNull();
  });
});
