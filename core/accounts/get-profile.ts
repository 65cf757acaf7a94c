import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers, users } from '../../db/schema/index.ts';

/** The public fields of a member's account. */
export async function getProfile(db: Db, idUser: number) {
  const [user] = await db
    .select({
      idUser: users.idUser,
      email: users.email,
      username: users.username,
      locale: users.locale,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.idUser, idUser))
    .limit(1);
  return user ?? null;
}

/** Whether a member has asked for the newsletter (confirmed, or waiting for the confirmation click). */
export async function isSubscribed(db: Db, idUser: number): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.idSubscriber })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.idUser, idUser),
        inArray(newsletterSubscribers.status, ['pending', 'confirmed']),
      ),
    )
    .limit(1);
  return !!row;
}
