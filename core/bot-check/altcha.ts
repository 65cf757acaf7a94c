import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BotCheckAction } from './settings.ts';

/** How long a challenge may be solved and submitted. */
export const ALTCHA_TTL_MS = 5 * 60 * 1000;
/** The derived key must start with this: 3 hex zeros, about 4,096 attempts on average. */
const KEY_PREFIX = '000';

/** The HMAC key of the challenges, derived from the session secret (never the secret itself). */
export const altchaHmacKey = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('pawpedia:altcha:v2').digest('hex');

/**
 * A signed ALTCHA v2 challenge (SHA-256 proof of work) for one action: the action is in the
 * signed data, so a solution for one action is refused for the other.
 */
export function createAltchaChallenge(
  hmacKey: string,
  action: BotCheckAction,
  cost: number,
  now = new Date(),
): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    data: { action },
    expiresAt: new Date(now.getTime() + ALTCHA_TTL_MS),
    hmacSignatureSecret: hmacKey,
  });
}

export type AltchaCheck =
  | { ok: true; signature: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' | 'wrong_action' };

/** Decodes the widget's payload (base64 of `{challenge, solution}`), or null when malformed. */
export function parseAltchaPayload(token: string): Payload | null {
  if (!token || token.length > 10_000) return null;
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const parameters = payload?.challenge?.parameters;
    if (
      typeof parameters !== 'object' ||
      parameters === null ||
      typeof payload.challenge.signature !== 'string' ||
      typeof payload.solution !== 'object' ||
      payload.solution === null
    ) {
      return null;
    }
    return payload;
  } catch {
    return null;
  }
}

/** Checks a payload: signed by us, not expired, for this action, and really solved. */
export async function checkAltchaPayload(
  hmacKey: string,
  token: string,
  action: BotCheckAction,
  now = new Date(),
): Promise<AltchaCheck> {
  const payload = parseAltchaPayload(token);
  if (!payload) return { ok: false, reason: 'invalid' };
  const { challenge, solution } = payload;
  // Only our own algorithm: a forged "cheap" algorithm would fail the signature anyway, but this
  // keeps a stranger from making us run an expensive key derivation.
  if (challenge.parameters.algorithm !== 'SHA-256') return { ok: false, reason: 'invalid' };
  const expiresAt = Number(challenge.parameters.expiresAt);
  if (!Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' };
  let result;
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  // verifySolution compares the expiry with the clock; compare with `now` too (tests, skew).
  if (result.expired || expiresAt * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  // The signature covers the data, so the action read here is the one we signed.
  if (challenge.parameters.data?.action !== action) return { ok: false, reason: 'wrong_action' };
  return { ok: true, signature: challenge.signature!, expiresAt: new Date(expiresAt * 1000) };
}
