import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The private preview link of an article (docs/decisions/035): `<id>.<expiry>.<mac>`, where the
 * MAC is HMAC-SHA-256 under a key derived from SESSION_SECRET with HKDF (its own `info`, so the
 * key signs nothing else). Anyone holding the link sees the article until it expires; nothing
 * else can be forged from it.
 */
const INFO = 'pawpedia article preview token v1';
const TOKEN = /^(\d{1,10})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'pawpedia', INFO, 32));

const macOf = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest();

export function signPreviewToken(
  secret: string,
  input: { idArticle: number; expiresAt: Date },
): string {
  const body = `${input.idArticle}.${input.expiresAt.getTime()}`;
  return `${body}.${macOf(secret, body).toString('base64url')}`;
}

/** The article a token opens; null when it is forged, altered, malformed or expired. */
export function verifyPreviewToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): { idArticle: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, expires, mac] = match as unknown as [string, string, string, string];
  const expected = macOf(secret, `${id}.${expires}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) <= now.getTime()) return null;
  const idArticle = Number(id);
  return Number.isSafeInteger(idArticle) && idArticle > 0 ? { idArticle } : null;
}
