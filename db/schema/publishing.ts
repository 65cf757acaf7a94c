import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byStaff, moment, partOf, writtenAt } from './columns.ts';
import { ARTICLE_STATES, articles } from './editorial.ts';
import { staff } from './studio.ts';

/**
 * The studio's publishing tables (docs/decisions/033): revisions, autosaved working copies,
 * who has an article open, timed jobs and uploaded pictures.
 */

/** Every field an editor can change, as one revision keeps it. */
export interface ArticleSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  getMore: string | null;
  imageUrl: string | null;
  mobileImageUrl: string | null;
  imageCaption: string | null;
  imageAlt: string;
  idAuthor: number | null;
  isActive: boolean;
  isComic: boolean;
  isHome: boolean;
  isFeatured: boolean;
  seoTitle: string;
  seoDescription: string;
  socialImageUrl: string | null;
  /** The article's sources; a revision saved before they existed has none. */
  sources: string[];
  families: number[];
  categories: number[];
}

/** A revision on every manual save and every change of state; never edited. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    idRevision: serial('id_revision').primaryKey(),
    idArticle: partOf('id_article', () => articles.idArticle),
    /** The article's `revision` number this snapshot was saved as. */
    number: integer('number').notNull(),
    status: text('status', { enum: ARTICLE_STATES }).notNull(),
    /** What made it: save, submit, schedule, publish, unpublish, restore, review... */
    event: text('event').notNull(),
    snapshot: jsonb('snapshot').$type<ArticleSnapshot>().notNull(),
    idStaff: byStaff('id_staff'),
    createdAt: writtenAt('created_at'),
  },
  (t) => [uniqueIndex('article_revisions_number_key').on(t.idArticle, t.number)],
);

/** The editor's working copy between manual saves: autosave writes here, never the live row. */
export const articleAutosaves = pgTable(
  'article_autosaves',
  {
    idArticle: partOf('id_article', () => articles.idArticle),
    idStaff: partOf('id_staff', () => staff.idStaff),
    /** The article revision the copy was started from. */
    baseRevision: integer('base_revision').notNull(),
    snapshot: jsonb('snapshot').$type<ArticleSnapshot>().notNull(),
    savedAt: writtenAt('saved_at'),
  },
  (t) => [primaryKey({ columns: [t.idArticle, t.idStaff] })],
);

/** Who has an article open in the editor: a heartbeat every few seconds. */
export const articlePresence = pgTable(
  'article_presence',
  {
    idArticle: partOf('id_article', () => articles.idArticle),
    idStaff: partOf('id_staff', () => staff.idStaff),
    seenAt: writtenAt('seen_at'),
  },
  (t) => [primaryKey({ columns: [t.idArticle, t.idStaff] })],
);

/**
 * Timed work claimed with `FOR UPDATE SKIP LOCKED` (architecture guide, the studio): exactly once
 * across instances, resumed after a restart. One pending job per (kind, key).
 */
export const jobs = pgTable(
  'jobs',
  {
    idJob: serial('id_job').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    runAt: moment('run_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: moment('done_at'),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    uniqueIndex('jobs_pending_key')
      .on(t.kind, t.key)
      .where(sql`${t.doneAt} IS NULL`),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Pictures uploaded in the studio's media library, re-encoded, with their alt text. */
export const media = pgTable('media', {
  idMedia: serial('id_media').primaryKey(),
  /** The public path it is served at, e.g. /media/library/<random>.webp. */
  path: text('path').notNull().unique(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  altText: text('alt_text').notNull(),
  /** The picture itself when pictures live in the database (DATABASE_URL set); else on disk. */
  data: bytea('data'),
  uploadedBy: byStaff('uploaded_by'),
  createdAt: writtenAt('created_at'),
});
