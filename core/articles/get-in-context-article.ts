import { and, desc, eq, exists, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articleFamilies, articles, authors } from '../../db/schema/index.ts';

/** The short form of an article used by widgets and lists. */
export interface ArticleTeaser {
  id_article: number;
  title: string;
  slug: string;
  excerpt: string;
  image_url: string | null;
  mobile_image_url: string | null;
  timestamp: number;
  author: { name: string } | null;
}

/**
 * One article for a widget in context: the newest of the family and/or category given, or the
 * newest of all. Null when nothing matches.
 */
export async function getInContextArticle(
  db: Db,
  filter: { idFamily?: number; idCategory?: number },
): Promise<ArticleTeaser | null> {
  const conditions: SQL[] = [];
  if (filter.idFamily !== undefined) {
    conditions.push(
      exists(
        db
          .select()
          .from(articleFamilies)
          .where(and(eq(articleFamilies.idArticle, articles.idArticle), eq(articleFamilies.idFamily, filter.idFamily))),
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
            and(eq(articleCategories.idArticle, articles.idArticle), eq(articleCategories.idCategory, filter.idCategory)),
          ),
      ),
    );
  }
  const [row] = await db
    .select({ article: articles, authorName: authors.name })
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(articles.publishedAt), desc(articles.idArticle))
    .limit(1);
  if (!row) return null;
  const a = row.article;
  return {
    id_article: a.idArticle,
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    image_url: a.imageUrl,
    mobile_image_url: a.mobileImageUrl,
    timestamp: Math.floor(a.publishedAt.getTime() / 1000),
    author: row.authorName ? { name: row.authorName } : null,
  };
}
