import { SEARCH_LIMITS } from '../../core/search/query.ts';
import { paths } from '../../core/site/paths.ts';

/** The groups of the search results page, in the order it shows them. */
export const SEARCH_PAGE_GROUPS = ['breeds', 'articles', 'infographics', 'products'] as const;
export type SearchPageGroup = (typeof SEARCH_PAGE_GROUPS)[number];

/** Pages beyond this are not offered: the article ranking reads a bounded set of candidates. */
export const SEARCH_MAX_PAGE = 40;

const isGroup = (value: string | null): value is SearchPageGroup =>
  SEARCH_PAGE_GROUPS.includes(value as SearchPageGroup);

/**
 * The search results page's address (decision 025): `?q=` the query, `type=` one group only and
 * `page=` a page of that group. Bad values are forgiven (ignored), never an error. `?query=`, the
 * search API's own name for it, is read as `q` too (docs/decisions/084); the page's links and form
 * always write `q`.
 */
export function readSearchUrl(url: URL): { q: string; type: SearchPageGroup | null; page: number } {
  const raw = url.searchParams.get('q') || url.searchParams.get('query') || '';
  const q = raw.slice(0, SEARCH_LIMITS.maxLength * 2).trim();
  const rawType = url.searchParams.get('type');
  const type = isGroup(rawType) ? rawType : null;
  const rawPage = Number(url.searchParams.get('page') ?? '1');
  const page =
    type && Number.isInteger(rawPage) ? Math.min(Math.max(rawPage, 1), SEARCH_MAX_PAGE) : 1;
  return { q, type, page };
}

/** The link to a page of the results: the query, then a group and its page when there is one. */
export function searchHref(q: string, type?: SearchPageGroup | null, page = 1): string {
  return paths.search(
    {},
    { q, type: type ?? undefined, page: type && page > 1 ? page : undefined },
  );
}
