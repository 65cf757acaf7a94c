import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authors, categories, families, products } from '../../../db/schema/index.ts';
import { localizedName, type Locale } from '../../site/locale.ts';

type Translated = { name: string; translations: Partial<Record<Locale, Record<string, string>>> };
/** The name the public site shows (its fallback chain: pt_BR, then pt, then the stored name). */
const nameIn = (row: Translated, locale: Locale) =>
  localizedName(row.name, row.translations, locale);

/** Bylines for the author picker. */
export function listAuthors(db: Db) {
  return db
    .select({
      idAuthor: authors.idAuthor,
      name: authors.name,
      occupation: authors.occupation,
      imageUrl: authors.imageUrl,
      idStaff: authors.idStaff,
    })
    .from(authors)
    .orderBy(asc(authors.name));
}

/** Families, in the site's language, for the picker. */
export async function listFamilies(db: Db, locale: Locale) {
  const rows = await db.select().from(families).orderBy(asc(families.position));
  return rows.map((row) => ({ id: row.idFamily, name: nameIn(row, locale), slug: row.slug }));
}

/** Categories, in the site's language, for the picker. */
export async function listCategories(db: Db, locale: Locale) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position));
  return rows.map((row) => ({ id: row.idCategory, name: nameIn(row, locale), slug: row.slug }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Products for the product picker: by name or title, or by id when the query is a number. */
export async function searchProducts(db: Db, query: string, limit = 20) {
  const q = query.trim();
  const pattern = `%${escapeLike(q)}%`;
  const where = !q
    ? undefined
    : /^\d{1,9}$/.test(q)
      ? or(eq(products.idProduct, Number(q)), ilike(products.name, pattern))
      : or(ilike(products.name, pattern), ilike(products.title, pattern));
  return db
    .select({
      idProduct: products.idProduct,
      name: products.name,
      imageUrl: products.imageUrl,
      price: products.price,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.name))
    .limit(limit);
}
