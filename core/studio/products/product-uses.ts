import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, breedProducts, breeds, products } from '../../../db/schema/index.ts';

/** Where a product shows: what a deletion would leave broken (decision 043 refuses it). */
export interface ProductUses {
  breeds: { id: number; name: string }[];
  articles: { id: number; title: string }[];
  site_featured: boolean;
  shop_block: boolean;
}

export async function productUses(
  executor: Pick<Db, 'select'>,
  idProduct: number,
): Promise<ProductUses> {
  const [kitRows, featuredRows, articleRows, productRows] = await Promise.all([
    executor
      .select({ id: breeds.idBreed, name: breeds.name })
      .from(breedProducts)
      .innerJoin(breeds, eq(breeds.idBreed, breedProducts.idBreed))
      .where(eq(breedProducts.idProduct, idProduct)),
    executor
      .select({ id: breeds.idBreed, name: breeds.name })
      .from(breeds)
      .where(eq(breeds.idFeaturedProduct, idProduct)),
    // Product cards in an article's markdown (core/studio/articles/content-checks.ts).
    executor
      .select({ id: articles.idArticle, title: articles.title })
      .from(articles)
      .where(
        and(
          ilike(articles.content, '%product-card%'),
          sql`${articles.content} ~ ${`data-id\\s*=\\s*["']?${idProduct}["' >]`}`,
        ),
      ),
    executor.select().from(products).where(eq(products.idProduct, idProduct)),
  ]);
  const seen = new Set<number>();
  const breedList = [...kitRows, ...featuredRows].filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
  return {
    breeds: breedList,
    articles: articleRows,
    site_featured: productRows[0]?.isSiteFeatured ?? false,
    shop_block: productRows[0]?.isFeatured ?? false,
  };
}
