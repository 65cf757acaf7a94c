import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notices } from '../../../db/schema/index.ts';
import type { NoticeInput } from '../../site/notice-rules.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { audit } from '../audit.ts';

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
 * The notification banner's messages in the studio (issue 15): every change is one transaction
 * with its audit entry, then a purge of every page (the banner is on all of them).
 */
export function createNoticeServices(db: Db, purge: PurgeBus) {
  const done = <T>(result: T) => {
    purge.announce({ kind: 'site' });
    return result;
  };
  const ordered = (executor: Pick<Db, 'select'> = db) =>
    executor.select().from(notices).orderBy(asc(notices.position), asc(notices.idNotice));

  return {
    /** Every message, in the banner's order, whatever its dates. */
    list: () => ordered(),

    async create(actor: number, input: NoticeInput): Promise<Notice> {
      const created = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${notices.position}), -1)` })
          .from(notices);
        const [row] = await tx
          .insert(notices)
          .values({ ...values(input), position: Number(last?.position ?? -1) + 1 })
          .returning();
        await audit(tx, {
          actor,
          action: 'notice.create',
          subjectType: 'notice',
          subjectId: row!.idNotice,
          details: { after: noticeFields(row!) },
        });
        return row!;
      });
      return done(created);
    },

    async update(actor: number, idNotice: number, input: NoticeInput): Promise<Notice | null> {
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(notices)
          .where(eq(notices.idNotice, idNotice))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(notices)
          .set({ ...values(input), updatedAt: new Date() })
          .where(eq(notices.idNotice, idNotice))
          .returning();
        await audit(tx, {
          actor,
          action: 'notice.update',
          subjectType: 'notice',
          subjectId: idNotice,
          details: { before: noticeFields(before), after: noticeFields(row!) },
        });
        return row!;
      });
      return updated && done(updated);
    },

    async remove(actor: number, idNotice: number): Promise<boolean> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(notices).where(eq(notices.idNotice, idNotice)).returning();
        if (!row) return false;
        await audit(tx, {
          actor,
          action: 'notice.delete',
          subjectType: 'notice',
          subjectId: idNotice,
          details: { before: noticeFields(row) },
        });
        return true;
      });
      return removed && done(true);
    },

    /** Moves a message one place earlier (-1) or later (+1) in the banner; null: no such one. */
    async move(actor: number, idNotice: number, by: -1 | 1): Promise<Notice[] | null> {
      const moved = await db.transaction(async (tx) => {
        // Every row locked, then numbered 0..n-1 in the new order (no gaps, no ties).
        const rows = await tx
          .select()
          .from(notices)
          .orderBy(asc(notices.position), asc(notices.idNotice))
          .for('update');
        const at = rows.findIndex((row) => row.idNotice === idNotice);
        if (at < 0) return null;
        const to = Math.min(rows.length - 1, Math.max(0, at + by));
        const order = [...rows];
        const [item] = order.splice(at, 1);
        order.splice(to, 0, item!);
        for (const [position, row] of order.entries())
          if (row.position !== position)
            await tx.update(notices).set({ position }).where(eq(notices.idNotice, row.idNotice));
        await audit(tx, {
          actor,
          action: 'notice.move',
          subjectType: 'notice',
          subjectId: idNotice,
          details: { before: { position: at }, after: { position: to } },
        });
        return ordered(tx);
      });
      return moved && done(moved);
    },
  };
}

export type NoticeServices = ReturnType<typeof createNoticeServices>;
