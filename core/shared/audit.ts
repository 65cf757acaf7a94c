import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { storable, storableJson } from './json-input.ts';

export interface AuditEntry {
  /** The staff member who acted; null for the command line and the first setup. */
  actor: number | null;
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Adds an audit entry, inside the transaction of the change it records. */
export async function audit(tx: Executor, entry: AuditEntry): Promise<void> {
  await auditInsert(tx, entry);
}

/**
 * The audit entry's insert, not yet run: awaited, or made part of the change's own statement
 * (a data-modifying `WITH`, one round trip for both; docs/decisions/038). Its texts are made
 * storable first (NUL dropped, a lone surrogate replaced): the record of a change must never be
 * what makes the change fail (docs/decisions/068).
 */
export function auditInsert(tx: Executor, entry: AuditEntry) {
  return tx.insert(auditLog).values({
    actorStaffId: entry.actor,
    action: storable(entry.action),
    subjectType: storable(entry.subjectType),
    subjectId:
      entry.subjectId === undefined || entry.subjectId === null
        ? null
        : storable(String(entry.subjectId)),
    details: storableJson(entry.details ?? {}) as Record<string, unknown>,
  });
}
