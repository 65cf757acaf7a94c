import { desc, inArray, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { newsletterEditions } from '../../../db/schema/index.ts';
import { editionFigures } from '../../newsletter/edition-figures.ts';

/** One newsletter edition's figures, as the dashboard shows them. */
export interface EditionFigures {
  subject: string;
  sentAt: Date | null;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/**
 * The last `n` editions sent (or being sent), newest first, with the figures of the editions'
 * own screen (core/newsletter/editions.ts, decision 047).
 */
export async function lastEditions(db: Db, n: number): Promise<EditionFigures[]> {
  const rows = await db
    .select({
      idEdition: newsletterEditions.idEdition,
      subject: newsletterEditions.subject,
      sentAt: newsletterEditions.sentAt,
      sendingAt: newsletterEditions.sendingAt,
    })
    .from(newsletterEditions)
    .where(
      and(
        inArray(newsletterEditions.state, ['sending', 'sent']),
        isNotNull(newsletterEditions.sendingAt),
      ),
    )
    .orderBy(desc(newsletterEditions.sendingAt), desc(newsletterEditions.idEdition))
    .limit(n);
  const figures = await editionFigures(
    db,
    rows.map((row) => row.idEdition),
  );
  return rows.map((row) => {
    const counted = figures.get(row.idEdition);
    return {
      subject: row.subject,
      sentAt: row.sentAt ?? row.sendingAt,
      sent: counted?.sent ?? 0,
      failed: counted?.failed ?? 0,
      unsubscribed: counted?.unsubscribed ?? 0,
    };
  });
}
