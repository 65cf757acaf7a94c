import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { staff, staffInvitations } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The ways to become the first owner (decision 037): the setup link printed at start and an owner
 * invitation from `npm run staff:create`. At most one is usable at a time; writing either takes
 * this lock first (held to the end of the transaction), so two at once cannot both be issued.
 */
export async function lockFirstOwnerPaths(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7140031, 1)`);
}

export const ownerExists = async (tx: Executor) =>
  (await tx.select({ id: staff.idStaff }).from(staff).where(eq(staff.role, 'owner')).limit(1))
    .length > 0;

/** An owner invitation that can still be accepted. */
export const ownerInvitationPending = async (tx: Executor, now = new Date()) =>
  (
    await tx
      .select({ id: staffInvitations.idInvitation })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.role, 'owner'),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .limit(1)
  ).length > 0;
