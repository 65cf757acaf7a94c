import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import type { CheckFacts } from './check-article.ts';

/** What the article services share: the database, the purge announcement, the checks' facts. */
export interface ArticleContext {
  db: Db;
  purge: PurgeBus;
  /** What the content checks need besides the database (the site's origin, picture sizes). */
  checkFacts: CheckFacts;
  /** Review notifications' e-mails (docs/decisions/077); none when absent. */
  notify?: NotifyContext;
}

/** After a commit: every page that shows the article is purged (docs/decisions/033). */
export const announce = (context: ArticleContext, idArticle: number) =>
  context.purge.announce({ kind: 'article', id: idArticle });
