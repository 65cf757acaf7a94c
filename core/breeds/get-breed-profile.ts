import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  BREED_TEXT_SECTIONS,
  breedProducts,
  breedRelated,
  breedTexts,
  breeds,
  products,
  type BreedTextSection,
  type MeasureRange,
  type SexMeasures,
} from '../../db/schema/index.ts';
import { translate, type Messages } from '../site/messages.ts';
import { toProduct, type Product } from '../products/to-product.ts';
import { ATTRIBUTE_NAMES, ATTRIBUTE_OPTIONS, gaugePercent } from './attributes.ts';
import { closeness, rankRelated, type RelatedReason } from './related-ranking.ts';

export interface BreedAttribute {
  /** The attribute's name, translated ("Size"). */
  attribute_label: string;
  /** The chosen option, translated ("Large"). */
  label: string;
  /** The option key ("large"). */
  key: string;
  /** Gauge progress: position among the options as a percentage, capped at 90. */
  value: number;
  options: { key: string; label: string }[];
}

/** The breed profile: identity, lifespan, measures, attributes, specifics, texts, pictures. */
export interface BreedProfile {
  id_breed: number;
  id_family: number;
  name: string;
  slug: string;
  synonyms: string[];
  origin: string;
  date_origin: string;
  race_type: string;
  utilizations: string;
  abstract: string;
  lifespan: MeasureRange;
  measures: { male: SexMeasures; female: SexMeasures };
  attributes: Record<(typeof ATTRIBUTE_NAMES)[number], BreedAttribute>;
  specifics: { attribute: string; value: string }[];
  texts: Partial<Record<BreedTextSection, string>>;
  image_url: string | null;
  fluid_image_url: string | null;
  featured_product: Product | null;
}

export async function getBreedProfile(
  db: Db,
  idBreed: number,
  messages: Messages,
  storeUrl: string,
): Promise<BreedProfile | null> {
  const [row] = await db.select().from(breeds).where(eq(breeds.idBreed, idBreed)).limit(1);
  if (!row) return null;
  const [textRows, featuredRows] = await Promise.all([
    db.select().from(breedTexts).where(eq(breedTexts.idBreed, idBreed)),
    row.idFeaturedProduct
      ? db.select().from(products).where(eq(products.idProduct, row.idFeaturedProduct)).limit(1)
      : Promise.resolve([]),
  ]);
  const texts: Partial<Record<BreedTextSection, string>> = {};
  // Sections in a fixed reading order, whatever order the rows come in.
  for (const section of BREED_TEXT_SECTIONS) {
    const text = textRows.find((t) => t.section === section);
    if (text) texts[section] = text.content;
  }
  const attributes = Object.fromEntries(
    ATTRIBUTE_NAMES.map((name) => {
      const options = ATTRIBUTE_OPTIONS[name];
      const key = row.attributes[name] ?? '';
      return [
        name,
        {
          attribute_label: translate(messages, `attributes.${name}`),
          label: translate(messages, `attributes.options.${name}.${key}`),
          key,
          value: gaugePercent(key, options),
          options: options.map((option) => ({
            key: option,
            label: translate(messages, `attributes.options.${name}.${option}`),
          })),
        },
      ];
    }),
  ) as BreedProfile['attributes'];
  const featured = featuredRows[0];
  return {
    id_breed: row.idBreed,
    id_family: row.idFamily,
    name: row.name,
    slug: row.slug,
    synonyms: row.synonyms,
    origin: row.origin,
    date_origin: row.dateOrigin,
    race_type: row.raceType,
    utilizations: row.utilizations,
    abstract: row.abstract,
    lifespan: { minimum: row.lifespanMin, maximum: row.lifespanMax },
    measures: row.measures,
    attributes,
    specifics: row.specifics,
    texts,
    image_url: row.imageUrl,
    fluid_image_url: row.fluidImageUrl,
    featured_product: featured ? toProduct(featured, storeUrl) : null,
  };
}

/** The breed's product kit, in order. */
export async function listBreedProducts(
  db: Db,
  idBreed: number,
  storeUrl: string,
): Promise<Product[]> {
  const rows = await db
    .select({ product: products })
    .from(breedProducts)
    .innerJoin(products, eq(products.idProduct, breedProducts.idProduct))
    .where(eq(breedProducts.idBreed, idBreed))
    .orderBy(asc(breedProducts.position), asc(products.idProduct));
  return rows.map((r) => toProduct(r.product, storeUrl));
}

export interface RelatedBreed {
  id_breed: number;
  id_family: number;
  name: string;
  slug: string;
  image_url: string | null;
  /** What it shares with the breed, shown on its card (core/breeds/related-ranking.ts). */
  reason: RelatedReason;
}

/**
 * The related breeds an editor chose, in their order (docs/decisions/042); none chosen: up to 6
 * breeds of the same family, the closest in size, energy and grooming first
 * (docs/decisions/086-breed-and-article-pages.md). Each comes with the reason it is shown.
 */
export async function listRelatedBreeds(
  db: Db,
  idBreed: number,
  limit = 6,
): Promise<RelatedBreed[]> {
  const columns = {
    id_breed: breeds.idBreed,
    id_family: breeds.idFamily,
    name: breeds.name,
    slug: breeds.slug,
    image_url: breeds.imageUrl,
    attributes: breeds.attributes,
    measures: breeds.measures,
  };
  const [breed] = await db.select(columns).from(breeds).where(eq(breeds.idBreed, idBreed)).limit(1);
  if (!breed) return [];
  const chosen = await db
    .select(columns)
    .from(breedRelated)
    .innerJoin(breeds, eq(breeds.idBreed, breedRelated.idRelated))
    .where(eq(breedRelated.idBreed, idBreed))
    .orderBy(asc(breedRelated.position))
    .limit(limit);
  const card = ({
    attributes: _attributes,
    measures: _measures,
    ...rest
  }: (typeof chosen)[number] & { reason: RelatedReason }): RelatedBreed => rest;
  if (chosen.length) {
    return chosen.map((c) => card({ ...c, reason: closeness(breed, c).reason }));
  }
  const candidates = await db
    .select(columns)
    .from(breeds)
    .where(and(eq(breeds.idFamily, breed.id_family), ne(breeds.idBreed, idBreed)))
    .orderBy(asc(breeds.name));
  return rankRelated(breed, candidates, limit).map(card);
}
