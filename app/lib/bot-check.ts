import type { Challenge, Solution } from 'altcha-lib';
import { getJson } from './api.ts';

/** The actions a bot-check token is issued for: registering and subscribing. */
export type BotCheckAction = 'register_account' | 'subscribe_newsletter';

interface BotCheckConfig {
  provider: 'altcha' | 'recaptcha' | 'turnstile';
  site_key: string | null;
}

let config: Promise<BotCheckConfig> | null = null;
const loadConfig = () => {
  config ??= getJson<BotCheckConfig>('/api/captcha/config').catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
};

/**
 * A bot-check token for an action, obtained from the configured provider without bothering
 * the visitor: there is no puzzle to solve.
 * ALTCHA (default): a challenge from GET /api/captcha/challenge, solved in the browser (Web
 * Workers, else the main thread), returned as the base64 payload the server verifies.
 * reCAPTCHA v3 and Turnstile: their invisible token for the action. Each token works once.
 */
export async function botCheckToken(action: BotCheckAction): Promise<string> {
  const { provider, site_key: siteKey } = await loadConfig();
  if (provider === 'recaptcha') return recaptchaToken(siteKey ?? '', action);
  if (provider === 'turnstile') return turnstileToken(siteKey ?? '', action);
  return altchaToken(action);
}

async function altchaToken(action: BotCheckAction): Promise<string> {
  const challenge = await getJson<Challenge>(`/api/captcha/challenge?action=${action}`);
  const { solveChallenge, solveChallengeWorkers } = await import('altcha-lib');
  let solution: Solution | null = null;
  if (typeof Worker !== 'undefined') {
    try {
      solution = await solveChallengeWorkers({
        challenge,
        concurrency: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)),
        createWorker: () =>
          new Worker(new URL('./bot-check.worker.ts', import.meta.url), { type: 'module' }),
      });
    } catch {
      solution = null; // no workers here (policy, old browser): solve on the main thread
    }
  }
  if (!solution) {
    const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
    solution = await solveChallenge({ challenge, deriveKey });
  }
  if (!solution) throw new Error('The bot check could not be solved.');
  return btoa(JSON.stringify({ challenge, solution }));
}

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

async function recaptchaToken(siteKey: string, action: BotCheckAction): Promise<string> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}

interface Turnstile {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  execute(widgetId: string): void;
  remove(widgetId: string): void;
}

async function turnstileToken(siteKey: string, action: BotCheckAction): Promise<string> {
  await loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
  const turnstile = (window as unknown as { turnstile: Turnstile }).turnstile;
  const host = document.createElement('div');
  // Invisible unless Turnstile decides it needs the visitor (then it shows itself here).
  host.style.cssText = 'position:fixed;bottom:16px;right:16px;z-index:1000';
  document.body.appendChild(host);
  let id = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      id = turnstile.render(host, {
        sitekey: siteKey,
        action,
        execution: 'execute',
        appearance: 'interaction-only',
        callback: resolve,
        'error-callback': () => reject(new Error('Turnstile failed')),
      });
      turnstile.execute(id);
    });
  } finally {
    if (id) turnstile.remove(id);
    host.remove();
  }
}
