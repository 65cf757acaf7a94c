import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { verifyPassword } from '../accounts/password.ts';
import { audit } from '../shared/audit.ts';
import { isProfileOnly } from './profile-only.ts';
import type { StaffRole } from './permissions.ts';
import { staffMemberOf, type StaffMember } from './staff-sessions.ts';

export type AdminError = 'staff_not_found' | 'owner_fixed' | 'not_self' | 'not_enrolled';
export type AdminResult = { ok: true } | { ok: false; error: AdminError };

/** Re-authentication of a sensitive change: the actor's own password, checked again. */
export async function confirmPassword(db: Db, idStaff: number, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.idStaff, idStaff));
  return row ? verifyPassword(row.hash, password) : false;
}

/** A line of the staff list: the member, whether anyone can sign in as them, their last sign-in. */
export interface StaffListing extends StaffMember {
  /** A profile nobody can sign in as yet (a demo author): no password, not enrolled. */
  profileOnly: boolean;
  /** When they last passed the second factor (staff.last_signed_in_at); null: never. */
  lastSignInAt: Date | null;
}

/** Everyone on the staff who has not been removed. */
export async function listStaff(db: Db): Promise<StaffListing[]> {
  const rows = await db
    .select()
    .from(staff)
    .where(isNull(staff.disabledAt))
    .orderBy(asc(staff.idStaff));
  return rows.map((row) => ({
    ...staffMemberOf(row),
    profileOnly: isProfileOnly(row),
    lastSignInAt: row.lastSignedInAt,
  }));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The active target of a change by someone else, or the reason it cannot be changed. */
async function targetOf(tx: Tx, actor: number, idStaff: number) {
  const [row] = await tx
    .select()
    .from(staff)
    .where(and(eq(staff.idStaff, idStaff), isNull(staff.disabledAt)));
  if (!row) return { error: 'staff_not_found' as const };
  if (row.idStaff === actor) return { error: 'not_self' as const };
  if (row.role === 'owner') return { error: 'owner_fixed' as const };
  return { row };
}

/** A new role for someone (never owner: ownership is handed over, and the owner is never demoted). */
export async function changeRole(
  db: Db,
  actor: number,
  idStaff: number,
  role: Exclude<StaffRole, 'owner'>,
): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const target = await targetOf(tx, actor, idStaff);
    if (!target.row) return { ok: false, error: target.error };
    await tx.update(staff).set({ role }).where(eq(staff.idStaff, idStaff));
    await audit(tx, {
      actor,
      action: 'staff.role.changed',
      subjectType: 'staff',
      subjectId: idStaff,
      details: { before: target.row.role, after: role },
    });
    return { ok: true };
  });
}

/** Removes a staff member: kept for the record (authorship, audit), signed out, unable to sign in. */
export async function removeStaff(db: Db, actor: number, idStaff: number): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const target = await targetOf(tx, actor, idStaff);
    if (!target.row) return { ok: false, error: target.error };
    await tx.update(staff).set({ disabledAt: new Date() }).where(eq(staff.idStaff, idStaff));
    await tx.delete(staffSessions).where(eq(staffSessions.idStaff, idStaff));
    await audit(tx, {
      actor,
      action: 'staff.removed',
      subjectType: 'staff',
      subjectId: idStaff,
      details: { before: { role: target.row.role, email: target.row.email } },
    });
    return { ok: true };
  });
}

/**
 * The owner hands ownership to an active, enrolled staff member and becomes an admin. The old
 * owner steps down first: the one-owner index allows no moment with two.
 */
export async function transferOwnership(
  db: Db,
  owner: number,
  idStaff: number,
): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const target = await targetOf(tx, owner, idStaff);
    if (!target.row) return { ok: false, error: target.error };
    if (!target.row.enrolledAt) return { ok: false, error: 'not_enrolled' };
    await tx.update(staff).set({ role: 'admin' }).where(eq(staff.idStaff, owner));
    await tx.update(staff).set({ role: 'owner' }).where(eq(staff.idStaff, idStaff));
    await audit(tx, {
      actor: owner,
      action: 'ownership.transferred',
      subjectType: 'staff',
      subjectId: idStaff,
      details: {
        before: { owner, role: target.row.role },
        after: { owner: idStaff, previousOwnerRole: 'admin' },
      },
    });
    return { ok: true };
  });
}
