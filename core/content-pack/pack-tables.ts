import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  articleCategories,
  articleFamilies,
  articleRevisions,
  articles,
  authors,
  breedProducts,
  breedRelated,
  breedTexts,
  breeds,
  categories,
  families,
  homeCuration,
  infographicRelated,
  infographics,
  media,
  newsletterEditionArticles,
  newsletterEditionProducts,
  newsletterEditions,
  products,
  notices,
  pollOptions,
  polls,
  quotes,
  siteSettings,
  staticPages,
  tips,
} from '../../db/schema/index.ts';

/** A foreign key written in the pack as the referenced row's natural key, never its id. */
export interface PackReference {
  /** The column (SQL name), e.g. `id_family`. */
  column: string;
  /** The pack table it points at; that table's key is one column. */
  to: string;
  /** Its name in the pack, e.g. `family`. */
  as: string;
}

export interface PackTable {
  /** The pack's section, also the `--only` name of a top-level table. */
  name: string;
  table: PgTable;
  /** The fields (pack names) that find the same row on another instance. */
  key: string[];
  references?: PackReference[];
  /** Columns that never travel: links to staff, the picture bytes (`revision` never does). */
  omit?: string[];
  /**
   * Rows that belong to a row of another table (a breed's kit): for each parent in the pack, its
   * set is replaced, so a product taken out of a kit is taken out on import too.
   */
  parent?: string;
  /**
   * After the table's rows are written (not in a dry run's report): what keeps this site's own
   * counters in step with rows that came from elsewhere.
   */
  after?: (tx: Db) => Promise<void>;
  /**
   * The id travels too, because public addresses hold it (/article/:id/:slug): a new row takes
   * the pack's id when it is free on this site, else the next one. Rows are still matched on
   * `key`, and an existing row keeps its id.
   */
  keepId?: boolean;
}

/**
 * Every content table of a pack, in the order an import writes them (a table after those it
 * points at; a reference to a later table is set once that one is written). Adding a table or a
 * column is one entry here: columns travel unless omitted (docs/decisions/045).
 * Never here: members, sessions, staff and their secrets, votes, the audit log, page views,
 * subscribers and deliveries (an edition travels, not who got it: decision 078).
 */
