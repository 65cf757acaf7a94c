import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { toProduct } from './to-product.ts';

/** What the stock-management service answers for a product embedded in an article. */
export interface StockProduct {
  name: string;
  description: string;
  url: string;
  image: string | null;
  price: number | null;
  buyText: string;
  fromText: string;
}

/** The product card data of one product, as the stock-management service would answer it. */
export async function getStockProduct(
  db: Db,
  idProduct: number,
  storeUrl: string,
): Promise<StockProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.idProduct, idProduct)).limit(1);
  if (!row) return null;
  const product = toProduct(row, storeUrl);
  return {
    name: product.name,
    description: product.abstract || product.description,
    url: product.link,
    image: product.image_url,
    price: product.price,
    buyText: row.buyText,
    fromText: row.fromText,
  };
}
