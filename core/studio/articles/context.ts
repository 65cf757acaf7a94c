import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';

/** What the article services share: the database, the purge announcement, the site's origin. */
export interface ArticleContext {
  db: Db;
  purge: PurgeBus;
  /** PUBLIC_URL: absolute links to it are internal links for the content checks. */
  siteOrigin: string;
}

/** After a commit: every page that shows the article is purged (docs/decisions/033). */
export const announce = (context: ArticleContext, idArticle: number) =>
  context.purge.announce({ kind: 'article', id: idArticle });
