import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchVectors } from './search-columns.ts';
import { categories, families } from './catalogue.ts';
import { staff } from './studio.ts';

/** An article's life, in order (docs/decisions/033): only `published` is shown to visitors. */
export const ARTICLE_STATES = [
  'draft',
  'in_review',
  'scheduled',
  'published',
  'unpublished',
] as const;

export const authors = pgTable('authors', {
  idAuthor: serial('id_author').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  occupation: text('occupation').notNull().default(''),
  biography: text('biography').notNull().default(''),
  imageUrl: text('image_url'),
  /** The staff member this byline belongs to: their studio profile edits it (decision 033). */
  idStaff: integer('id_staff')
    .unique()
    .references(() => staff.idStaff, { onDelete: 'set null' }),
});

export const articles = pgTable(
  'articles',
  {
    idArticle: serial('id_article').primaryKey(),
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown */
    content: text('content').notNull(),
    /** Markdown */
    getMore: text('get_more'),
    imageUrl: text('image_url'),
    mobileImageUrl: text('mobile_image_url'),
    imageCaption: text('image_caption'),
    idAuthor: integer('id_author').references(() => authors.idAuthor, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isComic: boolean('is_comic').notNull().default(false),
    isHome: boolean('is_home').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Place in the home's list and carousel, set by the home curation (decision 044); null: after the placed ones, newest first. */
    homePosition: integer('home_position'),
    featuredPosition: integer('featured_position'),
    /** Existing rows were all public, hence the default; the studio creates drafts. */
    status: text('status', { enum: ARTICLE_STATES }).notNull().default('published'),
    /** When a scheduled article goes live (a job in `jobs` does it). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Bumped by every saved change: a save based on an older number is refused (decision 033). */
    revision: integer('revision').notNull().default(1),
    imageAlt: text('image_alt').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    socialImageUrl: text('social_image_url'),
    /** The staff member who created it: "own" in the permission table. */
    idStaffOwner: integer('id_staff_owner').references(() => staff.idStaff, {
      onDelete: 'set null',
    }),
    medicalReviewerId: integer('medical_reviewer_id').references(() => staff.idStaff, {
      onDelete: 'set null',
    }),
    medicalReviewedAt: timestamp('medical_reviewed_at', { withTimezone: true }),
    /**
     * The sign-off as the page shows it, kept when it is given ("Medically reviewed by {name},
     * {credentials}"): it travels in content packs, which leave the staff link out
     * (docs/decisions/086-breed-and-article-pages.md).
     */
    medicalReviewerName: text('medical_reviewer_name'),
    medicalReviewerCredentials: text('medical_reviewer_credentials').notNull().default(''),
    /** The works the article draws on, one per item, listed under it as its sources. */
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    /** In the studio's trash since then (docs/decisions/075): hidden everywhere but the trash. */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashedBy: integer('trashed_by').references(() => staff.idStaff, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...searchVectors(
      [
        ['title', 'A'],
        ['excerpt', 'B'],
        ['content', 'C'],
      ],
      'title',
      'trigger',
    ),
  },
  (t) => [
    index('articles_published_idx').on(t.publishedAt),
    index('articles_status_idx').on(t.status),
    index('articles_home_idx').on(t.isHome, t.publishedAt),
    index('articles_search_en_idx').using('gin', t.searchEn).with({ fastupdate: false }),
    index('articles_search_pt_idx').using('gin', t.searchPt).with({ fastupdate: false }),
    index('articles_title_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const articleFamilies = pgTable(
  'article_families',
  {
    idArticle: integer('id_article')
      .notNull()
      .references(() => articles.idArticle, { onDelete: 'cascade' }),
    idFamily: integer('id_family')
      .notNull()
      .references(() => families.idFamily, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.idArticle, t.idFamily] }),
    index('article_families_family_idx').on(t.idFamily),
  ],
);

export const articleCategories = pgTable(
  'article_categories',
  {
    idArticle: integer('id_article')
      .notNull()
      .references(() => articles.idArticle, { onDelete: 'cascade' }),
    idCategory: integer('id_category')
      .notNull()
      .references(() => categories.idCategory, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.idArticle, t.idCategory] }),
    index('article_categories_category_idx').on(t.idCategory),
  ],
);

export const infographics = pgTable('infographics', {
  idInfographic: serial('id_infographic').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  /** The facts drawn on the demo poster; also its text alternative. */
  facts: jsonb('facts').$type<string[]>().notNull().default([]),
  imagePath: text('image_path').notNull(),
  mobileImagePath: text('mobile_image_path').notNull(),
  thumbnailPath: text('thumbnail_path').notNull(),
  idFamily: integer('id_family').references(() => families.idFamily),
  isHome: boolean('is_home').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const infographicRelated = pgTable(
  'infographic_related',
  {
    idInfographic: integer('id_infographic')
      .notNull()
      .references(() => infographics.idInfographic, { onDelete: 'cascade' }),
    idRelated: integer('id_related')
      .notNull()
      .references(() => infographics.idInfographic, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idInfographic, t.idRelated] })],
);

export const quotes = pgTable('quotes', {
  idQuote: serial('id_quote').primaryKey(),
  content: text('content').notNull(),
  author: text('author').notNull(),
  /** The rotation's order and whether a quote takes part (decision 044). */
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const tips = pgTable('tips', {
  idTip: serial('id_tip').primaryKey(),
  content: text('content').notNull(),
  audience: text('audience', { enum: ['all', 'guests', 'members'] })
    .notNull()
    .default('all'),
});

export const polls = pgTable('polls', {
  idPoll: serial('id_poll').primaryKey(),
  question: text('question').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The poll shows (and takes votes) from opens_at until closes_at; null: open-ended (decision 044). */
  opensAt: timestamp('opens_at', { withTimezone: true }),
  closesAt: timestamp('closes_at', { withTimezone: true }),
});

export const pollOptions = pgTable('poll_options', {
  idOption: serial('id_option').primaryKey(),
  idPoll: integer('id_poll')
    .notNull()
    .references(() => polls.idPoll, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

export const pollVotes = pgTable(
  'poll_votes',
  {
    idVote: serial('id_vote').primaryKey(),
    idPoll: integer('id_poll')
      .notNull()
      .references(() => polls.idPoll, { onDelete: 'cascade' }),
    idOption: integer('id_option')
      .notNull()
      .references(() => pollOptions.idOption, { onDelete: 'cascade' }),
    /** A hash identifying the visitor (member id or anonymous visitor cookie): one vote each. */
    voterKey: text('voter_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('poll_votes_one_per_voter').on(t.idPoll, t.voterKey)],
);

export const STATIC_PAGE_KEYS = ['about', 'privacy', 'terms', 'faq', 'tbd'] as const;

export const staticPages = pgTable(
  'static_pages',
  {
    key: text('key', { enum: STATIC_PAGE_KEYS }).notNull(),
    locale: text('locale', { enum: ['en', 'pt', 'pt_BR'] }).notNull(),
    title: text('title').notNull(),
    /** Markdown */
    body: text('body').notNull(),
    /** Optional raw HTML text field, sanitised when rendered. */
    html: text('html'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

/** First-party analytics: page views counted per day and path, nothing about the visitor. */
export const pageViews = pgTable(
  'page_views',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
