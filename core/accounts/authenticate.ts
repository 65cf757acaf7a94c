import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { decoyHash, verifyPassword } from './password.ts';

/**
 * The member with this e-mail and password, or null; takes as long whether or not the e-mail
 * exists. `'disabled'` only after the right password, for an account staff disabled (decision
 * 048): the person is told why, and nobody learns that without the password.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<number | 'disabled' | null> {
  const [user] = await db
    .select({
      idUser: users.idUser,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !ok) return null;
  return user.disabledAt ? 'disabled' : user.idUser;
}
