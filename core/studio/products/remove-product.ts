import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { done, type ProductContext } from './context.ts';
import { productUses, type ProductUses } from './product-uses.ts';
import { snapshot } from './save-product.ts';

export type RemoveResult = 'deleted' | 'not_found' | { status: 'in_use'; uses: ProductUses };

const inUse = (uses: ProductUses) =>
  uses.breeds.length > 0 || uses.articles.length > 0 || uses.site_featured || uses.shop_block;

/** Refused while anything shows the product (decision 043): the uses say what to change first. */
export async function removeProduct(
  context: ProductContext,
  { idStaff: actor }: Actor,
  idProduct: number,
): Promise<RemoveResult> {
  const result = await context.db.transaction(async (tx): Promise<RemoveResult> => {
    const [row] = await tx
      .select()
      .from(products)
      .where(eq(products.idProduct, idProduct))
      .for('update');
    if (!row) return 'not_found';
    const found = await productUses(tx, idProduct);
    if (inUse(found)) return { status: 'in_use', uses: found };
    await tx.delete(products).where(eq(products.idProduct, idProduct));
    await audit(tx, {
      actor,
      action: 'product.delete',
      subjectType: 'product',
      subjectId: idProduct,
      details: { before: snapshot(row) },
    });
    return 'deleted';
  });
  return result === 'deleted' ? done(context, result) : result;
}
