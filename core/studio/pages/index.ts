import type { Db } from '../../../db/client.ts';
import type { StaticPageKey } from '../../pages/static-page-paths.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import type { Locale } from '../../site/locale.ts';
import { guarded, type Actor } from '../operations.ts';
import type { StaticPageInput } from './page-rules.ts';
import { getPage, listPages } from './read-pages.ts';
import { savePage, type PageContext } from './save-page.ts';

export type { StaticPageRow } from './read-pages.ts';

/**
 * The static pages' texts in the studio (decision 043): one per page and locale, saved
 * with its audit entry in one transaction, the HTML field sanitised before it is stored; then
 * every page is purged (the footer links them, and aliases redirect to them).
 */
export function createStaticPageServices(db: Db, purge: PurgeBus) {
  const context: PageContext = { db, purge };
  return guarded(
    'studioPages',
    { list: null, get: null, save: 'pages.edit' },
    {
      list: () => listPages(db),
      get: (key: StaticPageKey, locale: Locale) => getPage(db, key, locale),
      save: (actor: Actor, key: StaticPageKey, locale: Locale, input: StaticPageInput) =>
        savePage(context, actor, key, locale, input),
    },
  );
}

export type StaticPageServices = ReturnType<typeof createStaticPageServices>;
