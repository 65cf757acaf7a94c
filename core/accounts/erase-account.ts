import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import type { FieldErrors } from './check-availability.ts';
import { verifyPassword } from './password.ts';

/**
 * Work another feature must do when a member is erased, before the member's rows go (their rows
 * go by cascade; files and anything outside the database do not). Added with
 * `services.accounts.onErase(hook)`; a hook that fails stops the erasure, which can be retried.
 */
export type EraseHook = (idUser: number) => Promise<unknown>;

export type EraseResult = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * Deletes a member and everything of theirs (the current password is required): the hooks first
 * (pet pictures), then, in one transaction, newsletter rows of their e-mail and the user row, which
 * cascades to pets, sessions, reset tokens and member-linked newsletter rows.
 */
export async function eraseAccount(
  db: Db,
  idUser: number,
  password: string,
  hooks: readonly EraseHook[],
): Promise<EraseResult> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.idUser, idUser))
    .limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    return { ok: false, errors: { password: ['account_page.wrong_password'] } };
  }
  await eraseMember(db, idUser, user.email, hooks);
  return { ok: true };
}

/**
 * The erasure itself, without the password: the member's own (above) and the studio's on the
 * member's request (decision 048), which adds its audit entry to the transaction with `also`.
 */
export async function eraseMember(
  db: Db,
  idUser: number,
  email: string,
  hooks: readonly EraseHook[],
  also?: (tx: Executor) => Promise<unknown>,
): Promise<void> {
  for (const hook of hooks) await hook(idUser);
  await db.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscribers)
      .where(or(eq(newsletterSubscribers.idUser, idUser), eq(newsletterSubscribers.email, email)));
    await tx.delete(users).where(eq(users.idUser, idUser));
    if (also) await also(tx);
  });
}
