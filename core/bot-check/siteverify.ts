import type { BotCheckAction } from './settings.ts';

export interface SiteverifyOptions {
  provider: 'recaptcha' | 'turnstile';
  url: string;
  secret: string;
  /** reCAPTCHA v3 only: the lowest score accepted. */
  minScore: number;
  /** Give up on a provider that does not answer (the visitor then sees the bot-check error). */
  timeoutMs?: number;
}

export type SiteverifyCheck =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'expired' | 'wrong_action' | 'low_score' | 'unavailable' };

interface SiteverifyAnswer {
  success?: boolean;
  action?: string;
  score?: number;
  'error-codes'?: string[];
}

/**
 * Verifies a reCAPTCHA v3 or Turnstile token with the provider's siteverify call (a form POST
 * with secret, response and remoteip), and checks that it was made for this action. Both
 * providers refuse a token the second time (`timeout-or-duplicate`).
 */
export async function siteverify(
  options: SiteverifyOptions,
  token: string,
  action: BotCheckAction,
  ip?: string,
): Promise<SiteverifyCheck> {
  if (!token || token.length > 4096) return { ok: false, reason: 'invalid' };
  const body = new URLSearchParams({ secret: options.secret, response: token });
  if (ip) body.set('remoteip', ip);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (answer.success !== true) {
    const codes = answer['error-codes'] ?? [];
    return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid' };
  }
  if (answer.action !== action) return { ok: false, reason: 'wrong_action' };
  if (options.provider === 'recaptcha' && !(typeof answer.score === 'number' && answer.score >= options.minScore)) {
    return { ok: false, reason: 'low_score' };
  }
  return { ok: true };
}
