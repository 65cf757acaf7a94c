import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { families, products } from '../../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

export interface ProductFilter {
  query?: string;
  idFamily?: number | null;
  type?: 'product' | 'banner' | null;
}

/** Products by name, family and type, in name order. */
export function listProducts(db: Db, filter: ProductFilter) {
  const conditions: SQL[] = [];
  const query = filter.query?.trim();
  if (query) {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.title, pattern),
        ...(/^\d{1,9}$/.test(query) ? [eq(products.idProduct, Number(query))] : []),
      )!,
    );
  }
  if (filter.idFamily) conditions.push(eq(products.idFamily, filter.idFamily));
  if (filter.type) conditions.push(eq(products.type, filter.type));
  return db
    .select()
    .from(products)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(products.name), asc(products.idProduct))
    .limit(500);
}

export async function getProduct(db: Db, idProduct: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.idProduct, idProduct));
  return row ?? null;
}

/** The families a product may belong to, in their order. */
export const listProductFamilies = (db: Db) =>
  db
    .select({ id: families.idFamily, name: families.name })
    .from(families)
    .orderBy(asc(families.position), asc(families.idFamily));