export const PACK_TABLES: readonly PackTable[] = [
  {
    name: 'families',
    table: families,
    key: ['slug'],
    keepId: true,
    references: [{ column: 'id_breed_of_the_week', to: 'breeds', as: 'breed_of_the_week' }],
  },
  { name: 'categories', table: categories, key: ['slug'], keepId: true },
  // Products have no other natural key: their number is used across instances (and in pictures).
  {
    name: 'products',
    table: products,
    key: ['id_product'],
    references: [{ column: 'id_family', to: 'families', as: 'family' }],
  },
  {
    name: 'breeds',
    table: breeds,
    key: ['key'],
    keepId: true,
    references: [
      { column: 'id_family', to: 'families', as: 'family' },
      { column: 'id_featured_product', to: 'products', as: 'featured_product' },
    ],
  },
  {
    name: 'breed_texts',
    table: breedTexts,
    key: ['breed', 'section'],
    parent: 'breeds',
    references: [{ column: 'id_breed', to: 'breeds', as: 'breed' }],
  },
  {
    name: 'breed_products',
    table: breedProducts,
    key: ['breed', 'product'],
    parent: 'breeds',
    references: [
      { column: 'id_breed', to: 'breeds', as: 'breed' },
      { column: 'id_product', to: 'products', as: 'product' },
    ],
  },
  {
    name: 'breed_related',
    table: breedRelated,
    key: ['breed', 'related'],
    parent: 'breeds',
    references: [
      { column: 'id_breed', to: 'breeds', as: 'breed' },
      { column: 'id_related', to: 'breeds', as: 'related' },
    ],
  },
  {
    name: 'media',
    table: media,
    key: ['path'],
    keepId: true,
    omit: ['data', 'uploaded_by'],
  },
  { name: 'authors', table: authors, key: ['key'], keepId: true, omit: ['id_staff'] },
  {
    name: 'articles',
    table: articles,
    key: ['key'],
    keepId: true,
    omit: ['id_staff_owner', 'medical_reviewer_id', 'trashed_by'],
    references: [{ column: 'id_author', to: 'authors', as: 'author' }],
  },
  {
    name: 'article_families',
    table: articleFamilies,
    key: ['article', 'family'],
    parent: 'articles',
    references: [
      { column: 'id_article', to: 'articles', as: 'article' },
      { column: 'id_family', to: 'families', as: 'family' },
    ],
  },
  {
    name: 'article_categories',
    table: articleCategories,
    key: ['article', 'category'],
    parent: 'articles',
    references: [
      { column: 'id_article', to: 'articles', as: 'article' },
      { column: 'id_category', to: 'categories', as: 'category' },
    ],
  },
  // An article's history (decision 078): its revisions, known by their number. A revision's
  // snapshot holds author, family and category ids, which travel with their rows (keepId).
  {
    name: 'article_revisions',
    table: articleRevisions,
    key: ['article', 'number'],
    parent: 'articles',
    omit: ['id_revision', 'id_staff'],
    references: [{ column: 'id_article', to: 'articles', as: 'article' }],
    // The next save makes revision `revision + 1`: it must come after every imported number.
    after: async (tx) => {
      await tx.execute(sql`
        update articles set revision = newest.number
        from (select id_article, max(number) as number from article_revisions group by id_article) newest
        where newest.id_article = articles.id_article and articles.revision < newest.number`);
    },
  },
  {
    name: 'infographics',
    table: infographics,
    key: ['key'],
    keepId: true,
    references: [{ column: 'id_family', to: 'families', as: 'family' }],
  },
  {
    name: 'infographic_related',
    table: infographicRelated,
    key: ['infographic', 'related'],
    parent: 'infographics',
    references: [
      { column: 'id_infographic', to: 'infographics', as: 'infographic' },
      { column: 'id_related', to: 'infographics', as: 'related' },
    ],
  },
  { name: 'static_pages', table: staticPages, key: ['key', 'locale'] },
  // Rows without a key of their own are known by their text.
  { name: 'quotes', table: quotes, key: ['content', 'author'], keepId: true },
  { name: 'tips', table: tips, key: ['content'], keepId: true },
  { name: 'polls', table: polls, key: ['question'], keepId: true },
  {
    name: 'poll_options',
    table: pollOptions,
    key: ['poll', 'label'],
    parent: 'polls',
    keepId: true,
    references: [{ column: 'id_poll', to: 'polls', as: 'poll' }],
  },
  { name: 'notices', table: notices, key: ['text'], keepId: true },
  // Newsletter editions (decision 078): the public archive's address holds the edition's number,
  // which is its key across instances, as a product's is.
  {
    name: 'newsletter_editions',
    table: newsletterEditions,
    key: ['id_edition'],
    omit: ['id_staff_creator', 'trashed_by'],
  },
  {
    name: 'newsletter_edition_articles',
    table: newsletterEditionArticles,
    key: ['edition', 'article'],
    parent: 'newsletter_editions',
    references: [
      { column: 'id_edition', to: 'newsletter_editions', as: 'edition' },
      { column: 'id_article', to: 'articles', as: 'article' },
    ],
  },
  {
    name: 'newsletter_edition_products',
    table: newsletterEditionProducts,
    key: ['edition', 'product'],
    parent: 'newsletter_editions',
    references: [
      { column: 'id_edition', to: 'newsletter_editions', as: 'edition' },
      { column: 'id_product', to: 'products', as: 'product' },
    ],
  },
  {
    name: 'site_settings',
    table: siteSettings,
    key: ['id'],
    omit: ['updated_by'],
  },
  // The home page's curation (decision 044): its ids are products', articles' and families', which
  // travel with their ids (keepId) or are ids already.
  { name: 'home_curation', table: homeCuration, key: ['id'], omit: ['updated_by'] },
];

export const PACK_TABLE_NAMES = PACK_TABLES.map((t) => t.name);

/** The names `--only` accepts: the tables that belong to no other (a breed's kit comes with it). */
export const PACK_PARTS = PACK_TABLES.filter((t) => !t.parent).map((t) => t.name);

export const packTable = (name: string): PackTable => {
  const found = PACK_TABLES.find((t) => t.name === name);
  if (!found) throw new Error(`unknown pack table ${name}`);
  return found;
};
