import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { searchVectors } from './search-columns.ts';

/** Per-locale overrides of a row's display texts, e.g. { pt: { name: 'Cães' } }. */
export type Translations = Partial<Record<'en' | 'pt' | 'pt_BR', Record<string, string>>>;

export const families = pgTable('families', {
  idFamily: integer('id_family').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  isRootCategory: boolean('is_root_category').notNull().default(false),
  hasBreeds: boolean('has_breeds').notNull().default(true),
  // No foreign key: breeds reference families, and the breed of the week is set after both exist.
  idBreedOfTheWeek: integer('id_breed_of_the_week'),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
  /** The menu band's colour (#rrggbb); null: the built-in colour (app/lib/header-layout.ts). */
  menuColour: text('menu_colour'),
  /** The menu band's picture (a /media or /img path); null: the built-in drawing (header-layout). */
  menuImageUrl: text('menu_image_url'),
  /** 'chosen': the editor's idBreedOfTheWeek; 'weekly': the family's breeds in turn, one per week. */
  breedOfTheWeekMode: text('breed_of_the_week_mode', { enum: ['chosen', 'weekly'] })
    .notNull()
    .default('chosen'),
  /** Raised at every studio save: a stale save is refused (docs/decisions/042). */
  revision: integer('revision').notNull().default(0),
});

export const categories = pgTable('categories', {
  idCategory: integer('id_category').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    idProduct: integer('id_product').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    description: text('description').notNull().default(''),
    link: text('link').notNull(),
    imageUrl: text('image_url'),
    backgroundImageUrl: text('background_image_url'),
    backgroundMobileImageUrl: text('background_mobile_image_url'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    type: text('type', { enum: ['banner', 'product'] })
      .notNull()
      .default('product'),
    idFamily: integer('id_family').references(() => families.idFamily),
    isFeatured: boolean('is_featured').notNull().default(false),
    isSiteFeatured: boolean('is_site_featured').notNull().default(false),
    buyText: text('buy_text').notNull().default('Buy'),
    fromText: text('from_text').notNull().default('From'),
    /** The shop block's order among featured products (ties in catalogue order). */
    shopPosition: integer('shop_position').notNull().default(0),
    /** Counts saves in the studio: a save from an older one is refused (decision 043). */
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...searchVectors(
      [
        ['name', 'A'],
        ['title', 'B'],
        ['abstract', 'C'],
      ],
      'name',
    ),
  },
  (t) => [
    index('products_family_idx').on(t.idFamily),
    index('products_search_en_idx').using('gin', t.searchEn).with({ fastupdate: false }),
    index('products_search_pt_idx').using('gin', t.searchPt).with({ fastupdate: false }),
    index('products_name_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export interface MeasureRange {
  minimum: number | null;
  maximum: number | null;
}
export interface SexMeasures {
  weight: MeasureRange;
  height: MeasureRange;
}
export type BreedAttributeName = 'size' | 'climate' | 'exercise' | 'grooming' | 'training';

export const breeds = pgTable(
  'breeds',
  {
    idBreed: serial('id_breed').primaryKey(),
    key: text('key').notNull().unique(),
    idFamily: integer('id_family')
      .notNull()
      .references(() => families.idFamily),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    synonyms: text('synonyms').array().notNull().default([]),
    origin: text('origin').notNull().default(''),
    dateOrigin: text('date_origin').notNull().default(''),
    raceType: text('race_type').notNull().default(''),
    utilizations: text('utilizations').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    lifespanMin: real('lifespan_min'),
    lifespanMax: real('lifespan_max'),
    measures: jsonb('measures').$type<{ male: SexMeasures; female: SexMeasures }>().notNull(),
    /** Chosen option key per attribute; the options themselves are in core/breeds. */
    attributes: jsonb('attributes').$type<Record<BreedAttributeName, string>>().notNull(),
    specifics: jsonb('specifics').$type<{ attribute: string; value: string }[]>().notNull(),
    imageUrl: text('image_url'),
    fluidImageUrl: text('fluid_image_url'),
    idFeaturedProduct: integer('id_featured_product').references(() => products.idProduct),
    /** Palette of the generated demo illustration. */
    colors: jsonb('colors').$type<string[]>().notNull().default([]),
    /** Name, synonyms, origin and type in one text, for search (core/search keeps it current). */
    searchText: text('search_text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised at every studio save: a stale save is refused with 409 (docs/decisions/042). */
    revision: integer('revision').notNull().default(0),
    ...searchVectors(
      [
        ['name', 'A'],
        ['search_text', 'B'],
      ],
      // Names and synonyms, not the origin and type: a typo is forgiven in a breed's names only
      // ("ração" is one letter from the "raça" of an origin, docs/decisions/084).
      { expression: 'pawpedia_breed_names("name", "synonyms")' },
    ),
  },
  (t) => [
    index('breeds_family_name_idx').on(t.idFamily, t.name),
    index('breeds_search_en_idx').using('gin', t.searchEn).with({ fastupdate: false }),
    index('breeds_search_pt_idx').using('gin', t.searchPt).with({ fastupdate: false }),
    index('breeds_search_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const BREED_TEXT_SECTIONS = [
  'description',
  'temper',
  'history',
  'appearance',
  'fur_type',
  'variants',
  'health_care',
  'training',
  'curiosities',
  'species',
] as const;
export type BreedTextSection = (typeof BREED_TEXT_SECTIONS)[number];

export const breedTexts = pgTable(
  'breed_texts',
  {
    idBreed: integer('id_breed')
      .notNull()
      .references(() => breeds.idBreed, { onDelete: 'cascade' }),
    section: text('section', { enum: BREED_TEXT_SECTIONS }).notNull(),
    /** Markdown */
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idBreed, t.section] })],
);

/** The product kit of a breed, in display order. */
export const breedProducts = pgTable(
  'breed_products',
  {
    idBreed: integer('id_breed')
      .notNull()
      .references(() => breeds.idBreed, { onDelete: 'cascade' }),
    idProduct: integer('id_product')
      .notNull()
      .references(() => products.idProduct, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idBreed, t.idProduct] })],
);

/** Related breeds an editor chose, in order; none chosen: the same family's, same size first. */
export const breedRelated = pgTable(
  'breed_related',
  {
    idBreed: integer('id_breed')
      .notNull()
      .references(() => breeds.idBreed, { onDelete: 'cascade' }),
    idRelated: integer('id_related')
      .notNull()
      .references(() => breeds.idBreed, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idBreed, t.idRelated] })],
);
