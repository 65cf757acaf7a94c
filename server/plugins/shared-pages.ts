import { matchRoutes } from 'react-router';
import { paths, READ_ON_EVERY_PAGE, type CacheRule } from '../../core/site/paths.ts';
import { studioPaths } from '../../core/site/studio-paths.ts';

/**
 * The page table's routes (core/site/paths.ts) as React Router matches them, each with its cache
 * rule: the page cache asks the same matcher, with the same patterns, as the router that renders
 * the page, so a rule is decided by the route a URL reaches, never by its text
 * (docs/decisions/030-paths-and-cache-rules.md).
 */
const ROUTES = [...Object.values(paths), ...Object.values(studioPaths)].flatMap((page) =>
  [page.pattern, ...page.aliases].map((path) => ({ path, cache: page.cache })),
);

/** The page a URL's path loads: React Router's data requests (`/x.data`, `/_root.data`) included. */
function pagePath(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

/** Paths whose rule is remembered: `matchRoutes` flattens and ranks every route on each call. */
const REMEMBERED = 5000;
const rules = new Map<string, CacheRule | undefined>();

/** The cache rule of the page a URL (path and query) reaches; none when it is not shared. */
export function pageCacheRule(url: string): CacheRule | undefined {
  const mark = url.indexOf('?');
  const pathname = pagePath(mark === -1 ? url : url.slice(0, mark));
  if (rules.has(pathname)) return rules.get(pathname);
  const rule = matchRoutes(ROUTES, pathname)?.at(-1)?.route.cache;
  if (rules.size >= REMEMBERED) rules.delete(rules.keys().next().value!);
  rules.set(pathname, rule);
  return rule;
}

/** Whether a guest's request for this URL (path and query) may be answered from the cache. */
export function isSharedPage(url: string): boolean {
  return pageCacheRule(url)?.shared === true;
}

/**
 * A shared page's URL with only the query parameters its route reads, sorted: its page-cache key,
 * and what is rendered. The others change nothing on the page; kept, `/?v=1`, `/?v=2`… would each
 * be a render and an entry of their own.
 */
export function sharedPageUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const read = new Set<string>([...READ_ON_EVERY_PAGE, ...(pageCacheRule(url)?.reads ?? [])]);
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (read.has(name)) kept.append(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
