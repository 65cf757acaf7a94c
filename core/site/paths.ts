import { STATIC_PAGE_PATHS, type StaticPageKey } from '../pages/static-page-paths.ts';

/**
 * Every page of the site in one table (the studio's pages in ./studio-paths.ts, a module of their
 * own so that public pages' bundles do not carry them, decision 034): its route pattern (React Router syntax), a typed builder
 * for links, redirects and sitemaps, and its cache rule. `app/routes.ts` makes the router from
 * these patterns and the page cache reads the rules from the route it matches
 * (docs/decisions/030-paths-and-cache-rules.md).
 */

/** The names of a pattern's `:params`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** Query parameters of a link; `undefined` values are left out. */
export type Query = Record<string, string | number | undefined>;

/**
 * How a page may be cached. `shared`: every guest gets the same page, so one render is kept and
 * served to all (server/plugins/page-cache.ts); `reads` are the query parameters the page reads
 * (the rest are dropped from the key, or every visitor would get the first one's page). A page
 * with no rule is rendered for each visitor and no shared cache keeps it: deny by default.
 */
export interface CacheRule {
  shared: true;
  reads?: readonly string[];
}

export interface PageDefinition<P extends string> {
  /** The route pattern, as React Router matches it. */
  readonly pattern: P;
  /** Other patterns served by the same route (kept for old links). */
  readonly aliases: readonly string[];
  readonly cache: CacheRule | undefined;
  /** The path of one page: every `:param` filled in (encoded), then the query. */
  (params: PathParams<P>, query?: Query): string;
}

/** The query string of a link, with its `?`, or an empty string. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function page<P extends string>(
  pattern: P,
  options: { cache?: CacheRule; aliases?: readonly string[] } = {},
): PageDefinition<P> {
  const build = (params: PathParams<P>, query?: Query) =>
    pattern.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String((params as Record<string, string | number>)[name])),
    ) + queryString(query);
  return Object.assign(build, {
    pattern,
    aliases: options.aliases ?? [],
    cache: options.cache,
  });
}

/** The same page for every guest (see CacheRule). */
const shared = (...reads: string[]): CacheRule => ({ shared: true, reads });

/**
 * Parameters every shared page reads: the header's search box, the one-time confirmation a form's
 * action leads to (`flash`, app/components/flash-message.tsx), React Router's data requests.
 */
export const READ_ON_EVERY_PAGE = ['search', 'flash', '_routes'] as const;

export const paths = {
  home: page('/', { cache: shared('poll'), aliases: ['/home', '/homepage', '/index'] }),
  // The breed list's filter and length come from a GET form and a link that work before scripts.
  breedList: page('/breeds/:id', { cache: shared('q', 'show') }),
  breedProfile: page('/breeds/:id/:slug', { cache: shared() }),
  breedDetails: page('/breeds/:id/:slug/details', { cache: shared() }),
  familyArticles: page('/articles/:id/:slug', { cache: shared() }),
  categoryArticles: page('/articles/:id/:slug/:idCategory/:slugCategory', { cache: shared() }),
  // The reading font is chosen with a link that works before scripts.
  article: page('/article/:id/:slug', { cache: shared('font') }),
  // A signed, expiring link to an article in any state (docs/decisions/035): never kept.
  articlePreview: page('/preview/article/:token'),
  // The private preview of an unsaved home curation (decision 044); no cache rule: never kept.
  homePreview: page('/preview/home/:token'),
  // Results differ with every query: rendered for each search.
  search: page('/search'),
  infographics: page('/infographics', { cache: shared() }),
  infographic: page('/infographic/:id/:slug', { cache: shared() }),
  // Accounts, pets and the pages that act on a link or show a form's own state: never shared.
  registerPet: page('/register/pet'),
  login: page('/login'),
  logout: page('/logout'),
  register: page('/register'),
  account: page('/account'),
  accountErase: page('/account/erase'),
  // Only posted to: the account page's delete button of each pet.
  deletePet: page('/account/pet/:id/delete'),
  forgotPassword: page('/forgot/password'),
  passwordReset: page('/password/reset/:token'),
  // Only posted to: the footer's newsletter block.
  newsletterSubscribe: page('/newsletter/subscribe'),
  newsletterSubscribed: page('/newsletter/subscribed'),
  newsletterUnsubscribed: page('/newsletter/unsubscribed'),
  // The personal link of each edition's message (decision 047): the page asks to confirm; its
  // POST, also a mail client's one-click (RFC 8058), is server/api/newsletter.ts's.
  newsletterUnsubscribe: page('/newsletter/unsubscribe/:token'),
  // Sent editions (decision 047), purged when one is sent (the job's purge of the site).
  newsletterArchive: page('/newsletter/archive', { cache: shared() }),
  newsletterEdition: page('/newsletter/archive/:id/:slug', { cache: shared() }),
  // Static pages: the main path and aliases whose loader redirects 301 to it (decision 009).
  ...(Object.fromEntries(
    Object.entries(STATIC_PAGE_PATHS).map(([key, { path, aliases }]) => [
      `page_${key}`,
      page(path, { cache: shared(), aliases }),
    ]),
  ) as Record<`page_${StaticPageKey}`, PageDefinition<string>>),
  // Anything else: the not-found page. Unknown paths are endless, so none is kept.
  notFound: page('*'),
} as const;

export type PageName = keyof typeof paths;

/** The path of a static page by its key. */
export const staticPagePath = (key: StaticPageKey): string => paths[`page_${key}`]({});

/** Where the editorial studio lives: its pages and its API, never cached (decision 030). */
export const STUDIO_PREFIXES = ['/studio', '/api/studio'] as const;

/** Whether a route pattern or path belongs to the studio (case ignored, as the router does). */
export const isStudioPath = (path: string): boolean =>
  STUDIO_PREFIXES.some((prefix) => {
    const lower = path.toLowerCase();
    return lower === prefix || lower.startsWith(`${prefix}/`);
  });

/** Paths outside the page table: files and machine-read documents. */
export const files = {
  sitemapIndex: '/sitemap.xml',
  rss: '/rss.xml',
  robots: '/robots.txt',
  /** The JSON Schema of a content pack (docs/decisions/045), as docs/content-pack.schema.json. */
  contentPackSchema: '/schemas/content-pack.schema.json',
} as const;
