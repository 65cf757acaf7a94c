import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, authors } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { summaryColumns, toSummaries, type ArticleSummary } from './article-summary.ts';
import { filterConditions, type ArticleFilter } from './list-articles.ts';

/**
 * One article for a widget in context: the newest of the family and/or category given, or the
 * newest of all, leaving out `exclude` (the articles the page already shows, so the widget never
 * repeats the hero). Null when nothing matches.
 */
export async function getInContextArticle(
  db: Db,
  filter: ArticleFilter,
  locale: Locale,
  exclude: readonly number[] = [],
): Promise<ArticleSummary | null> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(
      and(
        ...filterConditions(db, filter),
        ...(exclude.length ? [notInArray(articles.idArticle, [...exclude])] : []),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.idArticle))
    .limit(1);
  const [summary] = await toSummaries(db, rows, locale);
  return summary ?? null;
}
