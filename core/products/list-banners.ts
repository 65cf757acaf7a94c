import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { toProduct, type Product } from './to-product.ts';

/** The shop banners beside the home page's featured-article carousel (two are shown). */
export async function listBanners(db: Db, storeUrl: string, limit = 2): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.type, 'banner'))
    .orderBy(asc(products.idProduct))
    .limit(limit);
  return rows.map((row) => toProduct(row, storeUrl));
}
