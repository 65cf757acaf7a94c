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
