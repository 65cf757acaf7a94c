import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { done, type ProductContext } from './context.ts';

const shopBlock = (executor: Pick<Db, 'select'>) =>
  executor
    .select()
    .from(products)
    .where(eq(products.isFeatured, true))
    .orderBy(asc(products.shopPosition), asc(products.idProduct));

/** The website's featured product and the home's shop block, in its order. */
export async function readShop(db: Db) {
  const [featured] = await db
    .select()
    .from(products)
    .where(eq(products.isSiteFeatured, true))
    .orderBy(asc(products.idProduct))
    .limit(1);
  return { featured: featured ?? null, block: await shopBlock(db) };
}

/**
 * Sets the website's featured product (null: none) and the shop block's products in order.
 * False when an id is not a product.
 */
export async function saveShop(
  context: ProductContext,
  { idStaff: actor }: Actor,
  shop: { featured: number | null; block: number[] },
): Promise<boolean> {
  const saved = await context.db.transaction(async (tx) => {
    const ids = [...new Set([...shop.block, ...(shop.featured ? [shop.featured] : [])])];
    if (ids.length) {
      const found = await tx
        .select({ id: products.idProduct })
        .from(products)
        .where(inArray(products.idProduct, ids));
      if (found.length !== ids.length) return false;
    }
    const [featuredBefore] = await tx
      .select({ id: products.idProduct })
      .from(products)
      .where(eq(products.isSiteFeatured, true))
      .for('update');
    const blockBefore = (await shopBlock(tx)).map((row) => row.idProduct);
    await tx
      .update(products)
      .set({ isSiteFeatured: false })
      .where(eq(products.isSiteFeatured, true));
    if (shop.featured)
      await tx
        .update(products)
        .set({ isSiteFeatured: true })
        .where(eq(products.idProduct, shop.featured));
    await tx
      .update(products)
      .set({ isFeatured: false, shopPosition: 0 })
      .where(eq(products.isFeatured, true));
    for (const [position, idProduct] of [...new Set(shop.block)].entries())
      await tx
        .update(products)
        .set({ isFeatured: true, shopPosition: position })
        .where(eq(products.idProduct, idProduct));
    await audit(tx, {
      actor,
      action: 'product.shop',
      subjectType: 'shop',
      details: {
        before: { featured_product: featuredBefore?.id ?? null, shop_block: blockBefore },
        after: { featured_product: shop.featured, shop_block: [...new Set(shop.block)] },
      },
    });
    return true;
  });
  return saved && done(context, true);
}
