import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, authors } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { summaryColumns, toSummaries, type ArticleSummary } from './article-summary.ts';
import { filterConditions, type ArticleFilter } from './list-articles.ts';

/**
 * One article for a widget in context: the newest of the family and/or category given, or the
 * newest of all. Null when nothing matches.
 */
export async function getInContextArticle(
  db: Db,
  filter: ArticleFilter,
  locale: Locale,
): Promise<ArticleSummary | null> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(and(...filterConditions(db, filter)))
    .orderBy(desc(articles.publishedAt), desc(articles.idArticle))
    .limit(1);
  const [summary] = await toSummaries(db, rows, locale);
  return summary ?? null;
}
