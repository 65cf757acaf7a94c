import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for cookies and e-mailed links: 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored hashed, so a copy of the database opens no session and resets no password. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The CSRF token of a visitor: an HMAC of their CSRF cookie under the server's secret. */
export function csrfTokenFor(secret: string, csrfCookie: string): string {
  return createHmac('sha256', secret).update(`csrf:${csrfCookie}`).digest('base64url');
}

export function isValidCsrfToken(secret: string, csrfCookie: string, token: string): boolean {
  const expected = Buffer.from(csrfTokenFor(secret, csrfCookie));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
