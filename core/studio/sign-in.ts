import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffRecoveryCodes } from '../../db/schema/index.ts';
import { decoyHash, verifyPassword } from '../accounts/password.ts';
import { audit } from '../shared/audit.ts';
import type { SecretBox } from './secret-box.ts';
import {
  enrolmentOf,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
} from './second-factor.ts';
import { ensureByline } from './byline.ts';
import { promoteSession, startPendingSession, type StaffSession } from './staff-sessions.ts';

export interface SignInContext {
  db: Db;
  box: SecretBox;
  /** The issuer shown in authenticator apps (the site title). */
  issuer: string;
}

/** The active staff member of an e-mail and password, or null; takes as long for an unknown e-mail. */
export async function checkStaffPassword(db: Db, email: string, password: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.trim().toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
  return ok && row && !row.disabledAt ? row : null;
}

export type SignInStep =
  | { step: 'second-factor'; token: string }
  | { step: 'enrol'; token: string; otpauthUri: string; qrSvg: string; secret: string };

/**
 * After the password (or a new account's creation): a session waiting for the second factor.
 * A staff member without one gets a new secret to enrol, kept encrypted in that session.
 */
export async function beginSecondFactor(
  context: SignInContext,
  row: { idStaff: number; email: string; enrolledAt: Date | null },
  userAgent?: string,
): Promise<SignInStep> {
  if (row.enrolledAt) {
    return {
      step: 'second-factor',
      token: await startPendingSession(context.db, row.idStaff, { userAgent }),
    };
  }
  const secret = newTotpSecret();
  const token = await startPendingSession(context.db, row.idStaff, {
    userAgent,
    pendingTotpSecret: context.box.seal(secret),
  });
  return { step: 'enrol', token, ...(await enrolmentOf(secret, context.issuer, row.email)) };
}

/** A code the staff member's app shows now, accepted once (a step newer than the last one used). */
async function acceptTotp(db: Db, box: SecretBox, idStaff: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ secret: staff.totpSecret, last: staff.totpLastStep })
    .from(staff)
    .where(eq(staff.idStaff, idStaff));
  const secret = row?.secret ? box.open(row.secret) : null;
  const step = secret ? totpStep(secret, code) : null;
  if (step === null || (row!.last !== null && step <= row!.last)) return false;
  // Conditional on the step read: two requests with one code cannot both pass.
  const updated = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staff.idStaff, idStaff),
        row!.last === null ? isNull(staff.totpLastStep) : eq(staff.totpLastStep, row!.last),
      ),
    )
    .returning({ idStaff: staff.idStaff });
  return updated.length === 1;
}

/** A recovery code, spent as it is accepted. */
async function acceptRecoveryCode(db: Db, idStaff: number, code: string): Promise<boolean> {
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.idStaff, idStaff),
        eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ idCode: staffRecoveryCodes.idCode });
  return spent.length === 1;
}

/**
 * The second factor of an enrolled staff member: a 6-digit TOTP code, or one of the recovery
 * codes. Returns the full session's new token, or null when the code is wrong.
 */
export async function completeSignIn(
  context: SignInContext,
  pendingToken: string,
  session: StaffSession,
  code: string,
): Promise<{ token: string } | 'wrong' | 'expired'> {
  const trimmed = code.trim();
  const idStaff = session.staff.idStaff;
  const isTotp = /^\d{6}$/.test(trimmed);
  const ok = isTotp
    ? await acceptTotp(context.db, context.box, idStaff, trimmed)
    : await acceptRecoveryCode(context.db, idStaff, trimmed);
  if (!ok) return 'wrong';
  if (!isTotp)
    await audit(context.db, {
      actor: idStaff,
      action: 'staff.recovery_code.used',
      subjectType: 'staff',
      subjectId: idStaff,
    });
  const token = await promoteSession(context.db, pendingToken);
  // Their byline exists from the first sign-in (docs/decisions/076).
  if (token) await ensureByline(context.db, idStaff);
  return token ? { token } : 'expired';
}

/**
 * Enrolment: the first code from the app confirms the secret. The secret is kept, ten recovery
 * codes replace any earlier ones (returned once, stored hashed) and the session starts.
 */
export async function confirmEnrolment(
  context: SignInContext,
  pendingToken: string,
  session: StaffSession,
  code: string,
): Promise<{ token: string; recoveryCodes: string[] } | 'wrong' | 'expired'> {
  const secret = session.pendingTotpSecret ? context.box.open(session.pendingTotpSecret) : null;
  const step = secret ? totpStep(secret, code.trim()) : null;
  if (step === null) return 'wrong';
  const idStaff = session.staff.idStaff;
  const recoveryCodes = newRecoveryCodes();
  // The session is promoted first, in the same transaction: of two concurrent confirmations,
  // one wins and the other changes nothing.
  const token = await context.db.transaction(async (tx) => {
    const promoted = await promoteSession(tx, pendingToken);
    if (!promoted) return null;
    await tx
      .update(staff)
      .set({ totpSecret: session.pendingTotpSecret, totpLastStep: step, enrolledAt: new Date() })
      .where(eq(staff.idStaff, idStaff));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.idStaff, idStaff));
    await tx
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ idStaff, codeHash: recoveryCodeHash(c) })));
    await ensureByline(tx, idStaff);
    await audit(tx, {
      actor: idStaff,
      action: 'staff.enrolled',
      subjectType: 'staff',
      subjectId: idStaff,
    });
    return promoted;
  });
  return token ? { token, recoveryCodes } : 'expired';
}
