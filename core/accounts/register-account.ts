import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { emailSchema, isValidPassword, usernameSchema } from './account-rules.ts';
import { checkEmail, checkUsername, type FieldErrors } from './check-availability.ts';
import { hashPassword } from './password.ts';

export interface Registration {
  email: string;
  username: string;
  password: string;
  locale: Locale;
}

export type RegisterResult = { ok: true; idUser: number } | { ok: false; errors: FieldErrors };

/** Creates a member after checking every field; a taken e-mail or username is a field error. */
export async function registerAccount(db: Db, input: Registration): Promise<RegisterResult> {
  const errors: FieldErrors = {};
  const [emailErrors, usernameErrors] = await Promise.all([
    checkEmail(db, input.email),
    checkUsername(db, input.username),
  ]);
  if (emailErrors.length) errors.email = emailErrors;
  if (usernameErrors.length) errors.username = usernameErrors;
  if (!isValidPassword(input.password)) errors.password = ['account.invalid_password'];
  if (Object.keys(errors).length) return { ok: false, errors };

  const username = usernameSchema.parse(input.username);
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({
      email: emailSchema.parse(input.email),
      username,
      usernameKey: username.toLowerCase(),
      passwordHash,
      locale: input.locale,
    })
    // Two registrations racing for the same e-mail or username: the second one loses cleanly.
    .onConflictDoNothing()
    .returning({ idUser: users.idUser });
  const row = inserted[0];
  if (!row) return { ok: false, errors: { email: ['account.email_taken'] } };
  return { ok: true, idUser: row.idUser };
}
