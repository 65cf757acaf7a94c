import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { byStaff, moment, writtenAt } from './columns.ts';
import { articles } from './editorial.ts';
import { staff } from './studio.ts';

/** What a notification tells (docs/decisions/077). */
export const STAFF_NOTIFICATION_KINDS = ['submitted', 'published', 'sent_back'] as const;

/**
 * The studio dashboard's entries for one staff member: an article submitted for review (to
 * editors), one's own article published or sent back with a note (to its owner). The e-mail
 * goes through the outbox in the same transaction.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    idNotification: serial('id_notification').primaryKey(),
    idStaff: integer('id_staff')
      .notNull()
      .references(() => staff.idStaff, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STAFF_NOTIFICATION_KINDS }).notNull(),
    /** Gone with the article when it is deleted for good. */
    idArticle: integer('id_article').references(() => articles.idArticle, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    /** The editor's note when sent back. */
    note: text('note').notNull().default(''),
    idActor: byStaff('id_actor'),
    createdAt: writtenAt('created_at'),
    readAt: moment('read_at'),
  },
  (t) => [index('staff_notifications_staff_idx').on(t.idStaff, t.createdAt)],
);
