import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './studio.ts';

/**
 * The website settings an editor saved in the studio: one row, its values by name
 * (core/site/editable-settings.ts). The environment gives the defaults a new site starts with
 * (server/config.ts); a saved value wins over its default, and a value never saved follows it.
 */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
  /** Counts the saves; a save based on an older number is refused (as articles, decision 033). */
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staff.idStaff, { onDelete: 'set null' }),
});
