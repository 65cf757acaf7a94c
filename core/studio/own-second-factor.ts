import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema/index.ts';
import { hashToken } from '../accounts/tokens.ts';
import { audit } from '../shared/audit.ts';
import {
  enrolmentOf,
  newRecoveryCodes,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  totpStep,
} from './second-factor.ts';
import type { SignInContext } from './sign-in.ts';
import { confirmPassword } from './staff-admin.ts';
import type { StaffSession } from './staff-sessions.ts';

/**
 * A signed-in staff member's own second factor (decision 040): what they have, a new
 * authenticator (password first, then a code from the new app; the old secret and codes work
 * until that code is given), and new recovery codes (password first). Each change is audited.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OwnSecondFactor {
  enrolledAt: Date | null;
  recoveryCodesLeft: number;
  /** How many a new set has. */
  recoveryCodesTotal: number;
  lastSignedInAt: Date | null;
}

export type OwnFactorError = 'wrong_password' | 'not_enrolled' | 'wrong_code' | 'nothing_pending';

export async function ownSecondFactor(db: Db, idStaff: number): Promise<OwnSecondFactor | null> {
  const [row] = await db
    .select({ enrolledAt: staff.enrolledAt, lastSignedInAt: staff.lastSignedInAt })
    .from(staff)
    .where(eq(staff.idStaff, idStaff));
  if (!row) return null;
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.idStaff, idStaff), isNull(staffRecoveryCodes.usedAt)));
  return { ...row, recoveryCodesLeft: left?.n ?? 0, recoveryCodesTotal: RECOVERY_CODE_COUNT };
}

/** The verified session of `token`, if it is this staff member's. */
const ownVerifiedSession = (idStaff: number, token: string) =>
  and(
    eq(staffSessions.idHash, hashToken(token)),
    eq(staffSessions.idStaff, idStaff),
    isNotNull(staffSessions.verifiedAt),
  );

/** Ten new recovery codes in place of every earlier one; returned once, stored hashed. */
async function replaceRecoveryCodes(tx: Tx, idStaff: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.idStaff, idStaff));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((c) => ({ idStaff, codeHash: recoveryCodeHash(c) })));
  return codes;
}

/**
 * A new authenticator, first step: the password again, then a new secret kept encrypted in the
 * signed-in session (as a sign-in's enrolment keeps it in the pending one) until a code from the
 * new app confirms it. Nothing of the current second factor changes yet.
 */
export async function beginReplacement(
  context: SignInContext,
  idStaff: number,
  token: string,
  password: string,
) {
  if (!(await confirmPassword(context.db, idStaff, password)))
    return { ok: false as const, error: 'wrong_password' as const };
  const [row] = await context.db
    .select({ email: staff.email, enrolledAt: staff.enrolledAt })
    .from(staff)
    .where(eq(staff.idStaff, idStaff));
  if (!row?.enrolledAt) return { ok: false as const, error: 'not_enrolled' as const };
  const secret = newTotpSecret();
  const kept = await context.db
    .update(staffSessions)
    .set({ pendingTotpSecret: context.box.seal(secret) })
    .where(ownVerifiedSession(idStaff, token))
    .returning({ idStaff: staffSessions.idStaff });
  if (kept.length !== 1) return { ok: false as const, error: 'nothing_pending' as const };
  return { ok: true as const, enrolment: await enrolmentOf(secret, context.issuer, row.email) };
}

/**
 * A new authenticator, second step: a code of the new secret. Then, in one transaction, the
 * new secret replaces the old one, ten new recovery codes replace the old ones (returned once)
 * and the change is audited; the code's step counts as used.
 */
export async function confirmReplacement(
  context: SignInContext,
  token: string,
  session: StaffSession,
  code: string,
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; error: OwnFactorError }> {
  const sealed = session.pendingTotpSecret;
  const secret = sealed ? context.box.open(sealed) : null;
  if (!sealed || !secret) return { ok: false, error: 'nothing_pending' };
  const step = totpStep(secret, code.trim());
  if (step === null) return { ok: false, error: 'wrong_code' };
  const idStaff = session.staff.idStaff;
  return context.db.transaction(async (tx) => {
    // Taken from the session first: of two confirmations at once, one replaces, one finds nothing.
    const taken = await tx
      .update(staffSessions)
      .set({ pendingTotpSecret: null })
      .where(and(ownVerifiedSession(idStaff, token), eq(staffSessions.pendingTotpSecret, sealed)))
      .returning({ idStaff: staffSessions.idStaff });
    if (taken.length !== 1) return { ok: false as const, error: 'nothing_pending' as const };
    const [before] = await tx
      .select({ enrolledAt: staff.enrolledAt })
      .from(staff)
      .where(eq(staff.idStaff, idStaff));
    const enrolledAt = new Date();
    await tx
      .update(staff)
      .set({ totpSecret: sealed, totpLastStep: step, enrolledAt })
      .where(eq(staff.idStaff, idStaff));
    const recoveryCodes = await replaceRecoveryCodes(tx, idStaff);
    await audit(tx, {
      actor: idStaff,
      action: 'staff.second_factor.replaced',
      subjectType: 'staff',
      subjectId: idStaff,
      details: {
        before: { enrolledAt: before?.enrolledAt?.toISOString() ?? null },
        after: { enrolledAt: enrolledAt.toISOString(), recoveryCodesReplaced: true },
      },
    });
    return { ok: true as const, recoveryCodes };
  });
}

/** Gives up a new authenticator not confirmed yet; the current one stays. */
export async function cancelReplacement(db: Db, idStaff: number, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ pendingTotpSecret: null })
    .where(ownVerifiedSession(idStaff, token));
}

/** New recovery codes, after the password: every earlier one stops working; returned once. */
export async function renewRecoveryCodes(
  db: Db,
  idStaff: number,
  password: string,
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; error: OwnFactorError }> {
  if (!(await confirmPassword(db, idStaff, password)))
    return { ok: false, error: 'wrong_password' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ enrolledAt: staff.enrolledAt })
      .from(staff)
      .where(eq(staff.idStaff, idStaff));
    if (!row?.enrolledAt) return { ok: false as const, error: 'not_enrolled' as const };
    const [left] = await tx
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.idStaff, idStaff), isNull(staffRecoveryCodes.usedAt)));
    const recoveryCodes = await replaceRecoveryCodes(tx, idStaff);
    await audit(tx, {
      actor: idStaff,
      action: 'staff.recovery_codes.replaced',
      subjectType: 'staff',
      subjectId: idStaff,
      details: { before: { left: left?.n ?? 0 }, after: { left: recoveryCodes.length } },
    });
    return { ok: true as const, recoveryCodes };
  });
}
