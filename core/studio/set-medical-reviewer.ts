import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { audit } from '../shared/audit.ts';
import type { AdminResult } from './staff-admin.ts';

/**
 * Gives or takes the medical-reviewer permission (decision 032: it comes from this flag, whatever
 * the role; decision 037). Nobody grants it to themselves, except the owner; the owner's flag is
 * changed by the owner alone. Audited with before and after.
 */
export async function setMedicalReviewer(
  db: Db,
  actor: { idStaff: number; role: string },
  idStaff: number,
  medicalReviewer: boolean,
): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.idStaff, idStaff), isNull(staff.disabledAt)));
    if (!row) return { ok: false, error: 'staff_not_found' };
    const self = row.idStaff === actor.idStaff;
    if (row.role === 'owner' && !self) return { ok: false, error: 'owner_fixed' };
    if (self && actor.role !== 'owner') return { ok: false, error: 'not_self' };
    await tx.update(staff).set({ medicalReviewer }).where(eq(staff.idStaff, idStaff));
    await audit(tx, {
      actor: actor.idStaff,
      action: 'staff.medical_reviewer.changed',
      subjectType: 'staff',
      subjectId: idStaff,
      details: { before: row.medicalReviewer, after: medicalReviewer },
    });
    return { ok: true };
  });
}
