import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, staff } from '../../db/schema/index.ts';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** 1-based. */
  page: number;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  /** The staff member who acted. */
  actor?: number | undefined;
}

export interface AuditRow {
  idAudit: number;
  at: Date;
  action: string;
  subjectType: string;
  subjectId: string | null;
  actor: { idStaff: number; displayName: string } | null;
  details: Record<string, unknown>;
}

/**
 * The audit log, newest first, a page at a time, optionally for one subject or one actor. Only a
 * reader: entries are written by `audit()` alone, in the transaction of the change they record,
 * and nothing updates or deletes them (tests/api/studio-audit.test.ts checks the code for it).
 */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditRow[]; total: number; page: number; pageSize: number }> {
  const conditions: SQL[] = [];
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.actor !== undefined) conditions.push(eq(auditLog.actorStaffId, filter.actor));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: staff.displayName })
      .from(auditLog)
      .leftJoin(staff, eq(staff.idStaff, auditLog.actorStaffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.idAudit))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ entry, actorName }) => ({
      idAudit: entry.idAudit,
      at: entry.at,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      actor:
        entry.actorStaffId !== null && actorName !== null
          ? { idStaff: entry.actorStaffId, displayName: actorName }
          : null,
      details: entry.details,
    })),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** The kinds of subject the log holds, for the screen's filter. */
export async function auditSubjectTypes(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ subjectType: auditLog.subjectType })
    .from(auditLog)
    .orderBy(asc(auditLog.subjectType));
  return rows.map((row) => row.subjectType);
}
