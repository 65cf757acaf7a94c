import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffInvitations } from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/password.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { enqueue } from '../mail/outbox.ts';
import { staffInvitationMail } from '../mail/templates.ts';
import type { Locale } from '../site/locale.ts';
import { messagesFor, translate } from '../site/messages.ts';
import { audit } from './audit.ts';
import type { StaffRole } from './permissions.ts';
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

const ownerExists = async (tx: Db | Tx) =>
  (await tx.select({ id: staff.idStaff }).from(staff).where(eq(staff.role, 'owner')).limit(1))
    .length > 0;

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

/** An admin invites someone by e-mail; the message, naming the role, goes through the outbox. */
export async function inviteStaff(
  db: Db,
  input: { email: string; role: StaffRole; invitedBy: number },
  context: InvitationContext,
): Promise<{ ok: true } | { ok: false; error: 'already_staff' }> {
  return db.transaction(async (tx) => {
    if (await staffWithEmail(tx, input.email))
      return { ok: false, error: 'already_staff' } as const;
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
    return { ok: true } as const;
  });
}

/**
 * The command line's invitation (npm run staff:create): printed, not mailed. An owner only while
 * there is none.
 */
export async function createInvitationLink(
  db: Db,
  input: { email: string; role: StaffRole },
  publicUrl: string,
): Promise<{ ok: true; link: string } | { ok: false; error: 'already_staff' | 'owner_exists' }> {
  return db.transaction(async (tx) => {
    if (await staffWithEmail(tx, input.email))
      return { ok: false, error: 'already_staff' } as const;
    if (input.role === 'owner' && (await ownerExists(tx)))
      return { ok: false, error: 'owner_exists' } as const;
    return {
      ok: true,
      link: await writeInvitation(tx, { ...input, invitedBy: null }, publicUrl),
    } as const;
  });
}

export type AcceptResult =
  | { ok: true; row: typeof staff.$inferSelect }
  | { ok: false; error: 'invalid_token' | 'already_staff' | 'owner_exists' };

/** Accepting sets the name and password; enrolment of the second factor follows. */
export async function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string },
  now = new Date(),
): Promise<AcceptResult> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<AcceptResult> => {
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
    if (await staffWithEmail(tx, invitation.email)) return { ok: false, error: 'already_staff' };
    if (invitation.role === 'owner' && (await ownerExists(tx)))
      return { ok: false, error: 'owner_exists' };
    const [row] = await tx
      .insert(staff)
      .values({
        email: invitation.email,
        displayName: input.name,
        passwordHash,
        role: invitation.role,
      })
      .returning();
    await audit(tx, {
      actor: row!.idStaff,
      action: 'staff.invitation.accepted',
      subjectType: 'staff',
      subjectId: row!.idStaff,
      details: { role: invitation.role, invitedBy: invitation.invitedBy },
    });
    return { ok: true, row: row! };
  });
}
