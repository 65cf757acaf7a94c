import { createHash, createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';

// Random bytes are drawn 8 KB at a time, as crypto.randomUUID does: every API call without a CSRF
// cookie mints one, and a call into the system's generator per token (3 us) was a thirtieth of a
// cached API answer. Each byte is handed out once.
const TOKEN_BYTES = 32;
const pool = Buffer.alloc(TOKEN_BYTES * 256);
let poolOffset = pool.length;

/** A random token for cookies and e-mailed links: 256 bits, URL-safe. */
export function newToken(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

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
