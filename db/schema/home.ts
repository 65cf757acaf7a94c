import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './studio.ts';

/**
 * The home page's curation (decision 044): one row (id 1) with what is not a flag of an
 * article — the two banners, the in-context article, the encyclopedia widget's families — and
 * the revision a stale save is refused against. No row: the home as before (defaults).
 */
export const homeCuration = pgTable('home_curation', {
  id: integer('id').primaryKey(),
  /** Banner-type products in order; empty: the first two by id. */
  bannerIds: jsonb('banner_ids').$type<number[]>().notNull().default([]),
  /** The in-context widget's article; null: the newest not already shown. */
  inContextArticleId: integer('in_context_article_id'),
  /** Families whose breed lists the encyclopedia widget links, in order. */
  encyclopediaFamilyIds: jsonb('encyclopedia_family_ids')
    .$type<number[]>()
    .notNull()
    .default([2, 1]),
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staff.idStaff, { onDelete: 'set null' }),
});
