import { and, asc, desc, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, authors } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { summaryColumns, toSummaries, type ArticleSummary } from './article-summary.ts';
import { filterConditions } from './list-articles.ts';
import { isPublished } from './visibility.ts';

/** Related articles shown at the end of an article. */
export const RELATED_ARTICLES = 3;

/** What the end of an article leads to: more of the same, and the articles around it in time. */
export interface ArticleNeighbours {
  /** Newest first: same family and same category (its first of each), never itself. */
  related: ArticleSummary[];
  /** The article published right after this one (null: this is the newest). */
  next: ArticleSummary | null;
  /** The article published right before this one (null: this is the oldest). */
  previous: ArticleSummary | null;
}

/**
 * The end of an article: related articles of its family and category, and the next
 * and previous ones by publication order. Publication order is (published_at, id_article), the
 * order of every list, so two articles published at the same moment still have a next one.
 */
export async function getArticleNeighbours(
  db: Db,
  article: {
    id_article: number;
    timestamp: number;
    families: { id_family: number }[];
    categories: { id_category: number }[];
  },
  locale: Locale,
): Promise<ArticleNeighbours> {
  const id = article.id_article;
  // The stored moment, not the summary's whole seconds: read it back to compare like with like.
  const publishedAt = sql`(SELECT a.published_at FROM articles a WHERE a.id_article = ${id})`;
  const idFamily = article.families[0]?.id_family;
  const idCategory = article.categories[0]?.id_category;
  const select = (where: SQL | undefined, order: SQL[], limit: number) =>
    db
      .select(summaryColumns)
      .from(articles)
      .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
      .where(where)
      .orderBy(...order)
      .limit(limit);
  const after = and(
    isPublished,
    or(
      gt(articles.publishedAt, publishedAt),
      and(eq(articles.publishedAt, publishedAt), gt(articles.idArticle, id)),
    ),
  );
  const before = and(
    isPublished,
    or(
      lt(articles.publishedAt, publishedAt),
      and(eq(articles.publishedAt, publishedAt), lt(articles.idArticle, id)),
    ),
  );
  const [related, next, previous] = await Promise.all([
    // An article of no family and no category has nothing to relate to.
    idFamily === undefined && idCategory === undefined
      ? []
      : select(
          and(ne(articles.idArticle, id), ...filterConditions(db, { idFamily, idCategory })),
          [desc(articles.publishedAt), desc(articles.idArticle)],
          RELATED_ARTICLES,
        ),
    select(after, [asc(articles.publishedAt), asc(articles.idArticle)], 1),
    select(before, [desc(articles.publishedAt), desc(articles.idArticle)], 1),
  ]);
  const [relatedSummaries, [nextSummary], [previousSummary]] = await Promise.all([
    toSummaries(db, related, locale),
    toSummaries(db, next, locale),
    toSummaries(db, previous, locale),
  ]);
  return {
    related: relatedSummaries,
    next: nextSummary ?? null,
    previous: previousSummary ?? null,
  };
}
