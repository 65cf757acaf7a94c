import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';

export interface BannerMessage {
  text: string;
  link: { href: string; label: string } | null;
}

/** The banner's messages showing now, in order (issue 15: text, link, dates, order). */
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
  return rows.map((row) => ({
    text: row.text,
    link: row.linkUrl && row.linkLabel ? { href: row.linkUrl, label: row.linkLabel } : null,
  }));
}
