import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, authors, breeds, userPets } from '../../db/schema/index.ts';
import { summaryColumns, toSummaries, type ArticleSummary } from '../articles/article-summary.ts';
import { filterConditions } from '../articles/list-articles.ts';
import type { Locale } from '../site/locale.ts';

export const PET_ARTICLES_LIMIT = 12;

/**
 * Articles for a member's pet: its family's, those that name its breed first, then the newest.
 * Null when the pet is not one of the member's.
 */
export async function listPetArticles(
  db: Db,
  idUser: number,
  idUserPet: number,
  locale: Locale,
): Promise<ArticleSummary[] | null> {
  const [pet] = await db
    .select({ idFamily: userPets.idFamily, breedName: breeds.name })
    .from(userPets)
    .leftJoin(breeds, eq(breeds.idBreed, userPets.idBreed))
    .where(and(eq(userPets.idUserPet, idUserPet), eq(userPets.idUser, idUser)))
    .limit(1);
  if (!pet) return null;
  const pattern = pet.breedName ? `%${pet.breedName.replace(/[\\%_]/g, '\\$&')}%` : null;
  // Without a breed, no such key: a bare `ORDER BY 1` would sort by the first column (the id).
  const aboutBreed = pattern
    ? [
        sql<number>`case when ${or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern))} then 0 else 1 end`,
      ]
    : [];
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(and(...filterConditions(db, { idFamily: pet.idFamily })))
    .orderBy(...aboutBreed, desc(articles.publishedAt), desc(articles.idArticle))
    .limit(PET_ARTICLES_LIMIT);
  return toSummaries(db, rows, locale);
}
