import type { Executor } from '../mail/outbox.ts';
import { auditLog } from '../../db/schema/index.ts';

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
  await tx.insert(auditLog).values({
    actorStaffId: entry.actor,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId:
      entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    details: entry.details ?? {},
  });
}
