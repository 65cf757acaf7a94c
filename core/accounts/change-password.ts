import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { passwordSchema } from './account-rules.ts';
import type { FieldErrors } from './check-availability.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { destroyMemberSessions } from './sessions.ts';

export interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmation: string;
}

export type ChangePasswordResult = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * Changes a member's password: the current password must be
 * right, the new one must follow the rules and match its confirmation. Every session of the
 * member ends with it; the caller then signs the visitor in again on a new session id.
 */
export async function changePassword(
  db: Db,
  idUser: number,
  input: PasswordChange,
  now = new Date(),
): Promise<ChangePasswordResult> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.idUser, idUser))
    .limit(1);
  if (!user) return { ok: false, errors: { current_password: ['account_page.wrong_password'] } };

  const errors: FieldErrors = {};
  if (!passwordSchema.safeParse(input.password).success) {
    errors.password = ['account.invalid_password'];
  } else if (input.password !== input.confirmation) {
    errors.password_confirmation = ['account_page.password_mismatch'];
  }
  // Checked last and always, so a wrong guess costs the same time whatever else is wrong.
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    errors.current_password = ['account_page.wrong_password'];
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.idUser, idUser));
    await destroyMemberSessions(tx as unknown as Db, idUser);
  });
  return { ok: true };
}
