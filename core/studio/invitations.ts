import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffInvitations, staffSetupTokens } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/password.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { enqueue } from '../mail/outbox.ts';
import { staffInvitationMail } from '../mail/templates.ts';
import type { Locale } from '../site/locale.ts';
import { messagesFor, translate } from '../site/messages.ts';
import { audit } from '../shared/audit.ts';
import { lockFirstOwnerPaths, ownerExists } from './first-owner.ts';
import type { StaffRole } from './permissions.ts';
import { isProfileOnly } from './profile-only.ts';
import { studioLinks } from '../site/studio-paths.ts';

/** How long an invitation can be accepted. */
export const INVITATION_MS = 7 * 24 * 60 * 60_000;

export interface InvitationContext {
  publicUrl: string;
  siteTitle: string;
  locale: Locale;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const staffWithEmail = async (tx: Db | Tx, email: string) =>
  (
    await tx
      .select()
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

/** Writes an invitation; returns its link (the token is stored hashed). */
async function writeInvitation(
  tx: Tx,
  input: { email: string; role: StaffRole; invitedBy: number | null },
  publicUrl: string,
) {
  const token = newToken();
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      tokenHash: hashToken(token),
      email: input.email,
      role: input.role,
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + INVITATION_MS),
    })
    .returning({ idInvitation: staffInvitations.idInvitation });
  await audit(tx, {
    actor: input.invitedBy,
    action: 'staff.invited',
    subjectType: 'invitation',
    subjectId: row!.idInvitation,
    details: { email: input.email, role: input.role },
  });
  return studioLinks.invitation(publicUrl, token);
}

/** Writes the invitation and queues its message, naming the role, in the same transaction. */
async function mailInvitation(
  tx: Tx,
  input: { email: string; role: StaffRole; invitedBy: number },
  context: InvitationContext,
) {
  const [inviter] = await tx
    .select({ name: staff.displayName })
    .from(staff)
    .where(eq(staff.idStaff, input.invitedBy));
  const link = await writeInvitation(tx, input, context.publicUrl);
  await enqueue(tx, {
    to: input.email,
    ...staffInvitationMail(context.locale, {
      siteTitle: context.siteTitle,
      inviter: inviter?.name ?? context.siteTitle,
      role: translate(messagesFor(context.locale), `studio.roles.${input.role}`),
      acceptUrl: link,
    }),
  });
}

/** An admin invites someone by e-mail; the message, naming the role, goes through the outbox. */
export async function inviteStaff(
  db: Db,
  input: { email: string; role: StaffRole; invitedBy: number },
  context: InvitationContext,
): Promise<{ ok: true } | { ok: false; error: 'already_staff' }> {
  return db.transaction(async (tx) => {
    if (await staffWithEmail(tx, input.email))
      return { ok: false, error: 'already_staff' } as const;
    await mailInvitation(tx, input, context);
    return { ok: true } as const;
  });
}

export type ProfileInvitationResult =
  { ok: true } | { ok: false; error: 'staff_not_found' | 'not_profile_only' | 'already_staff' };

/**
 * An admin invites the person behind a profile nobody can sign in as (a demo author, decision
 * 037): the profile takes their real address, and accepting the invitation sets the password of
 * that profile (its byline and articles stay theirs) instead of making a new account.
 */
export async function inviteProfile(
  db: Db,
  input: { idStaff: number; email: string; invitedBy: number },
  context: InvitationContext,
): Promise<ProfileInvitationResult> {
  return db.transaction(async (tx): Promise<ProfileInvitationResult> => {
    const [row] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.idStaff, input.idStaff), isNull(staff.disabledAt)));
    if (!row) return { ok: false, error: 'staff_not_found' };
    if (!isProfileOnly(row)) return { ok: false, error: 'not_profile_only' };
    const holder = await staffWithEmail(tx, input.email);
    if (holder && holder.idStaff !== row.idStaff) return { ok: false, error: 'already_staff' };
    await tx.update(staff).set({ email: input.email }).where(eq(staff.idStaff, row.idStaff));
    await audit(tx, {
      actor: input.invitedBy,
      action: 'staff.profile.invited',
      subjectType: 'staff',
      subjectId: row.idStaff,
      details: { before: { email: row.email }, after: { email: input.email } },
    });
    await mailInvitation(
      tx,
      { email: input.email, role: row.role, invitedBy: input.invitedBy },
      context,
    );
    return { ok: true };
  });
}

