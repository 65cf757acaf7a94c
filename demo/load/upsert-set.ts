import { sql } from 'drizzle-orm';

/** The `set` of an upsert that takes every named column from the row being inserted. */
export const upsertSet = (columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)]));
