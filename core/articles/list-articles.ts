import { and, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articleFamilies, articles, authors } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { summaryColumns, toSummaries, type ArticleSummary } from './article-summary.ts';
import { isPublished } from './visibility.ts';

/**
 * Articles per page of a family or category list: the hero, three in a list, then eight more
 * (docs/decisions/008-article-page-size.md).
 */
export const ARTICLE_PAGE_SIZE = 12;

export interface ArticlePage {
  data: ArticleSummary[];
  last_page: number;
}

export interface ArticleFilter {
  idFamily?: number;
  idCategory?: number;
}

/** SQL conditions for published articles of a family and/or a category. */
export function filterConditions(db: Db, filter: ArticleFilter): SQL[] {
  const conditions: SQL[] = [isPublished];
  if (filter.idFamily !== undefined) {
    conditions.push(
      exists(
        db
          .select()
          .from(articleFamilies)
          .where(
            and(
              eq(articleFamilies.idArticle, articles.idArticle),
              eq(articleFamilies.idFamily, filter.idFamily),
            ),
          ),
      ),
    );
  }
  if (filter.idCategory !== undefined) {
    conditions.push(
      exists(
        db
          .select()
          .from(articleCategories)
          .where(
            and(
              eq(articleCategories.idArticle, articles.idArticle),
              eq(articleCategories.idCategory, filter.idCategory),
            ),
          ),
      ),
    );
  }
  return conditions;
}

/** One page (from 1) of a family's or category's articles, newest first. */
export async function listArticles(
  db: Db,
  filter: ArticleFilter & { page: number },
  locale: Locale,
): Promise<ArticlePage> {
  const where = and(...filterConditions(db, filter));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(articles).where(where),
    db
      .select(summaryColumns)
      .from(articles)
      .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.idArticle))
      .limit(ARTICLE_PAGE_SIZE)
      .offset((filter.page - 1) * ARTICLE_PAGE_SIZE),
  ]);
  return {
    data: await toSummaries(db, rows, locale),
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / ARTICLE_PAGE_SIZE)),
  };
}

/** Articles flagged for a place on the home page: the listed ones or the featured carousel. */
export async function listPlacedArticles(
  db: Db,
  placement: 'home' | 'featured',
  locale: Locale,
): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(
      and(
        isPublished,
        placement === 'home' ? eq(articles.isHome, true) : eq(articles.isFeatured, true),
      ),
    )
    // The curated order first (decision 044), then the rest newest first, as before curation.
    .orderBy(
      sql`${placement === 'home' ? articles.homePosition : articles.featuredPosition} asc nulls last`,
      desc(articles.publishedAt),
      desc(articles.idArticle),
    )
    .limit(placement === 'home' ? 30 : 8);
  return toSummaries(db, rows, locale);
}
