import type { Locale } from './locale.ts';

/** Site settings, from the environment (server/config.ts). */
export interface SiteSettings {
  /** The site's public address, without a trailing slash (canonical URLs, sharing, e-mails). */
  publicUrl: string;
  /** The site's address in each language it exists in (this one included), for hreflang. */
  localeUrls: Partial<Record<Locale, string>>;
  title: string;
  metaDescription: string;
  metaKeywords: string;
  locale: Locale;
  logoPath: string;
  storeUrls: Record<Locale, string>;
  forumUrl: string;
  legacyUrl: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  hasNewsletter: boolean;
  contactEmail: string;
  covidNoticeEnabled: boolean;
  /** The cookie notice's text; null: the standard wording of the site's language. */
  cookieNoticeText: string | null;
  /** The header's background (#rrggbb), readable under its dark text (core/site/header-colour.ts). */
  headerColour: string;
  /** Base URL of the stock-management service; `${stockApiUrl}/product/{id}` fills product cards. */
  stockApiUrl: string;
  /** Where page views go: nowhere, this app's own counter, or a beacon to another collector. */
  analytics: { provider: 'none' | 'first-party' | 'beacon'; url: string | null };
}
