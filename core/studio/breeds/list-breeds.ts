import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { breeds, products } from '../../../db/schema/index.ts';

/** Breeds per page of the studio's list. */
export const BREED_PAGE_SIZE = 25;

export interface BreedListQuery {
  q?: string;
  family?: number | null;
  page?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of breeds, A to Z, by a part of the name or a synonym and by family. */
export async function listBreeds(db: Db, query: BreedListQuery) {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(
      or(ilike(breeds.name, like), sql`array_to_string(${breeds.synonyms}, ';') ilike ${like}`)!,
    );
  }
  if (query.family) where.push(eq(breeds.idFamily, query.family));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id_breed: breeds.idBreed,
        id_family: breeds.idFamily,
        name: breeds.name,
        slug: breeds.slug,
        revision: breeds.revision,
        updated_at: breeds.updatedAt,
      })
      .from(breeds)
      .where(condition)
      .orderBy(asc(breeds.name), asc(breeds.idBreed))
      .limit(BREED_PAGE_SIZE)
      .offset((page - 1) * BREED_PAGE_SIZE),
    db.select({ n: count() }).from(breeds).where(condition),
  ]);
  const n = Number(total?.n ?? 0);
  return { breeds: rows, total: n, page, pages: Math.max(1, Math.ceil(n / BREED_PAGE_SIZE)) };
}

/** What the form's pickers offer: every product and every breed, by name. */
export async function breedChoices(db: Db) {
  const [productRows, breedRows] = await Promise.all([
    db
      .select({ id: products.idProduct, name: products.name })
      .from(products)
      .orderBy(asc(products.name), asc(products.idProduct)),
    db
      .select({ id: breeds.idBreed, name: breeds.name, id_family: breeds.idFamily })
      .from(breeds)
      .orderBy(asc(breeds.name), asc(breeds.idBreed)),
  ]);
  return { products: productRows, breeds: breedRows };
}
