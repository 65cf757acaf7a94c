import type { STATIC_PAGE_KEYS } from '../../db/schema/index.ts';

export type StaticPageKey = (typeof STATIC_PAGE_KEYS)[number];

/**
 * The static pages (about, privacy, terms): each has one main path and the aliases that move
 * permanently (301) to it. See docs/decisions/009-static-page-aliases.md.
 */
export const STATIC_PAGE_PATHS: Record<StaticPageKey, { path: string; aliases: readonly string[] }> = {
  about: { path: '/about-us', aliases: ['/sobre', '/about', '/sobre-nos'] },
  privacy: { path: '/privacy-policy', aliases: ['/politica-de-privacidade', '/privacy', '/privacidade'] },
  terms: { path: '/terms', aliases: ['/terms-of-use', '/termos-de-uso', '/termos'] },
  faq: { path: '/faq', aliases: [] },
  tbd: { path: '/tbd', aliases: [] },
};

/** The static page a path belongs to (main path or alias; case and a trailing slash ignored). */
export function staticPageForPath(pathname: string): StaticPageKey | null {
  const normalized = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  for (const [key, { path, aliases }] of Object.entries(STATIC_PAGE_PATHS)) {
    if (path === normalized || aliases.includes(normalized)) return key as StaticPageKey;
  }
  return null;
}
