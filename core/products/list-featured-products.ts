import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { toProduct, type Product } from './to-product.ts';

/**
 * The shop's featured products for the home page, in the order the studio gives them (then
 * catalogue order), linked into the locale's shop.
 */
export async function listFeaturedProducts(db: Db, storeUrl: string): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.isFeatured, true))
    .orderBy(asc(products.shopPosition), asc(products.idProduct));
  return rows.map((row) => toProduct(row, storeUrl));
}
