import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { PackReference, PackTable } from './pack-tables.ts';

/** A column that travels in a pack, under its pack name. */
export interface PackColumn {
  /** The name in the pack: the SQL name, or the reference's `as`. */
  field: string;
  /** The drizzle property of the row, for reads and writes. */
  property: string;
  column: PgColumn;
  reference?: PackReference;
}

/** The table's primary key, as a drizzle property and its SQL name (one column). */
export function primaryKeyOf(table: PackTable): { property: string; column: PgColumn } {
  for (const [property, column] of Object.entries(table.table) as [string, unknown][]) {
    if (isColumn(column) && column.primary) return { property, column };
  }
  throw new Error(`${table.name} has no single-column primary key`);
}

const isColumn = (value: unknown): value is PgColumn =>
  typeof value === 'object' && value !== null && 'columnType' in value && 'name' in value;

/**
 * Columns of this site only, on every table that has them: `revision`, the studio's stale-save
 * counter (decisions 033, 042): an import that changes a row raises it instead.
 */
export const SITE_COUNTERS: readonly string[] = ['revision'];

/**
 * The columns of a pack table that travel: all but the omitted, this site's counters, the
 * generated ones and those only the database writes (search vectors, picture bytes: custom
 * column types).
 */
export function packColumns(table: PackTable): PackColumn[] {
  const config = getTableConfig(table.table);
  const propertyOf = new Map<PgColumn, string>();
  for (const [property, value] of Object.entries(table.table) as [string, unknown][]) {
    if (isColumn(value)) propertyOf.set(value, property);
  }
  return config.columns
    .filter(
      (c) =>
        !table.omit?.includes(c.name) &&
        !SITE_COUNTERS.includes(c.name) &&
        !c.generated &&
        c.columnType !== 'PgCustomColumn',
    )
    .map((column) => {
      const reference = table.references?.find((r) => r.column === column.name);
      return {
        field: reference?.as ?? column.name,
        property: propertyOf.get(column)!,
        column,
        ...(reference ? { reference } : {}),
      };
    });
}
