import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articleCategories,
  articleFamilies,
  articles,
  authors,
  breedProducts,
  breedTexts,
  breeds,
  categories,
  families,
  infographicRelated,
  infographics,
  pollOptions,
  polls,
  products,
  quotes,
  staticPages,
  tips,
  type BreedTextSection,
} from '../../db/schema/index.ts';
import * as content from '../../db/seed/content/index.ts';
import { renderImages } from '../media/render-images.ts';
import { breedSearchText } from '../search/search-text.ts';
import { slugify } from '../shared/slug.ts';
import { CATEGORIES, FAMILIES, categoryId, familyId } from './taxonomy.ts';
import { demoImageJobs, mediaUrls } from './demo-images.ts';

export interface SeedOptions {
  /** Where to render the demo pictures; omitted: rows only (tests). */
  mediaDir?: string;
  log?: { info: (message: string) => void };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(families);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the demo content. Deterministic and idempotent: rows are matched on stable keys and
 * updated in place, so running it again changes nothing and keeps members' data (votes, pets).
 */
export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<void> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    await seedTaxonomy(tx as unknown as Db);
    await seedProducts(tx as unknown as Db);
    await seedBreeds(tx as unknown as Db);
    await seedArticles(tx as unknown as Db);
    await seedInfographics(tx as unknown as Db);
    await seedWidgets(tx as unknown as Db);
    await seedStaticPages(tx as unknown as Db);
  });
  options.log?.info(`demo content loaded in ${Date.now() - started} ms`);
  if (options.mediaDir) {
    const drawn = await renderImages(options.mediaDir, demoImageJobs());
    options.log?.info(`demo pictures: ${drawn} drawn`);
  }
}

const upsertSet = (columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)]));

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

const range = (r: { min: number | null; max: number | null }) => ({
  minimum: r.min,
  maximum: r.max,
});

async function seedBreeds(db: Db) {
  const rows = await db
    .insert(breeds)
    .values(
      content.breeds.map((b) => ({
        key: b.key,
        idFamily: familyId(b.family),
        name: b.name,
        slug: slugify(b.name),
        synonyms: b.synonyms,
        origin: b.origin,
        dateOrigin: b.dateOrigin,
        raceType: b.raceType,
        utilizations: b.utilizations,
        abstract: b.abstract,
        lifespanMin: b.lifespan.min,
        lifespanMax: b.lifespan.max,
        measures: {
          male: { weight: range(b.measures.male.weight), height: range(b.measures.male.height) },
          female: {
            weight: range(b.measures.female.weight),
            height: range(b.measures.female.height),
          },
        },
        attributes: { ...b.attributes },
        specifics: b.specifics,
        imageUrl: mediaUrls.breed(b.key),
        fluidImageUrl: mediaUrls.breedFluid(b.key),
        colors: b.colors,
        searchText: breedSearchText(b),
      })),
    )
    .onConflictDoUpdate({
      target: breeds.key,
      set: upsertSet([
        'id_family',
        'name',
        'slug',
        'synonyms',
        'origin',
        'date_origin',
        'race_type',
        'utilizations',
        'abstract',
        'lifespan_min',
        'lifespan_max',
        'measures',
        'attributes',
        'specifics',
        'image_url',
        'fluid_image_url',
        'colors',
      ]),
    })
    .returning({ idBreed: breeds.idBreed, key: breeds.key });
  const idOf = new Map(rows.map((r) => [r.key, r.idBreed]));

  const texts = content.breeds.flatMap((b) =>
    Object.entries(b.texts).map(([section, text]) => ({
      idBreed: idOf.get(b.key)!,
      section: section as BreedTextSection,
      content: text as string,
    })),
  );
  await db.delete(breedTexts).where(inArray(breedTexts.idBreed, [...idOf.values()]));
  await db.insert(breedTexts).values(texts);

  // Breed kits: every product that names the breed, in catalogue order; the first is featured.
  const kits = content.products.flatMap((p) =>
    (p.breeds ?? [])
      .filter((key) => idOf.has(key))
      .map((key, position) => ({ idBreed: idOf.get(key)!, idProduct: p.id, position })),
  );
  await db.delete(breedProducts).where(inArray(breedProducts.idBreed, [...idOf.values()]));
  if (kits.length) await db.insert(breedProducts).values(kits);
  for (const b of content.breeds) {
    const kit = content.products.find((p) => p.breeds?.includes(b.key));
    if (kit)
      await db.update(breeds).set({ idFeaturedProduct: kit.id }).where(eq(breeds.key, b.key));
  }

  for (const family of FAMILIES) {
    const week = content.breeds.find((b) => b.family === family.key && b.breedOfTheWeek);
    await db
      .update(families)
      .set({ idBreedOfTheWeek: week ? idOf.get(week.key)! : null })
      .where(eq(families.idFamily, family.id));
  }
}

