import { and, count, desc, eq, exists, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articleFamilies, articles, authors } from '../../../db/schema/index.ts';
import type { ArticleStatus } from './article-rules.ts';

export interface StudioArticleFilter {
  status?: ArticleStatus;
  idAuthor?: number;
  idFamily?: number;
  /** Part of the title. */
  q?: string;
  page: number;
}

export const STUDIO_PAGE_SIZE = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The studio's list of articles, every state, newest change first, paged. */
export async function listStudioArticles(db: Db, filter: StudioArticleFilter) {
  // The trash lists what is in it (docs/decisions/075).
  const conditions: SQL[] = [isNull(articles.trashedAt)];
  if (filter.status) conditions.push(eq(articles.status, filter.status));
  if (filter.idAuthor) conditions.push(eq(articles.idAuthor, filter.idAuthor));
  if (filter.idFamily)
    conditions.push(
      exists(
        db
          .select({ one: articleFamilies.idArticle })
          .from(articleFamilies)
          .where(
            and(
              eq(articleFamilies.idArticle, articles.idArticle),
              eq(articleFamilies.idFamily, filter.idFamily),
            ),
          ),
      ),
    );
  const q = filter.q?.trim();
  if (q) conditions.push(ilike(articles.title, `%${escapeLike(q)}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        idArticle: articles.idArticle,
        title: articles.title,
        slug: articles.slug,
        status: articles.status,
        revision: articles.revision,
        idAuthor: articles.idAuthor,
        authorName: authors.name,
        idStaffOwner: articles.idStaffOwner,
        scheduledAt: articles.scheduledAt,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.idArticle))
      .limit(STUDIO_PAGE_SIZE)
      .offset((filter.page - 1) * STUDIO_PAGE_SIZE),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows,
    page: filter.page,
    pages: Math.max(1, Math.ceil(n / STUDIO_PAGE_SIZE)),
    total: n,
  };
}
