import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { getHomeCuration } from '../home/home-curation.ts';
import { toProduct, type Product } from './to-product.ts';

/**
 * The shop banners beside the home page's featured-article carousel (two are shown): the ones the
 * home curation chose, in its order (decision 044), else the first banner-type products by id.
 */
export async function listBanners(
  db: Db,
  storeUrl: string,
  limit = 2,
  chosen?: readonly number[],
): Promise<Product[]> {
  const ids = chosen ?? (await getHomeCuration(db)).bannerIds;
  if (ids.length) {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.type, 'banner'), inArray(products.idProduct, [...ids])));
    return ids
      .map((id) => rows.find((row) => row.idProduct === id))
      .filter((row) => row !== undefined)
      .slice(0, limit)
      .map((row) => toProduct(row, storeUrl));
  }
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.type, 'banner'))
    .orderBy(asc(products.idProduct))
    .limit(limit);
  return rows.map((row) => toProduct(row, storeUrl));
}
