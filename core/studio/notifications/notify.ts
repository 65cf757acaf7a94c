import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { STAFF_NOTIFICATION_KINDS } from '../../../db/schema/index.ts';
import { staff, staffNotifications } from '../../../db/schema/index.ts';
import { enqueue } from '../../mail/outbox.ts';
import type { Executor } from '../../../db/client.ts';
import { reviewNotificationMail } from '../../mail/templates.ts';
import type { Locale } from '../../site/locale.ts';
import { studioPaths } from '../../site/studio-paths.ts';

export type NotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

/** What a notification's e-mail needs besides the change (docs/decisions/077). */
export interface NotifyContext {
  publicUrl: string;
  readonly siteTitle: string;
  locale: Locale;
  /** Wakes the mail worker after the commit. */
  kickMail: () => void;
}

export interface ArticleEvent {
  kind: NotificationKind;
  idArticle: number;
  title: string;
  /** Who did it: never notified of their own change. */
  actor: number | null;
  /** The article's owner (published, sent back). */
  idOwner: number | null;
  note?: string;
}

/** Roles that review what is submitted. */
const REVIEWER_ROLES = ['editor', 'admin', 'owner'] as const;

/**
 * The dashboard entries and e-mails of one article event, inside the change's transaction (the
 * outbox is committed with it, core/mail/outbox.ts): a submission goes to every editor, admin and
 * owner who can sign in (enrolled, not removed); a publication or a sending back to the article's
 * owner. Nobody hears of their own change. Returns how many were told (to wake the mailer).
 */
export async function notifyArticleEvent(
  tx: Executor,
  context: NotifyContext,
  event: ArticleEvent,
): Promise<number> {
  const canSignIn = and(isNotNull(staff.enrolledAt), isNull(staff.disabledAt));
  const notMe = event.actor === null ? undefined : ne(staff.idStaff, event.actor);
  const recipients =
    event.kind === 'submitted'
      ? await tx
          .select({ idStaff: staff.idStaff, email: staff.email, name: staff.displayName })
          .from(staff)
          .where(and(inArray(staff.role, [...REVIEWER_ROLES]), canSignIn, notMe))
      : event.idOwner === null
        ? []
        : await tx
            .select({ idStaff: staff.idStaff, email: staff.email, name: staff.displayName })
            .from(staff)
            .where(and(eq(staff.idStaff, event.idOwner), canSignIn, notMe));
  if (!recipients.length) return 0;
  const [actor] =
    event.actor === null
      ? []
      : await tx
          .select({ name: staff.displayName })
          .from(staff)
          .where(eq(staff.idStaff, event.actor));
  const url = `${context.publicUrl}${studioPaths.studioArticle({ id: String(event.idArticle) })}`;
  await tx.insert(staffNotifications).values(
    recipients.map((r) => ({
      idStaff: r.idStaff,
      kind: event.kind,
      idArticle: event.idArticle,
      title: event.title,
      note: event.note ?? '',
      idActor: event.actor,
    })),
  );
  for (const r of recipients)
    await enqueue(tx, {
      to: r.email,
      ...reviewNotificationMail(context.locale, {
        kind: event.kind,
        siteTitle: context.siteTitle,
        name: r.name,
        actor: actor?.name ?? context.siteTitle,
        title: event.title,
        note: event.note ?? '',
        url,
      }),
    });
  return recipients.length;
}

export const NOTIFICATION_LIMIT = 20;

/** One staff member's entries, newest first. */
export async function listNotifications(db: Db, idStaff: number) {
  const rows = await db
    .select({
      id: staffNotifications.idNotification,
      kind: staffNotifications.kind,
      idArticle: staffNotifications.idArticle,
      title: staffNotifications.title,
      note: staffNotifications.note,
      actor: staff.displayName,
      createdAt: staffNotifications.createdAt,
      readAt: staffNotifications.readAt,
    })
    .from(staffNotifications)
    .leftJoin(staff, eq(staff.idStaff, staffNotifications.idActor))
    .where(eq(staffNotifications.idStaff, idStaff))
    .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.idNotification))
    .limit(NOTIFICATION_LIMIT);
  return rows;
}

/** Marks one's own entries read (all of them when `ids` is null); another's are untouched. */
export async function markNotificationsRead(
  db: Db,
  idStaff: number,
  ids: readonly number[] | null,
): Promise<void> {
  await db
    .update(staffNotifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(staffNotifications.idStaff, idStaff),
        isNull(staffNotifications.readAt),
        ids ? inArray(staffNotifications.idNotification, [...ids]) : undefined,
      ),
    );
}
