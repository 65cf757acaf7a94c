import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { staff } from './studio.ts';

/**
 * Columns that several tables spell alike. Each helper yields the same SQL as the column written
 * out (`npx drizzle-kit generate` finds no change), so a table may use it without a migration.
 */

/** A moment, with its time zone: every timestamp of the schema is one. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written (or last touched, for `updated_at`): set by the database. */
export const writtenAt = (name: string) => moment(name).notNull().defaultNow();

/** The staff member who made the row; the row stays, without them, when they are removed. */
export const byStaff = (name: string) =>
  integer(name).references(() => staff.idStaff, { onDelete: 'set null' });

/** A row's parent (the edition, the article...): required, and the row goes with it. */
export const partOf = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
