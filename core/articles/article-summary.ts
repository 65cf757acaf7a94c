import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articleCategories,
  articleFamilies,
  articles,
  authors,
  categories,
} from '../../db/schema/index.ts';
import { localizedName, type Locale } from '../site/locale.ts';

/** An article as lists and widgets show it: the article without its texts. */
export interface ArticleSummary {
  id_article: number;
  title: string;
  slug: string;
  excerpt: string;
  /** null when the article has no picture of its own: pages then pick a default one. */
  image_url: string | null;
  mobile_image_url: string | null;
  /** seconds since the epoch */
  timestamp: number;
  is_active: 0 | 1;
  is_comic: 0 | 1;
  author: { name: string } | null;
  families: { id_family: number }[];
  categories: { id_category: number; name: string }[];
}

export type ArticleRow = typeof articles.$inferSelect;

/** The columns every summary needs, plus the author's name. */
export const summaryColumns = {
  article: articles,
  authorName: authors.name,
};

/** Adds families and categories to article rows in two queries, whatever the number of rows. */
export async function toSummaries(
  db: Db,
  rows: { article: ArticleRow; authorName: string | null }[],
  locale: Locale,
): Promise<ArticleSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.article.idArticle);
  const [familyRows, categoryRows] = await Promise.all([
    db
      .select({ idArticle: articleFamilies.idArticle, idFamily: articleFamilies.idFamily })
      .from(articleFamilies)
      .where(inArray(articleFamilies.idArticle, ids))
      .orderBy(asc(articleFamilies.idFamily)),
    db
      .select({
        idArticle: articleCategories.idArticle,
        idCategory: categories.idCategory,
        name: categories.name,
        translations: categories.translations,
      })
      .from(articleCategories)
      .innerJoin(categories, eq(categories.idCategory, articleCategories.idCategory))
      .where(inArray(articleCategories.idArticle, ids))
      .orderBy(asc(categories.position), asc(categories.idCategory)),
  ]);
  return rows.map(({ article: a, authorName }) => ({
    id_article: a.idArticle,
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt,
    image_url: a.imageUrl,
    mobile_image_url: a.mobileImageUrl,
    timestamp: Math.floor(a.publishedAt.getTime() / 1000),
    is_active: a.isActive ? 1 : 0,
    is_comic: a.isComic ? 1 : 0,
    author: authorName ? { name: authorName } : null,
    families: familyRows
      .filter((f) => f.idArticle === a.idArticle)
      .map((f) => ({ id_family: f.idFamily })),
    categories: categoryRows
      .filter((c) => c.idArticle === a.idArticle)
      .map((c) => ({
        id_category: c.idCategory,
        name: localizedName(c.name, c.translations, locale),
      })),
  }));
}
