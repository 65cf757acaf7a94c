import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose number changes whenever content that guests see changes (triggers on the
 * content tables, migration 0006), so every instance can drop its cached pages within seconds,
 * whoever wrote the change: this process, another instance or `npm run db:seed`.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
