import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers, sessions, users } from '../../db/schema/index.ts';

/** The account part of a member's data export (the container adds the pets). */
export interface AccountExport {
  account: {
    id_user: number;
    email: string;
    username: string;
    locale: string;
    created_at: string;
    updated_at: string;
  };
  newsletter: {
    email: string;
    status: string;
    created_at: string;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
  }[];
  sessions: {
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    user_agent: string | null;
  }[];
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What the site holds about a member's account: the account itself (never the password hash),
 * their newsletter subscriptions and their active sessions (never the session tokens).
 */
export async function exportAccount(
  db: Db,
  idUser: number,
  now = new Date(),
): Promise<AccountExport | null> {
  const [user] = await db.select().from(users).where(eq(users.idUser, idUser)).limit(1);
  if (!user) return null;
  const [newsletter, active] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(or(eq(newsletterSubscribers.idUser, idUser), eq(newsletterSubscribers.email, user.email)))
      .orderBy(asc(newsletterSubscribers.idSubscriber)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.idUser, idUser), gt(sessions.expiresAt, now)))
      .orderBy(asc(sessions.createdAt)),
  ]);
  return {
    account: {
      id_user: user.idUser,
      email: user.email,
      username: user.username,
      locale: user.locale,
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    newsletter: newsletter.map((row) => ({
      email: row.email,
      status: row.status,
      created_at: iso(row.createdAt),
      confirmed_at: isoOrNull(row.confirmedAt),
      unsubscribed_at: isoOrNull(row.unsubscribedAt),
    })),
    sessions: active.map((row) => ({
      created_at: iso(row.createdAt),
      last_seen_at: iso(row.lastSeenAt),
      expires_at: iso(row.expiresAt),
      user_agent: row.userAgent,
    })),
  };
}
