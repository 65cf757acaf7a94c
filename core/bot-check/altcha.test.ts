import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { altchaHmacKey, checkAltchaPayload, createAltchaChallenge } from './altcha.ts';

const key = altchaHmacKey('x'.repeat(40));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solved(action: 'register_account' | 'subscribe_newsletter', now = new Date()) {
  const challenge = await createAltchaChallenge(key, action, 1, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution! };
}

describe('ALTCHA challenges', () => {
  it('derives its HMAC key from the session secret without revealing it', () => {
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('x'.repeat(40));
    expect(altchaHmacKey('y'.repeat(40))).not.toBe(key);
  });

  it('accepts a real solution for the same action only', async () => {
    const payload = await solved('register_account');
    expect(await checkAltchaPayload(key, encode(payload), 'register_account')).toMatchObject({ ok: true });
    expect(await checkAltchaPayload(key, encode(payload), 'subscribe_newsletter')).toEqual({
      ok: false,
      reason: 'wrong_action',
    });
  });

  it('refuses expired, foreign-key, wrong and malformed payloads', async () => {
    const payload = await solved('register_account');
    const later = new Date(Date.now() + 6 * 60 * 1000);
    expect(await checkAltchaPayload(key, encode(payload), 'register_account', later)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const other = altchaHmacKey('z'.repeat(40));
    expect((await checkAltchaPayload(other, encode(payload), 'register_account')).ok).toBe(false);
    const wrong = structuredClone(payload);
    wrong.solution.derivedKey = 'ff'.repeat(32);
    expect((await checkAltchaPayload(key, encode(wrong), 'register_account')).ok).toBe(false);
    for (const token of ['', 'not base64 at all', encode({}), encode(null), encode({ challenge: {} })]) {
      expect(await checkAltchaPayload(key, token, 'register_account')).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
