import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSetupTokens } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/password.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { audit } from './audit.ts';
import { studioLinks } from '../site/studio-paths.ts';

/** How long the setup link printed at start stays valid. */
export const SETUP_LINK_MS = 60 * 60_000;

export const hasStaff = async (db: Db) =>
  ((await db.select({ n: count() }).from(staff))[0]?.n ?? 0) > 0;

/**
 * While no staff exists: a new one-time link to create the owner (stored hashed; earlier unused
 * links stop working). Null once someone is staff.
 */
export async function issueSetupLink(
  db: Db,
  publicUrl: string,
  now = new Date(),
): Promise<string | null> {
  if (await hasStaff(db)) return null;
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(staffSetupTokens).where(isNull(staffSetupTokens.usedAt));
    await tx.insert(staffSetupTokens).values({
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SETUP_LINK_MS),
    });
  });
  return studioLinks.setup(publicUrl, token);
}

export type SetupResult =
  | { ok: true; row: typeof staff.$inferSelect }
  | { ok: false; error: 'invalid_token' | 'already_set_up' };

/** Creates the owner with the setup link's token; the token is spent in the same transaction. */
export async function createOwner(
  db: Db,
  input: { token: string; email: string; name: string; password: string },
  now = new Date(),
): Promise<SetupResult> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<SetupResult> => {
    const spent = await tx
      .update(staffSetupTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffSetupTokens.tokenHash, hashToken(input.token)),
          isNull(staffSetupTokens.usedAt),
          gt(staffSetupTokens.expiresAt, now),
        ),
      )
      .returning({ tokenHash: staffSetupTokens.tokenHash });
    if (spent.length !== 1) return { ok: false, error: 'invalid_token' };
    // A rolled-back transaction leaves the token unspent; an owner made since is what matters.
    if (await hasStaff(tx as unknown as Db)) return { ok: false, error: 'already_set_up' };
    const [row] = await tx
      .insert(staff)
      .values({ email: input.email, displayName: input.name, passwordHash, role: 'owner' })
      .returning();
    await audit(tx, {
      actor: null,
      action: 'staff.owner.created',
      subjectType: 'staff',
      subjectId: row!.idStaff,
      details: { via: 'setup link', email: input.email },
    });
    return { ok: true, row: row! };
  });
}
