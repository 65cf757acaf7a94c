import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session ends after this long without a visit... */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** ...and after this long in any case; the member then signs in again. */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** The last visit is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Member {
  idUser: number;
  email: string;
  username: string;
  locale: 'en' | 'pt' | 'pt_BR';
}

/** Starts a session for a member and returns the token for the cookie (stored only as a hash). */
export async function createSession(
  db: Db,
  idUser: number,
  userAgent: string | undefined,
  now = new Date(),
) {
  const token = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    idUser,
    csrfSecret: '',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The member of a session token, or null when it is unknown, idle too long or too old. */
export async function findSessionMember(
  db: Db,
  token: string,
  now = new Date(),
): Promise<Member | null> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.idUser, sessions.idUser))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const { session, user } = row;
  const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  // A disabled member's sessions were deleted with the change; this covers a request in flight.
  if (idle || session.expiresAt <= now || user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return {
    idUser: user.idUser,
    email: user.email,
    username: user.username,
    locale: user.locale,
  };
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of a member, or every one but the current (after a password change). */
export async function destroyMemberSessions(
  db: Db,
  idUser: number,
  keepToken?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.idUser, idUser), ne(sessions.idHash, hashToken(keepToken)))
        : eq(sessions.idUser, idUser),
    );
}

/** Deletes expired and idle sessions; run now and then. */
export async function purgeSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