/**
 * The command line's invitation (npm run staff:create): printed, not mailed. An owner only while
 * there is none, and only one way to become it at a time (decision 037): a new owner invitation
 * makes every earlier unused one and any unused setup link stop working.
 */
export async function createInvitationLink(
  db: Db,
  input: { email: string; role: StaffRole },
  publicUrl: string,
  now = new Date(),
): Promise<{ ok: true; link: string } | { ok: false; error: 'already_staff' | 'owner_exists' }> {
  return db.transaction(async (tx) => {
    if (input.role === 'owner') await lockFirstOwnerPaths(tx);
    if (await staffWithEmail(tx, input.email))
      return { ok: false, error: 'already_staff' } as const;
    if (input.role === 'owner') {
      if (await ownerExists(tx)) return { ok: false, error: 'owner_exists' } as const;
      await tx
        .update(staffInvitations)
        .set({ expiresAt: now })
        .where(
          and(
            eq(staffInvitations.role, 'owner'),
            isNull(staffInvitations.acceptedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        );
      await tx.delete(staffSetupTokens).where(isNull(staffSetupTokens.usedAt));
    }
    return {
      ok: true,
      link: await writeInvitation(tx, { ...input, invitedBy: null }, publicUrl),
    } as const;
  });
}

export type AcceptResult =
  | { ok: true; row: typeof staff.$inferSelect }
  | { ok: false; error: 'invalid_token' | 'already_staff' | 'owner_exists' };

/** A refusal that rolls the acceptance's transaction back, so the token stays as it was. */
class Refused extends Error {
  constructor(readonly reason: 'already_staff' | 'owner_exists') {
    super(reason);
  }
}

/**
 * Accepting sets the name and password; enrolment of the second factor follows. The token is
 * spent in the same transaction as the account is made; a refused acceptance (the address is
 * already staff's, or an owner exists) rolls back and leaves the token as it was (decision 037).
 * The invitation of a profile nobody could sign in as (a demo author) gives that profile its
 * password instead of making a new account.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string },
  now = new Date(),
): Promise<AcceptResult> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx): Promise<AcceptResult> => {
      const [invitation] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(staffInvitations.tokenHash, hashToken(input.token)),
            isNull(staffInvitations.acceptedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!invitation) return { ok: false, error: 'invalid_token' };
      if (invitation.role === 'owner') await lockFirstOwnerPaths(tx);
      const existing = await staffWithEmail(tx, invitation.email);
      const claimed = existing && isProfileOnly(existing) && !existing.disabledAt;
      if (existing && !claimed) throw new Refused('already_staff');
      if (invitation.role === 'owner' && (await ownerExists(tx))) throw new Refused('owner_exists');
      const fields = { displayName: input.name, passwordHash, role: invitation.role };
      const [row] = claimed
        ? await tx.update(staff).set(fields).where(eq(staff.idStaff, existing.idStaff)).returning()
        : await tx
            .insert(staff)
            .values({ ...fields, email: invitation.email })
            .returning();
      await audit(tx, {
        actor: row!.idStaff,
        action: 'staff.invitation.accepted',
        subjectType: 'staff',
        subjectId: row!.idStaff,
        details: {
          role: invitation.role,
          invitedBy: invitation.invitedBy,
          ...(claimed ? { profile: true, before: { displayName: existing.displayName } } : {}),
        },
      });
      return { ok: true, row: row! };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.reason };
    throw error;
  }
}
