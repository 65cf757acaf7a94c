import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { decoyHash, verifyPassword } from './password.ts';

/** The member with this e-mail and password, or null; takes as long whether or not the e-mail exists. */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<number | null> {
  const [user] = await db
    .select({ idUser: users.idUser, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  return user && ok ? user.idUser : null;
}
