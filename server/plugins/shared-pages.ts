import { STATIC_PAGE_PATHS } from '../../core/pages/static-page-paths.ts';

const STATIC_PATHS = Object.values(STATIC_PAGE_PATHS).flatMap(({ path, aliases }) => [
  path,
  ...aliases,
]);
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pages every guest sees alike: the home page, the encyclopedia, articles, infographics and
 * the static pages, as documents and as React Router's `.data` answers. Pages that act on a link
 * (newsletter confirmation, password reset), show a form's own state or send somewhere are
 * left out on purpose: a shared copy of them would be wrong for the next visitor.
 */
const SHARED_PAGE = new RegExp(
  '^(?:' +
    [
      '/(?:_root|home|homepage|index)?',
      '/(?:breeds|articles|article|infographic)/[^?]*',
      '/infographics',
      ...STATIC_PATHS.map(escape),
    ].join('|') +
    ')(?:\\.data)?/?(?:\\?.*)?$',
  'i',
);

/** Whether a guest's request for this URL (path and query) may be answered from the cache. */
export function isSharedPage(url: string): boolean {
  return SHARED_PAGE.test(url);
}

/**
 * The query parameters each shared page reads (the rest change nothing on it): the header's search
 * box on every page (`search`), the one-time confirmation a form's action leads to (`flash`,
 * app/components/flash-message.tsx), React Router's `_routes` on `.data` answers, the article's reading
 * font, the breed list's filter and length. A parameter read by a page must be listed here, or every visitor gets the first one's page.
 */
const PARAMS_READ: [path: RegExp, names: string[]][] = [
  [/^/, ['search', 'flash', '_routes']],
  [/^\/article\//i, ['font']],
  // The breed list's filter and length (a GET form and a link that work before scripts).
  [/^\/breeds\/[^/]+(?:\.data)?\/?$/i, ['q', 'show']],
];

/** A shared page's URL with only the parameters it reads, sorted: its page-cache key. */
export function sharedPageUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const read = new Set(
    PARAMS_READ.flatMap(([pattern, names]) => (pattern.test(path) ? names : [])),
  );
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (read.has(name)) kept.append(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
