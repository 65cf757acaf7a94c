import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '../core/site/locale.ts';
import { messagesFor, translate } from '../core/site/messages.ts';
import { DEFAULT_HEADER_COLOUR, readableHeaderColour } from '../core/site/header-colour.ts';
import type { SiteSettings } from '../core/site/settings.ts';
import { BOT_CHECK_PROVIDERS, type BotCheckSettings } from '../core/bot-check/settings.ts';
import type { MailSettings } from '../core/mail/settings.ts';
import { DEFAULT_PACK_MAX_MB } from '../core/content-pack/pack-limits.ts';

/** Empty strings in the environment mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const url = z.url({ protocol: /^https?$/ });
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** An IPv4/IPv6 address, optionally with a /prefix (a CIDR block). */
const address = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
/**
 * Which proxies in front of us to believe about the client's address (X-Forwarded-For):
 * `false` (none), `true` (all: only when nothing can reach us but the proxy), a hop count, or a
 * comma-separated list of the proxies' addresses or CIDR blocks.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((item) => item.trim());
    for (const item of list) {
      if (!address.safeParse(item).success) {
        ctx.addIssue({
          code: 'custom',
          message: `"${item}" is not true, false, a hop count, an address or a CIDR block`,
        });
        return z.NEVER;
      }
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optional(url),
  SITE_LOCALE: z.enum(LOCALES).default('en'),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  // newsletter editions through another (bulk) server; unset: SMTP_URL (docs/decisions/047)
  NEWSLETTER_SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  TRUST_PROXY: optional(trustProxy),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  RENDER_QUEUE_MS: z.coerce.number().int().min(1).max(60_000).default(250),
  EVENT_LOOP_MAX_DELAY_MS: optional(z.coerce.number().int().min(0).max(60_000)),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a member's own reads are kept; 0: read at each call (docs/decisions/073). */
  MEMBER_READS_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: bool.default(true),

  SITE_TITLE: z.string().min(1).default('Pawpedia'),
  // Unset: the site language's own (locales/*.json site.default_meta_*), so a pt site's pages
  // describe themselves in Portuguese.
  SITE_META_DESCRIPTION: optional(z.string()),
  SITE_META_KEYWORDS: optional(z.string()),
  SITE_LOGO_PATH: z.string().startsWith('/').default('/img/logo.svg'),
  STORE_URL_EN: url.default('https://shop.pawpedia.example/en'),
  STORE_URL_PT: url.default('https://shop.pawpedia.example/pt'),
  STORE_URL_PT_BR: url.default('https://shop.pawpedia.example/br'),
  FORUM_URL: url.default('https://forum.pawpedia.example'),
  LEGACY_URL: url.default('https://classic.pawpedia.example'),
  FACEBOOK_URL: optional(url),
  INSTAGRAM_URL: optional(url),
  NEWSLETTER_ENABLED: bool.default(true),
  CONTACT_EMAIL: z.email().default('hello@pawpedia.example'),
  COVID_NOTICE_ENABLED: bool.default(false),
  SITE_HEADER_COLOUR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .refine(readableHeaderColour, "too dark for the header's text (WCAG AA)")
    .transform((colour) => colour.toLowerCase())
    .default(DEFAULT_HEADER_COLOUR),
  ANALYTICS_PROVIDER: z.enum(['none', 'first-party', 'beacon']).default('none'),
  ANALYTICS_URL: optional(url),
  STOCK_API_URL: optional(url),
  // The same site in other languages (same paths), for hreflang alternates; this one's is PUBLIC_URL.
  SITE_URL_EN: optional(url),
  SITE_URL_PT: optional(url),
  SITE_URL_PT_BR: optional(url),

  // bot check and mail (docs/decisions/010-bot-check-and-mail.md)
  BOT_CHECK_PROVIDER: z.enum(BOT_CHECK_PROVIDERS).default('altcha'),
  BOT_CHECK_SITE_KEY: optional(z.string().min(1)),
  BOT_CHECK_SECRET_KEY: optional(z.string().min(1)),
  BOT_CHECK_VERIFY_URL: optional(url),
  BOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  BOT_CHECK_ALTCHA_COST: z.coerce.number().int().min(1).max(1000).default(10),
  MAIL_FROM: optional(z.string().regex(/@/, 'must contain an e-mail address')),
  MAIL_UNSUBSCRIBE_EMAIL: optional(z.email()),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  // timed jobs: scheduled publishing (docs/decisions/035); 0 polls only when asked
  JOBS_POLL_SECONDS: optional(z.coerce.number().min(0).max(3600)),
  JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  // newsletter editions: messages put into the outbox per minute (docs/decisions/047)
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** The largest content pack imported, in megabytes (docs/decisions/069). */
  CONTENT_PACK_MAX_MB: z.coerce.number().int().min(1).max(1024).default(DEFAULT_PACK_MAX_MB),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | null;
  redisUrl: string | null;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /** Pages rendered at once, and how many more may wait for a turn before the rest get a 503. */
  renderConcurrency: number;
  renderQueue: number;
  /** Longest a page waits for a render slot before it is answered 503. */
  renderQueueMs: number;
  /**
   * Event-loop lag past which every request but the health checks gets a 503 (0: off). Off by
   * default in development (Vite compiles on the loop) and in tests (two test files share two
   * cores, and the embedded database runs on the loop: slow, not overloaded).
   */
  eventLoopMaxDelayMs: number;
  rateLimitScale: number;
  /** Seconds a guest page is served from the page cache (0: no cache). */
  pageCacheSeconds: number;
  memberReadsSeconds: number;
  /** The largest content pack the studio and the API take, in bytes (CONTENT_PACK_MAX_MB). */
  contentPackMaxBytes: number;
  /**
   * Timed jobs (scheduled publishing): how often due ones are looked for (0: only when asked, the
   * default in tests) and how many attempts a failing one gets.
   */
  jobs: { pollMs: number; maxAttempts: number };
  /** Newsletter messages put into the outbox per minute (decision 047). */
  newsletterRatePerMinute: number;
  logLevel: string;
  seedOnStart: boolean;
  site: SiteSettings;
  botCheck: BotCheckSettings;
  mail: MailSettings;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ANALYTICS_PROVIDER === 'beacon' && !e.ANALYTICS_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  ANALYTICS_URL: required when ANALYTICS_PROVIDER is beacon',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.BOT_CHECK_PROVIDER !== 'altcha' && (!e.BOT_CHECK_SITE_KEY || !e.BOT_CHECK_SECRET_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  BOT_CHECK_SITE_KEY, BOT_CHECK_SECRET_KEY: required when BOT_CHECK_PROVIDER is ${e.BOT_CHECK_PROVIDER}`,
    );
  }
  const mailHost = new URL(e.PUBLIC_URL ?? 'http://localhost').hostname;
  const mailFrom = e.MAIL_FROM ?? `"${e.SITE_TITLE.replace(/"/g, '')}" <no-reply@${mailHost}>`;
  const mailDomain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? mailHost;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    trustProxy: e.TRUST_PROXY ?? false,
    renderConcurrency: e.RENDER_CONCURRENCY,
    renderQueue: e.RENDER_QUEUE,
    renderQueueMs: e.RENDER_QUEUE_MS,
    eventLoopMaxDelayMs: e.EVENT_LOOP_MAX_DELAY_MS ?? (e.NODE_ENV === 'production' ? 250 : 0),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    memberReadsSeconds: e.MEMBER_READS_SECONDS,
    contentPackMaxBytes: e.CONTENT_PACK_MAX_MB * 1024 * 1024,
    jobs: {
      pollMs: Math.round((e.JOBS_POLL_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 1)) * 1000),
      maxAttempts: e.JOBS_MAX_ATTEMPTS,
    },
    newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    botCheck: {
      provider: e.BOT_CHECK_PROVIDER,
      siteKey: e.BOT_CHECK_SITE_KEY ?? null,
      secretKey: e.BOT_CHECK_SECRET_KEY ?? null,
      verifyUrl: e.BOT_CHECK_VERIFY_URL ?? null,
      minScore: e.BOT_CHECK_MIN_SCORE,
      altchaCost: e.BOT_CHECK_ALTCHA_COST,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      bulkSmtpUrl: e.NEWSLETTER_SMTP_URL ?? null,
      fileDir: path.join(dataDir, 'mail'),
      from: mailFrom,
      unsubscribeEmail: e.MAIL_UNSUBSCRIBE_EMAIL ?? `unsubscribe@${mailDomain}`,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      pollMs: Math.round(e.MAIL_POLL_SECONDS * 1000),
    },
    site: {
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      localeUrls: localeUrls(e),
      title: e.SITE_TITLE,
      metaDescription:
        e.SITE_META_DESCRIPTION ??
        translate(messagesFor(e.SITE_LOCALE), 'site.default_meta_description'),
      metaKeywords:
        e.SITE_META_KEYWORDS ?? translate(messagesFor(e.SITE_LOCALE), 'site.default_meta_keywords'),
      locale: e.SITE_LOCALE,
      logoPath: e.SITE_LOGO_PATH,
      storeUrls: { en: e.STORE_URL_EN, pt: e.STORE_URL_PT, pt_BR: e.STORE_URL_PT_BR },
      forumUrl: e.FORUM_URL,
      legacyUrl: e.LEGACY_URL,
      facebookUrl: e.FACEBOOK_URL ?? null,
      instagramUrl: e.INSTAGRAM_URL ?? null,
      hasNewsletter: e.NEWSLETTER_ENABLED,
      contactEmail: e.CONTACT_EMAIL,
      covidNoticeEnabled: e.COVID_NOTICE_ENABLED,
      headerColour: e.SITE_HEADER_COLOUR,
      cookieNoticeText: null,
      // Embedded product cards read the stock-management service; this app serves one itself.
      stockApiUrl: (e.STOCK_API_URL ?? '/api/stock').replace(/\/$/, ''),
      analytics: {
        provider: e.ANALYTICS_PROVIDER,
        url:
          e.ANALYTICS_PROVIDER === 'first-party'
            ? '/api/analytics/pageview'
            : (e.ANALYTICS_URL ?? null),
      },
    },
  };
}

/** The site's address in each language that has one; this site's own is always PUBLIC_URL. */
function localeUrls(e: z.infer<typeof envSchema>): Partial<Record<Locale, string>> {
  const own = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const urls: Partial<Record<Locale, string>> = {};
  const given: Record<Locale, string | undefined> = {
    en: e.SITE_URL_EN,
    pt: e.SITE_URL_PT,
    pt_BR: e.SITE_URL_PT_BR,
  };
  for (const locale of LOCALES) {
    const url = locale === e.SITE_LOCALE ? own : given[locale];
    if (url) urls[locale] = url.replace(/\/$/, '');
  }
  return urls;
}

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts without set-up. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet: create it below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
