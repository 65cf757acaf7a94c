import type { Db } from '../../../db/client.ts';
import { notices } from '../../../db/schema/index.ts';
import type { NoticeInput } from '../../site/notice-rules.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { auditedRows } from '../audited-rows.ts';
import { guarded, type Actor } from '../operations.ts';

export type Notice = typeof notices.$inferSelect;

/** A message's fields as the API answers them and an audit entry keeps them. */
export const noticeFields = (notice: Notice) => ({
  text: notice.text,
  link_url: notice.linkUrl,
  link_label: notice.linkLabel,
  starts_at: notice.startsAt?.toISOString() ?? null,
  ends_at: notice.endsAt?.toISOString() ?? null,
  position: notice.position,
});

const values = (input: NoticeInput) => ({
  text: input.text,
  linkUrl: input.link_url,
  linkLabel: input.link_url ? input.link_label : null,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
});

/**
 * The notification banner's messages in the studio: every change is one transaction
 * with its audit entry, then a purge of every page (the banner is on all of them).
 */
export function createNoticeServices(db: Db, purge: PurgeBus) {
  const rows = auditedRows<Notice, typeof notices.$inferInsert>(db, purge, {
    table: notices,
    id: notices.idNotice,
    position: notices.position,
    subject: 'notice',
    idOf: (notice) => notice.idNotice,
    fields: noticeFields,
  });
  return guarded(
    'notices',
    {
      list: null,
      create: 'notices.edit',
      update: 'notices.edit',
      remove: 'notices.edit',
      move: 'notices.edit',
    },
    {
      /** Every message, in the banner's order, whatever its dates. */
      list: rows.list,
      create: (actor: Actor, input: NoticeInput) => rows.create(actor, values(input)),
      update: (actor: Actor, idNotice: number, input: NoticeInput) =>
        rows.update(actor, idNotice, { ...values(input), updatedAt: new Date() }),
      remove: rows.remove,
      /** Moves a message one place earlier (-1) or later (+1) in the banner; null: no such one. */
      move: rows.move,
    },
  );
}

export type NoticeServices = ReturnType<typeof createNoticeServices>;
