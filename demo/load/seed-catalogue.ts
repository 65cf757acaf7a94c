import type { Db } from '../../db/client.ts';
import { categories, families, products } from '../../db/schema/index.ts';
import { slugify } from '../../core/shared/slug.ts';
import { mediaUrls } from '../art/demo-images.ts';
import * as content from '../content/index.ts';
import { CATEGORIES, FAMILIES, familyId } from '../content/taxonomy.ts';
import { upsertSet } from './upsert-set.ts';

/** Families, categories and products: what breeds and articles point at. */
export async function seedCatalogue(db: Db) {
  await seedTaxonomy(db);
  await seedProducts(db);
}

async function seedTaxonomy(db: Db) {
  await db
    .insert(families)
    .values(
      FAMILIES.map((f, position) => ({
        idFamily: f.id,
        name: f.name,
        slug: slugify(f.name),
        translations: { pt: { name: f.pt } },
        isRootCategory: f.root,
        hasBreeds: true,
        imageUrl: mediaUrls.family(f.key),
        position,
      })),
    )
    .onConflictDoUpdate({
      target: families.idFamily,
      set: upsertSet([
        'name',
        'slug',
        'translations',
        'is_root_category',
        'has_breeds',
        'image_url',
        'position',
      ]),
    });
  await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, position) => ({
        idCategory: c.id,
        name: c.name,
        slug: slugify(c.name),
        translations: { pt: { name: c.pt }, ...(c.ptBR ? { pt_BR: { name: c.ptBR } } : {}) },
        position,
      })),
    )
    .onConflictDoUpdate({
      target: categories.idCategory,
      set: upsertSet(['name', 'slug', 'translations', 'position']),
    });
}

async function seedProducts(db: Db) {
  await db
    .insert(products)
    .values(
      content.products.map((p) => ({
        idProduct: p.id,
        name: p.name,
        title: p.title,
        abstract: p.abstract,
        description: p.description,
        link: p.link,
        imageUrl: mediaUrls.product(p.id),
        backgroundImageUrl: p.type === 'banner' ? mediaUrls.banner(p.id) : null,
        backgroundMobileImageUrl: p.type === 'banner' ? mediaUrls.bannerMobile(p.id) : null,
        price: p.price,
        type: p.type,
        idFamily: p.family ? familyId(p.family) : null,
        isFeatured: p.featured ?? false,
        isSiteFeatured: p.siteFeatured ?? false,
        buyText: p.buyText,
        fromText: p.fromText,
      })),
    )
    .onConflictDoUpdate({
      target: products.idProduct,
      set: upsertSet([
        'name',
        'title',
        'abstract',
        'description',
        'link',
        'image_url',
        'background_image_url',
        'background_mobile_image_url',
        'price',
        'type',
        'id_family',
        'is_featured',
        'is_site_featured',
        'buy_text',
        'from_text',
      ]),
    });
}