async function seedArticles(db: Db) {
  const authorRows = await db
    .insert(authors)
    .values(
      content.authors.map((a) => ({
        key: a.key,
        name: a.name,
        occupation: a.occupation,
        biography: a.biography,
        imageUrl: mediaUrls.author(a.key),
      })),
    )
    .onConflictDoUpdate({
      target: authors.key,
      set: upsertSet(['name', 'occupation', 'biography', 'image_url']),
    })
    .returning({ idAuthor: authors.idAuthor, key: authors.key });
  const authorId = new Map(authorRows.map((r) => [r.key, r.idAuthor]));

  const rows = await db
    .insert(articles)
    .values(
      content.articles.map((a) => ({
        key: a.key,
        title: a.title,
        slug: slugify(a.title),
        excerpt: a.excerpt,
        content: a.content,
        getMore: a.getMore ?? null,
        imageUrl: a.hasImage ? mediaUrls.article(a.key) : null,
        mobileImageUrl: a.hasImage ? mediaUrls.articleMobile(a.key) : null,
        imageCaption: a.imageCaption ?? null,
        idAuthor: authorId.get(a.author) ?? null,
        publishedAt: new Date(`${a.date}T09:00:00Z`),
        isActive: a.isActive ?? false,
        isComic: a.isComic ?? false,
        isHome: a.home ?? false,
        isFeatured: a.featured ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: articles.key,
      set: upsertSet([
        'title',
        'slug',
        'excerpt',
        'content',
        'get_more',
        'image_url',
        'mobile_image_url',
        'image_caption',
        'id_author',
        'published_at',
        'is_active',
        'is_comic',
        'is_home',
        'is_featured',
      ]),
    })
    .returning({ idArticle: articles.idArticle, key: articles.key });
  const idOf = new Map(rows.map((r) => [r.key, r.idArticle]));
  const ids = [...idOf.values()];
  await db.delete(articleFamilies).where(inArray(articleFamilies.idArticle, ids));
  await db.delete(articleCategories).where(inArray(articleCategories.idArticle, ids));
  await db
    .insert(articleFamilies)
    .values(
      content.articles.flatMap((a) =>
        a.families.map((f) => ({ idArticle: idOf.get(a.key)!, idFamily: familyId(f) })),
      ),
    );
  await db
    .insert(articleCategories)
    .values(
      content.articles.flatMap((a) =>
        a.categories.map((c) => ({ idArticle: idOf.get(a.key)!, idCategory: categoryId(c) })),
      ),
    );
}

async function seedInfographics(db: Db) {
  const rows = await db
    .insert(infographics)
    .values(
      content.infographics.map((i, index) => ({
        key: i.key,
        title: i.title,
        slug: slugify(i.title),
        facts: i.facts,
        imagePath: mediaUrls.infographic(i.key),
        mobileImagePath: mediaUrls.infographicMobile(i.key),
        thumbnailPath: mediaUrls.infographicThumb(i.key),
        idFamily: familyId(i.family),
        isHome: i.home ?? false,
        publishedAt: new Date(Date.UTC(2025, index, 10)),
      })),
    )
    .onConflictDoUpdate({
      target: infographics.key,
      set: upsertSet([
        'title',
        'slug',
        'facts',
        'image_path',
        'mobile_image_path',
        'thumbnail_path',
        'id_family',
        'is_home',
        'published_at',
      ]),
    })
    .returning({ id: infographics.idInfographic, key: infographics.key });
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  await db
    .delete(infographicRelated)
    .where(inArray(infographicRelated.idInfographic, [...idOf.values()]));
  const related = content.infographics.flatMap((i) =>
    i.related
      .filter((key) => idOf.has(key) && key !== i.key)
      .map((key, position) => ({
        idInfographic: idOf.get(i.key)!,
        idRelated: idOf.get(key)!,
        position,
      })),
  );
  if (related.length) await db.insert(infographicRelated).values(related);
}

async function seedWidgets(db: Db) {
  // Quotes, tips and the poll have no natural key: added once, never duplicated or reset
  // (poll votes belong to visitors).
  const [quoteCount] = await db.select({ n: count() }).from(quotes);
  if (!quoteCount?.n) await db.insert(quotes).values(content.quotes);
  const [tipCount] = await db.select({ n: count() }).from(tips);
  if (!tipCount?.n) await db.insert(tips).values(content.tips);
  const existing = await db.select().from(polls).where(eq(polls.question, content.poll.question));
  if (existing.length === 0) {
    const [poll] = await db
      .insert(polls)
      .values({ question: content.poll.question })
      .returning({ idPoll: polls.idPoll });
    await db
      .insert(pollOptions)
      .values(
        content.poll.options.map((label, position) => ({ idPoll: poll!.idPoll, label, position })),
      );
  }
}

async function seedStaticPages(db: Db) {
  await db
    .insert(staticPages)
    .values(
      content.staticPages.map((p) => ({
        key: p.key,
        locale: p.locale,
        title: p.title,
        body: p.body,
      })),
    )
    .onConflictDoUpdate({
      target: [staticPages.key, staticPages.locale],
      set: upsertSet(['title', 'body']),
    });
}
