import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { families, products } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { done, type ProductContext } from './context.ts';
import type { ProductRow } from './list-products.ts';
import type { ProductInput } from './product-rules.ts';

export type SaveResult =
  | { status: 'saved'; product: ProductRow }
  | { status: 'not_found' }
  | { status: 'stale'; product: ProductRow }
  | { status: 'invalid'; errors: Record<string, string[]> };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an audit entry keeps of a product. */
export const snapshot = (row: ProductRow) => ({
  name: row.name,
  title: row.title,
  type: row.type,
  id_family: row.idFamily,
  price: row.price,
  link: row.link,
  abstract: row.abstract,
  description: row.description,
  image_url: row.imageUrl,
  background_image_url: row.backgroundImageUrl,
  background_mobile_image_url: row.backgroundMobileImageUrl,
  buy_text: row.buyText,
  from_text: row.fromText,
  revision: row.revision,
});

const values = (input: ProductInput) => ({
  name: input.name,
  title: input.title,
  type: input.type,
  idFamily: input.id_family,
  price: input.price,
  link: input.link,
  abstract: input.abstract,
  description: input.description,
  imageUrl: input.image_url,
  backgroundImageUrl: input.background_image_url,
  backgroundMobileImageUrl: input.background_mobile_image_url,
  buyText: input.buy_text,
  fromText: input.from_text,
});

const familyExists = async (tx: Tx, idFamily: number | null) =>
  idFamily === null ||
  (await tx.select({ id: families.idFamily }).from(families).where(eq(families.idFamily, idFamily)))
    .length > 0;
const familyError = { id_family: ['studio_products.errors.family'] };

export async function createProduct(
  context: ProductContext,
  { idStaff: actor }: Actor,
  input: ProductInput,
): Promise<SaveResult> {
  const result = await context.db.transaction(async (tx): Promise<SaveResult> => {
    if (!(await familyExists(tx, input.id_family)))
      return { status: 'invalid', errors: familyError };
    // The ids are the shop's own (no sequence): the next one, taken under a lock so that two
    // editors adding at once never take the same.
    await tx.execute(sql`lock table ${products} in share row exclusive mode`);
    const [last] = await tx
      .select({ id: sql<number>`coalesce(max(${products.idProduct}), 0)` })
      .from(products);
    const [row] = await tx
      .insert(products)
      .values({ ...values(input), idProduct: Number(last?.id ?? 0) + 1 })
      .returning();
    await audit(tx, {
      actor,
      action: 'product.create',
      subjectType: 'product',
      subjectId: row!.idProduct,
      details: { after: snapshot(row!) },
    });
    return { status: 'saved', product: row! };
  });
  return result.status === 'saved' ? done(context, result) : result;
}

export async function updateProduct(
  context: ProductContext,
  { idStaff: actor }: Actor,
  idProduct: number,
  revision: number,
  input: ProductInput,
): Promise<SaveResult> {
  const result = await context.db.transaction(async (tx): Promise<SaveResult> => {
    const [before] = await tx
      .select()
      .from(products)
      .where(eq(products.idProduct, idProduct))
      .for('update');
    if (!before) return { status: 'not_found' };
    if (before.revision !== revision) return { status: 'stale', product: before };
    if (!(await familyExists(tx, input.id_family)))
      return { status: 'invalid', errors: familyError };
    const [row] = await tx
      .update(products)
      .set({ ...values(input), revision: before.revision + 1, updatedAt: new Date() })
      .where(eq(products.idProduct, idProduct))
      .returning();
    await audit(tx, {
      actor,
      action: 'product.update',
      subjectType: 'product',
      subjectId: idProduct,
      details: { before: snapshot(before), after: snapshot(row!) },
    });
    return { status: 'saved', product: row! };
  });
  return result.status === 'saved' ? done(context, result) : result;
}
