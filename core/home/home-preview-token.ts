import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { HomeChoice } from './home-content.ts';

/**
 * The private preview of an unsaved home curation (decision 044), made as article previews are
 * (docs/decisions/035): `<choice>.<mac>`, the choice and its expiry as base64url JSON, the MAC
 * HMAC-SHA-256 under a key derived from SESSION_SECRET with HKDF and its own `info`, so it signs
 * nothing else and an article preview token is never a home one.
 */
const INFO = 'pawpedia home preview token v1';
const TOKEN = /^([A-Za-z0-9_-]{1,3000})\.([A-Za-z0-9_-]{43})$/;
/** Long enough to look and share with a colleague, short enough not to linger. */
export const HOME_PREVIEW_MS = 60 * 60 * 1000;

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'pawpedia', INFO, 32));
const macOf = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest();

export function signHomePreviewToken(
  secret: string,
  choice: HomeChoice,
  expiresAt: Date = new Date(Date.now() + HOME_PREVIEW_MS),
): string {
  const body = Buffer.from(
    JSON.stringify({
      f: choice.featured,
      h: choice.home,
      b: choice.banners,
      i: choice.inContext,
      e: choice.encyclopedia,
      x: expiresAt.getTime(),
    }),
  ).toString('base64url');
  return `${body}.${macOf(secret, body).toString('base64url')}`;
}

const ids = (value: unknown): number[] | null =>
  Array.isArray(value) && value.length <= 50 && value.every((v) => Number.isSafeInteger(v) && v > 0)
    ? (value as number[])
    : null;

/** The choice a token shows; null when it is forged, altered, malformed or expired. */
export function verifyHomePreviewToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): HomeChoice | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, body, mac] = match as unknown as [string, string, string];
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value.x !== 'number' || value.x <= now.getTime()) return null;
  const [featured, home, banners, encyclopedia] = [
    ids(value.f),
    ids(value.h),
    ids(value.b),
    ids(value.e),
  ];
  const inContext = value.i === null ? null : ids([value.i])?.[0];
  if (!featured || !home || !banners || !encyclopedia || inContext === undefined) return null;
  return { featured, home, banners, inContext, encyclopedia };
}
