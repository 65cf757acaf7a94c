import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { enqueue, passwordResetMail } from '../mail/index.ts';
import type { Locale } from '../site/locale.ts';
import type { Executor } from '../../db/client.ts';
import { emailSchema, passwordSchema } from './account-rules.ts';
import type { FieldErrors } from './check-availability.ts';
import { hashPassword } from './password.ts';
import { destroyMemberSessions } from './sessions.ts';
import { hashToken } from './tokens.ts';

/** A reset link works for this long, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset tokens are word characters only (the reset route accepts no other): 256 bits as hex. */
export const RESET_TOKEN_RULE = /^\w{16,128}$/;
export const newResetToken = () => randomBytes(32).toString('hex');

export interface RecoveryContext {
  publicUrl: string;
  siteTitle: string;
}

/**
 * Starts a password recovery: when the e-mail belongs to a member, a single-use token (stored
 * hashed) and the e-mail with its link are written in one transaction; earlier unused tokens
 * stop working. The caller answers the same either way, so nobody learns who is a member.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  context: RecoveryContext,
  now = new Date(),
): Promise<boolean> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return false;
  const [user] = await db
    .select({
      idUser: users.idUser,
      username: users.username,
      email: users.email,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.email, parsed.data))
    .limit(1);
  if (!user) return false;
  await queuePasswordReset(db, user, context, undefined, now);
  return true;
}

/**
 * The token and the e-mail of a reset, in one transaction with `also` (the studio's audit entry
 * when staff send it, decision 048); earlier unused tokens stop working.
 */
export async function queuePasswordReset(
  db: Db,
  user: { idUser: number; username: string; email: string; locale: Locale },
  context: RecoveryContext,
  also?: (tx: Executor) => Promise<unknown>,
  now = new Date(),
): Promise<void> {
  const token = newResetToken();
  const mail = passwordResetMail(user.locale, {
    siteTitle: context.siteTitle,
    username: user.username,
    resetUrl: `${context.publicUrl}/password/reset/${token}`,
  });
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.idUser, user.idUser), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      idUser: user.idUser,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await enqueue(tx, { to: user.email, ...mail });
    if (also) await also(tx);
  });
}

export type ResetTokenState = 'valid' | 'invalid' | 'expired' | 'used';

/** What a reset link is worth now (the reset page says so before the form is filled in). */
export async function checkResetToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ResetTokenState> {
  if (!RESET_TOKEN_RULE.test(token)) return 'invalid';
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return 'valid';
}

export type ResetResult =
  | { ok: true; idUser: number }
  | { ok: false; errors: FieldErrors }
  | { ok: false; token: Exclude<ResetTokenState, 'valid'> };

/**
 * Sets a new password with a reset token: the password rules (account-rules.ts) and a matching
 * confirmation; the token is spent (atomically, so two tabs cannot both use it) and every
 * session of the member ends.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; confirmation: string },
  now = new Date(),
): Promise<ResetResult> {
  const state = await checkResetToken(db, input.token, now);
  if (state !== 'valid') return { ok: false, token: state };
  const errors: FieldErrors = {};
  if (!passwordSchema.safeParse(input.password).success)
    errors.password = ['account.invalid_password'];
  else if (input.password !== input.confirmation)
    errors.password_confirmation = ['recovery.password_mismatch'];
  if (Object.keys(errors).length) return { ok: false, errors };

  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashToken(input.token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ idUser: passwordResetTokens.idUser });
    // Spent or expired in the meantime.
    if (!spent) return { ok: false as const, token: 'used' as const };
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.idUser, spent.idUser));
    await destroyMemberSessions(tx as unknown as Db, spent.idUser);
    return { ok: true as const, idUser: spent.idUser };
  });
}
