// Over 300 lines on purpose: products and their uses share the revision check and the audit of one transaction.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, breedProducts, breeds, families, products } from '../../../db/schema/index.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { audit } from '../../shared/audit.ts';
import type { ProductInput } from './product-rules.ts';
import { guarded, type Actor } from '../operations.ts';

export type ProductRow = typeof products.$inferSelect;

/** Where a product shows: what a deletion would leave broken (decision 043 refuses it). */
export interface ProductUses {
  breeds: { id: number; name: string }[];
  articles: { id: number; title: string }[];
  site_featured: boolean;
  shop_block: boolean;
}

export type SaveResult =
  | { status: 'saved'; product: ProductRow }
  | { status: 'not_found' }
  | { status: 'stale'; product: ProductRow }
  | { status: 'invalid'; errors: Record<string, string[]> };

export type RemoveResult = 'deleted' | 'not_found' | { status: 'in_use'; uses: ProductUses };

/** What an audit entry keeps of a product. */
const snapshot = (row: ProductRow) => ({
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

const inUse = (uses: ProductUses) =>
  uses.breeds.length > 0 || uses.articles.length > 0 || uses.site_featured || uses.shop_block;

export interface ProductFilter {
  query?: string;
  idFamily?: number | null;
  type?: 'product' | 'banner' | null;
}

/**
 * The shop's products in the studio (decision 043): every change is one transaction
 * with its audit entry, a save from an older revision is refused, then every page is purged
 * (products show on the home, breed profiles, articles and search).
 */
export function createProductServices(db: Db, purge: PurgeBus) {
  const done = <T>(result: T) => {
    purge.announce({ kind: 'site' });
    return result;
  };
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
  const familyExists = async (tx: Tx, idFamily: number | null) =>
    idFamily === null ||
    (
      await tx
        .select({ id: families.idFamily })
        .from(families)
        .where(eq(families.idFamily, idFamily))
    ).length > 0;
  const familyError = { id_family: ['studio_products.errors.family'] };

  const uses = async (executor: Pick<Db, 'select'>, idProduct: number): Promise<ProductUses> => {
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
  };

  const shopBlock = (executor: Pick<Db, 'select'> = db) =>
    executor
      .select()
      .from(products)
      .where(eq(products.isFeatured, true))
      .orderBy(asc(products.shopPosition), asc(products.idProduct));

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
      /** Products by name, family and type, in name order. */
      list(filter: ProductFilter = {}) {
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
      },

      async get(idProduct: number): Promise<ProductRow | null> {
        const [row] = await db.select().from(products).where(eq(products.idProduct, idProduct));
        return row ?? null;
      },

      families: () =>
        db
          .select({ id: families.idFamily, name: families.name })
          .from(families)
          .orderBy(asc(families.position), asc(families.idFamily)),

      uses: (idProduct: number) => uses(db, idProduct),

      async create({ idStaff: actor }: Actor, input: ProductInput): Promise<SaveResult> {
        const result = await db.transaction(async (tx): Promise<SaveResult> => {
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
        return result.status === 'saved' ? done(result) : result;
      },

      async update(
        { idStaff: actor }: Actor,
        idProduct: number,
        revision: number,
        input: ProductInput,
      ): Promise<SaveResult> {
        const result = await db.transaction(async (tx): Promise<SaveResult> => {
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
        return result.status === 'saved' ? done(result) : result;
      },

      /** Refused while anything shows the product (decision 043): the uses say what to change first. */
      async remove({ idStaff: actor }: Actor, idProduct: number): Promise<RemoveResult> {
        const result = await db.transaction(async (tx): Promise<RemoveResult> => {
          const [row] = await tx
            .select()
            .from(products)
            .where(eq(products.idProduct, idProduct))
            .for('update');
          if (!row) return 'not_found';
          const found = await uses(tx, idProduct);
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
        return result === 'deleted' ? done(result) : result;
      },

      /** The website's featured product and the home's shop block, in its order. */
      async shop() {
        const [featured] = await db
          .select()
          .from(products)
          .where(eq(products.isSiteFeatured, true))
          .orderBy(asc(products.idProduct))
          .limit(1);
        return { featured: featured ?? null, block: await shopBlock() };
      },

      /**
       * Sets the website's featured product (null: none) and the shop block's products in order.
       * False when an id is not a product.
       */
      async saveShop(
        { idStaff: actor }: Actor,
        shop: { featured: number | null; block: number[] },
      ): Promise<boolean> {
        const saved = await db.transaction(async (tx) => {
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
        return saved && done(true);
      },
    },
  );
}

export type ProductServices = ReturnType<typeof createProductServices>;
