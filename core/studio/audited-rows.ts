import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { PurgeBus } from '../publishing/purge.ts';
import { audit } from '../shared/audit.ts';
import type { Actor } from './operations.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

export interface AuditedRowsSpec<Row> {
  table: PgTable;
  /** The table's serial key. */
  id: PgColumn;
  /**
   * Its place in a list an editor orders (0 first), a column whose property is `position`; none
   * for an unordered table.
   */
  position?: PgColumn;
  /** The audit entry's subject and the first word of its actions (`quote` → `quote.create`). */
  subject: string;
  idOf: (row: Row) => number;
  /** What an audit entry keeps of a row, before and after. */
  fields: (row: Row) => Record<string, unknown>;
}

/**
 * The studio's small editable lists (quotes, tips, the banner's notices): create, change, delete
 * and, for an ordered list, move one place. Every change is one transaction with its audit entry,
 * then a purge of every page (they show on every page or on the home: decisions 041 and 044).
 * Drizzle's types do not follow a table chosen at run time, hence the casts to `Row`.
 */
export function auditedRows<Row, Insert extends object = Partial<Row>>(
  db: Db,
  purge: PurgeBus,
  spec: AuditedRowsSpec<Row>,
) {
  const { table, id, position, subject, idOf, fields } = spec;
  const done = <T>(result: T) => {
    purge.announce({ kind: 'site' });
    return result;
  };
  const list = (reader: Reader = db) =>
    reader
      .select()
      .from(table)
      .orderBy(...(position ? [asc(position), asc(id)] : [asc(id)])) as unknown as Promise<Row[]>;
  const log = (
    tx: Tx,
    actor: number,
    action: string,
    subjectId: number,
    details: Record<string, unknown>,
  ) =>
    audit(tx, { actor, action: `${subject}.${action}`, subjectType: subject, subjectId, details });
  const placeOf = (row: Row) => (row as { position: number }).position;

  return {
    /** Every row, in the list's order (by id when the table has none). */
    list: () => list(),

    /** Adds a row; an ordered one goes at the end. */
    async create({ idStaff: actor }: Actor, values: Insert): Promise<Row> {
      const created = await db.transaction(async (tx) => {
        let place = {};
        if (position) {
          const [last] = await tx
            .select({ position: sql<number>`coalesce(max(${position}), -1)` })
            .from(table);
          place = { position: Number(last?.position ?? -1) + 1 };
        }
        const [row] = (await tx
          .insert(table)
          .values({ ...values, ...place } as never)
          .returning()) as unknown as Row[];
        await log(tx, actor, 'create', idOf(row!), { after: fields(row!) });
        return row!;
      });
      return done(created);
    },

    /** Changes a row; null when there is none. */
    async update(
      { idStaff: actor }: Actor,
      rowId: number,
      values: Partial<Insert>,
    ): Promise<Row | null> {
      const updated = await db.transaction(async (tx) => {
        const [before] = (await tx
          .select()
          .from(table)
          .where(eq(id, rowId))
          .for('update')) as unknown as Row[];
        if (!before) return null;
        const [after] = (await tx
          .update(table)
          .set(values as never)
          .where(eq(id, rowId))
          .returning()) as unknown as Row[];
        await log(tx, actor, 'update', rowId, { before: fields(before), after: fields(after!) });
        return after!;
      });
      return updated && done(updated);
    },

    /** Deletes a row; false when there was none. */
    async remove({ idStaff: actor }: Actor, rowId: number): Promise<boolean> {
      const removed = await db.transaction(async (tx) => {
        const [row] = (await tx.delete(table).where(eq(id, rowId)).returning()) as unknown as Row[];
        if (!row) return false;
        await log(tx, actor, 'delete', rowId, { before: fields(row) });
        return true;
      });
      return removed && done(true);
    },

    /** Moves a row one place earlier (-1) or later (+1); the list after, or null: no such row. */
    async move({ idStaff: actor }: Actor, rowId: number, by: -1 | 1): Promise<Row[] | null> {
      if (!position) throw new Error(`${subject}: not an ordered list`);
      const moved = await db.transaction(async (tx) => {
        // Every row locked, then numbered 0..n-1 in the new order (no gaps, no ties).
        const rows = (await tx
          .select()
          .from(table)
          .orderBy(asc(position), asc(id))
          .for('update')) as unknown as Row[];
        const at = rows.findIndex((row) => idOf(row) === rowId);
        if (at < 0) return null;
        const to = Math.min(rows.length - 1, Math.max(0, at + by));
        const order = [...rows];
        const [item] = order.splice(at, 1);
        order.splice(to, 0, item!);
        for (const [place, row] of order.entries())
          if (placeOf(row) !== place)
            await tx
              .update(table)
              .set({ position: place } as never)
              .where(eq(id, idOf(row)));
        await log(tx, actor, 'move', rowId, { before: { position: at }, after: { position: to } });
        return list(tx);
      });
      return moved && done(moved);
    },
  };
}
