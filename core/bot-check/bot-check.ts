import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { botCheckSolutions } from '../../db/schema/index.ts';
import { altchaHmacKey, checkAltchaPayload, createAltchaChallenge } from './altcha.ts';
import {
  SITEVERIFY_URLS,
  type BotCheckAction,
  type BotCheckProvider,
  type BotCheckSettings,
} from './settings.ts';
import { siteverify } from './siteverify.ts';

/** Why a token was refused; each has its own message (bot_check.<reason>). */
export type BotCheckFailure =
  | 'invalid'
  | 'expired'
  | 'used'
  | 'wrong_action'
  | 'low_score'
  | 'unavailable';

export type BotCheckResult = { ok: true } | { ok: false; reason: BotCheckFailure };

/** Provider tokens are short-lived (2 to 5 minutes); remember them a little longer than that. */
const PROVIDER_TOKEN_TTL_MS = 10 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 1000;

const solutionHash = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

/**
 * The bot check of registration and newsletter subscription: ALTCHA (self-hosted SHA-256 proof of
 * work) by default, reCAPTCHA v3 or Turnstile by configuration. Every accepted solution is
 * recorded, so each one is usable exactly once, on every instance sharing the database.
 */
export function createBotCheck(db: Db, settings: BotCheckSettings, sessionSecret: string) {
  const hmacKey = altchaHmacKey(sessionSecret);
  let lastPurge = 0;

  /** Records a solution; false when it was already used. Atomic on both engines. */
  async function useOnce(hash: string, action: BotCheckAction, expiresAt: Date, now: Date) {
    if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now.getTime();
      await db.delete(botCheckSolutions).where(lt(botCheckSolutions.expiresAt, now));
    }
    const inserted = await db
      .insert(botCheckSolutions)
      .values({ solutionHash: hash, action, expiresAt, usedAt: now })
      .onConflictDoNothing()
      .returning({ hash: botCheckSolutions.solutionHash });
    return inserted.length === 1;
  }

  async function check(
    token: string,
    action: BotCheckAction,
    ip?: string,
    now = new Date(),
  ): Promise<BotCheckResult> {
    if (typeof token !== 'string' || token === '') return { ok: false, reason: 'invalid' };
    if (settings.provider === 'altcha') {
      const result = await checkAltchaPayload(hmacKey, token, action, now);
      if (!result.ok) return result;
      const fresh = await useOnce(solutionHash('altcha', result.signature), action, result.expiresAt, now);
      return fresh ? { ok: true } : { ok: false, reason: 'used' };
    }
    const result = await siteverify(
      {
        provider: settings.provider,
        url: settings.verifyUrl ?? SITEVERIFY_URLS[settings.provider],
        secret: settings.secretKey ?? '',
        minScore: settings.minScore,
      },
      token,
      action,
      ip,
    );
    if (!result.ok) return result;
    const expiresAt = new Date(now.getTime() + PROVIDER_TOKEN_TTL_MS);
    const fresh = await useOnce(solutionHash(settings.provider, token), action, expiresAt, now);
    return fresh ? { ok: true } : { ok: false, reason: 'used' };
  }

  return {
    provider: settings.provider as BotCheckProvider,
    /** What the browser needs to obtain a token: the provider and its public key. */
    publicConfig: () => ({ provider: settings.provider, site_key: settings.siteKey }),
    /** A new ALTCHA challenge for an action (only with the altcha provider). */
    challenge: (action: BotCheckAction, now = new Date()) =>
      createAltchaChallenge(hmacKey, action, settings.altchaCost, now),
    check,
    /** True when the token is valid, for this action, and not used before (it is now). */
    verify: async (token: string, action: BotCheckAction, ip?: string) =>
      (await check(token, action, ip)).ok,
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;
