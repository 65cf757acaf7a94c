import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring preview links of unpublished articles (docs/decisions/033, 035): the token is
 * `<payload>.<mac>` in base64url, the payload `{ id, exp }` (article id, expiry in ms), the MAC an
 * HMAC-SHA256 under a key derived from SESSION_SECRET with HKDF (its own `info`, so the key
 * serves nothing else). Forged, altered or expired tokens verify to null.
 */
const INFO = 'pawpedia article preview v1';

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'pawpedia', INFO, 32));

const macOf = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest();

export function signPreviewToken(
  secret: string,
  input: { idArticle: number; expiresAt: Date },
): string {
  const payload = Buffer.from(
    JSON.stringify({ id: input.idArticle, exp: input.expiresAt.getTime() }),
  ).toString('base64url');
  return `${payload}.${macOf(secret, payload).toString('base64url')}`;
}

export function verifyPreviewToken(
  secret: string,
  token: string,
  now = new Date(),
): { idArticle: number } | null {
  if (token.length > 500) return null;
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = macOf(secret, payload);
  const sent = Buffer.from(mac, 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      id?: unknown;
      exp?: unknown;
    };
    if (typeof data.id !== 'number' || !Number.isInteger(data.id) || data.id <= 0) return null;
    if (typeof data.exp !== 'number' || data.exp <= now.getTime()) return null;
    return { idArticle: data.id };
  } catch {
    return null;
  }
}
