import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import type { Executor } from '../../db/client.ts';
import type { StaffRole } from './permissions.ts';

/**
 * Staff sessions are shorter than members' (docs/decisions/031): 12 hours at most, 2 hours
 * without a request; a sign-in waiting for its second factor lives 10 minutes.
 */
export const STAFF_SESSION = {
  absoluteMs: 12 * 60 * 60_000,
  idleMs: 2 * 60 * 60_000,
  pendingMs: 10 * 60_000,
  /** The last request is written at most this often. */
  touchEveryMs: 60_000,
};

export interface StaffMember {
  idStaff: number;
  email: string;
  displayName: string;
  role: StaffRole;
  medicalReviewer: boolean;
  credentials: string;
  enrolled: boolean;
}

export interface StaffSession {
  staff: StaffMember;
  /** False until the second factor is given: only the sign-in steps are open then. */
  verified: boolean;
  /** The encrypted secret being enrolled, if any. */
  pendingTotpSecret: string | null;
}

export const staffMemberOf = (row: typeof staff.$inferSelect): StaffMember => ({
  idStaff: row.idStaff,
  email: row.email,
  displayName: row.displayName,
  role: row.role,
  medicalReviewer: row.medicalReviewer,
  credentials: row.credentials,
  enrolled: row.enrolledAt !== null,
});

/** A session waiting for the second factor (after the password, or a new account's setup). */
export async function startPendingSession(
  db: Db,
  idStaff: number,
  options: { userAgent?: string | undefined; pendingTotpSecret?: string | null },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    idHash: hashToken(token),
    idStaff,
    pendingTotpSecret: options.pendingTotpSecret ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION.pendingMs),
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * The second factor was given: the pending session is replaced by a full one under a new token
 * (never the token the password step handed out), and the staff member's last sign-in is now
 * (decision 040), unless `signIn` is false (a session renewed after one's own password change).
 */
export async function promoteSession(
  db: Executor,
  pendingToken: string,
  now = new Date(),
  signIn = true,
): Promise<string | null> {
  const token = newToken();
  const [row] = await db
    .update(staffSessions)
    .set({
      idHash: hashToken(token),
      verifiedAt: now,
      pendingTotpSecret: null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SESSION.absoluteMs),
    })
    .where(and(eq(staffSessions.idHash, hashToken(pendingToken)), isNull(staffSessions.verifiedAt)))
    .returning({ idStaff: staffSessions.idStaff });
  // Gone: expired and purged, or promoted a moment ago by a concurrent request.
  if (!row) return null;
  if (signIn)
    await db.update(staff).set({ lastSignedInAt: now }).where(eq(staff.idStaff, row.idStaff));
  return token;
}

/** The session of a cookie token, or null: unknown, idle, expired, or its staff member removed. */
export async function findStaffSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<StaffSession | null> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.idStaff, staffSessions.idStaff))
    .where(eq(staffSessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  const idle = now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION.idleMs;
  if (idle || session.expiresAt <= now || row.staff.disabledAt) {
    await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION.touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  }
  return {
    staff: staffMemberOf(row.staff),
    verified: session.verifiedAt !== null,
    pendingTotpSecret: session.pendingTotpSecret,
  };
}

export async function endStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, hashToken(token)));
}

/** Deletes expired and idle staff sessions. */
export async function purgeStaffSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_SESSION.idleMs)),
      ),
    );
}
