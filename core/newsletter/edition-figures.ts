import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  newsletterDeliveries,
  newsletterEditions,
  newsletterSubscribers,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

/** An edition's figures (decision 047); the dashboard reads them through `editionFigures`. */
export interface EditionFigures {
  idEdition: number;
  /** Subscribers the edition was addressed to (its deliveries). */
  recipients: number;
  /** Not yet handed to the mail server: waiting for their batch, or in the outbox. */
  queued: number;
  sent: number;
  failed: number;
  /** Recipients who left through this edition's link, or otherwise after it was sent. */
  unsubscribed: number;
  /** The SMTP reasons the mail worker recorded, most frequent first. */
  failures: { reason: string; count: number }[];
}

const emptyFigures = (idEdition: number): EditionFigures => ({
  idEdition,
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  unsubscribed: 0,
  failures: [],
});

/** Figures of several editions in two queries, whatever their number. */
export async function editionFigures(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, EditionFigures>> {
  const figures = new Map(ids.map((id) => [id, emptyFigures(id)]));
  if (ids.length === 0) return figures;
  const [counts, failures] = await Promise.all([
    db
      .select({
        idEdition: newsletterDeliveries.idEdition,
        recipients: sql<number>`count(*)::int`,
        queued: sql<number>`(count(*) filter (where ${newsletterDeliveries.state} in ('waiting','queued')))::int`,
        sent: sql<number>`(count(*) filter (where ${newsletterDeliveries.state} = 'sent'))::int`,
        failed: sql<number>`(count(*) filter (where ${newsletterDeliveries.state} = 'failed'))::int`,
        unsubscribed: sql<number>`(count(*) filter (where ${newsletterDeliveries.unsubscribedAt} is not null
          or (${newsletterSubscribers.status} = 'unsubscribed'
              and ${newsletterSubscribers.unsubscribedAt} >= ${newsletterEditions.sendingAt})))::int`,
      })
      .from(newsletterDeliveries)
      .innerJoin(
        newsletterEditions,
        eq(newsletterEditions.idEdition, newsletterDeliveries.idEdition),
      )
      .leftJoin(
        newsletterSubscribers,
        eq(newsletterSubscribers.idSubscriber, newsletterDeliveries.idSubscriber),
      )
      .where(inArray(newsletterDeliveries.idEdition, [...ids]))
      .groupBy(newsletterDeliveries.idEdition),
    db
      .select({
        idEdition: newsletterDeliveries.idEdition,
        reason: sql<string>`coalesce(${newsletterDeliveries.error}, '')`,
        count: sql<number>`count(*)::int`,
      })
      .from(newsletterDeliveries)
      .where(
        and(
          inArray(newsletterDeliveries.idEdition, [...ids]),
          eq(newsletterDeliveries.state, 'failed'),
        ),
      )
      .groupBy(newsletterDeliveries.idEdition, newsletterDeliveries.error)
      .orderBy(desc(sql`count(*)`)),
  ]);
  for (const row of counts) Object.assign(figures.get(row.idEdition)!, row);
  for (const row of failures)
    figures.get(row.idEdition)!.failures.push({ reason: row.reason, count: row.count });
  return figures;
}
