/** The actions a bot-check token is issued for: registering and subscribing. */
export const BOT_CHECK_ACTIONS = ['register_account', 'subscribe_newsletter'] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export const BOT_CHECK_PROVIDERS = ['altcha', 'recaptcha', 'turnstile'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];

export interface BotCheckSettings {
  provider: BotCheckProvider;
  /** Public key the browser needs (reCAPTCHA, Turnstile); null for ALTCHA. */
  siteKey: string | null;
  /** The provider's secret (reCAPTCHA, Turnstile); null for ALTCHA. */
  secretKey: string | null;
  /** The provider's siteverify endpoint (overridable, e.g. for a test stand-in). */
  verifyUrl: string | null;
  /** reCAPTCHA v3: the lowest score accepted (0..1). */
  minScore: number;
  /** ALTCHA: SHA-256 rounds per attempt; the work grows linearly with it. */
  altchaCost: number;
}

/** The providers' own verification endpoints. */
export const SITEVERIFY_URLS: Record<Exclude<BotCheckProvider, 'altcha'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

export const isBotCheckAction = (value: string): value is BotCheckAction =>
  (BOT_CHECK_ACTIONS as readonly string[]).includes(value);
