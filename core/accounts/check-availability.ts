import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { emailSchema, usernameSchema } from './account-rules.ts';

/** Field errors as catalog keys, by field: the shape of the API's `errors`. */
export type FieldErrors = Record<string, string[]>;

/** Errors of an e-mail for registration: its format, then whether it is taken. */
export async function checkEmail(db: Db, email: string): Promise<string[]> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return ['account.invalid_email'];
  const [taken] = await db
    .select({ id: users.idUser })
    .from(users)
    .where(eq(users.email, parsed.data))
    .limit(1);
  return taken ? ['account.email_taken'] : [];
}

/** Errors of a username for registration: its format, then whether it is taken (any case). */
export async function checkUsername(db: Db, username: string): Promise<string[]> {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return ['account.invalid_username'];
  const [taken] = await db
    .select({ id: users.idUser })
    .from(users)
    .where(eq(users.usernameKey, parsed.data.toLowerCase()))
    .limit(1);
  return taken ? ['account.username_taken'] : [];
}
