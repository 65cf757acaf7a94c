import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema/index.ts';
import { audit } from '../shared/audit.ts';
import type { AdminResult } from './staff-admin.ts';

/**
 * Resets a staff member's second factor (decision 037): the secret, the last step used and the
 * recovery codes are gone, so they enrol again at their next sign-in; every session of theirs
 * ends. The owner's is reset by nobody but the owner; an admin may reset their own.
 */
export async function resetSecondFactor(
  db: Db,
  actor: number,
  idStaff: number,
): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.idStaff, idStaff), isNull(staff.disabledAt)));
    if (!row) return { ok: false, error: 'staff_not_found' };
    if (row.role === 'owner' && actor !== idStaff) return { ok: false, error: 'owner_fixed' };
    await tx
      .update(staff)
      .set({ totpSecret: null, totpLastStep: null, enrolledAt: null })
      .where(eq(staff.idStaff, idStaff));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.idStaff, idStaff));
    await tx.delete(staffSessions).where(eq(staffSessions.idStaff, idStaff));
    await audit(tx, {
      actor,
      action: 'staff.second_factor.reset',
      subjectType: 'staff',
      subjectId: idStaff,
      details: { before: { enrolled: row.enrolledAt !== null }, after: { enrolled: false } },
    });
    return { ok: true };
  });
}
