import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { guarded, type Actor } from '../operations.ts';
import type { ProductContext } from './context.ts';
import {
  getProduct,
  listProductFamilies,
  listProducts,
  type ProductFilter,
} from './list-products.ts';
import { productUses } from './product-uses.ts';
import type { ProductInput } from './product-rules.ts';
import { removeProduct } from './remove-product.ts';
import { createProduct, updateProduct } from './save-product.ts';
import { readShop, saveShop } from './shop-block.ts';

export type { ProductFilter, ProductRow } from './list-products.ts';
export type { ProductUses } from './product-uses.ts';
export type { RemoveResult } from './remove-product.ts';
export type { SaveResult } from './save-product.ts';

/**
 * The shop's products in the studio (decision 043): every change is one transaction
 * with its audit entry, a save from an older revision is refused, then every page is purged
 * (products show on the home, breed profiles, articles and search).
 */
export function createProductServices(db: Db, purge: PurgeBus) {
  const context: ProductContext = { db, purge };
  return guarded(
    'studioProducts',
    {
      list: null,
      get: null,
      families: null,
      uses: null,
      shop: null,
      create: 'products.edit',
      update: 'products.edit',
      remove: 'products.edit',
      saveShop: 'products.edit',
    },
    {
      list: (filter: ProductFilter = {}) => listProducts(db, filter),
      get: (idProduct: number) => getProduct(db, idProduct),
      families: () => listProductFamilies(db),
      uses: (idProduct: number) => productUses(db, idProduct),
      create: (actor: Actor, input: ProductInput) => createProduct(context, actor, input),
      update: (actor: Actor, idProduct: number, revision: number, input: ProductInput) =>
        updateProduct(context, actor, idProduct, revision, input),
      remove: (actor: Actor, idProduct: number) => removeProduct(context, actor, idProduct),
      shop: () => readShop(db),
      saveShop: (actor: Actor, shop: { featured: number | null; block: number[] }) =>
        saveShop(context, actor, shop),
    },
  );
}

export type ProductServices = ReturnType<typeof createProductServices>;
