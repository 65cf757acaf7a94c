import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSetupTokens } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/password.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { audit } from '../shared/audit.ts';
import { lockFirstOwnerPaths, ownerExists, ownerInvitationPending } from './first-owner.ts';
import { studioLinks } from '../site/studio-paths.ts';

/** How long the setup link printed at start stays valid. */
export const SETUP_LINK_MS = 60 * 60_000;

/**
 * While the studio has no owner: a new one-time link to create it (stored hashed; earlier unused
 * links stop working). Null once there is an owner, and while an owner invitation of
 * `npm run staff:create` can still be accepted: one way to the first owner at a time (decision
 * 037). Staff profiles nobody can sign in as (the demo's authors) do not count as an owner.
 */
export async function issueSetupLink(
  db: Db,
  publicUrl: string,
  now = new Date(),
): Promise<string | null> {
  const token = newToken();
  const issued = await db.transaction(async (tx) => {
    await lockFirstOwnerPaths(tx);
    if ((await ownerExists(tx)) || (await ownerInvitationPending(tx, now))) return false;
    await tx.delete(staffSetupTokens).where(isNull(staffSetupTokens.usedAt));
    await tx.insert(staffSetupTokens).values({
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SETUP_LINK_MS),
    });
    return true;
  });
  return issued ? studioLinks.setup(publicUrl, token) : null;
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
    await lockFirstOwnerPaths(tx);
    // An owner made since (by an invitation) is what matters.
    if (await ownerExists(tx)) return { ok: false, error: 'already_set_up' };
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
