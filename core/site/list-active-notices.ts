import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';

export interface BannerMessage {
  text: string;
  link: { href: string; label: string } | null;
}

export type NoticeRow = typeof notices.$inferSelect;

/** Every notice, in the banner's order: kept in process and filtered by the time of each page. */
export function listNotices(db: Db): Promise<NoticeRow[]> {
  return db.select().from(notices).orderBy(asc(notices.position), asc(notices.idNotice));
}

/** The banner's messages of these notices showing at `now` (their order kept). */
export function activeNotices(rows: readonly NoticeRow[], now: Date): BannerMessage[] {
  return rows
    .filter(
      (row) =>
        (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now),
    )
    .map(toBannerMessage);
}

const toBannerMessage = (row: NoticeRow): BannerMessage => ({
  text: row.text,
  link: row.linkUrl && row.linkLabel ? { href: row.linkUrl, label: row.linkLabel } : null,
});

/** The banner's messages showing now, in order (text, link, dates, order). */
export async function listActiveNotices(db: Db, now = new Date()): Promise<BannerMessage[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        or(isNull(notices.startsAt), lte(notices.startsAt, now)),
        or(isNull(notices.endsAt), gt(notices.endsAt, now)),
      ),
    )
    .orderBy(asc(notices.position), asc(notices.idNotice));
  return rows.map(toBannerMessage);
}
