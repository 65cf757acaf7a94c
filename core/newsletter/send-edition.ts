import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailOutbox,
  newsletterDeliveries,
  newsletterEditions,
  newsletterSubscribers,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { scheduleJob, type JobHandler } from '../publishing/jobs.ts';
import { paths } from '../site/paths.ts';
import { renderEditionMail } from './render-edition.ts';
import { archiveUrl, editionContent, readEdition, type EditionContext } from './read-edition.ts';

/** The job that fixes an edition's audience at its time, and the one that feeds the outbox. */
export const EDITION_SEND_JOB = 'newsletter.send';
export const EDITION_BATCH_JOB = 'newsletter.batch';
/** Batches are a minute apart: `ratePerMinute` messages each (NEWSLETTER_RATE_PER_MINUTE). */
const BATCH_INTERVAL_MS = 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_RULE = /^[0-9a-f]{64}$/;

/** The personal link of one message; its POST is the RFC 8058 one-click unsubscribe. */
export const personalUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${paths.newsletterUnsubscribe({ token })}`;

/**
 * Puts the next `ratePerMinute` waiting deliveries of an edition into the outbox, each with its
 * personal unsubscribe link and headers, in the job's transaction: a crash undoes the batch
 * whole, and the job runs it again (decision 047). Returns how many are still waiting.
 */
async function enqueueBatch(tx: Executor, idEdition: number, context: EditionContext) {
  const edition = await readEdition(tx, idEdition);
  if (!edition) return 0;
  // The edition's deliveries still to send; a subscriber who left since the audience was fixed
  // is never sent one.
  const waiting = and(
    eq(newsletterDeliveries.idEdition, idEdition),
    eq(newsletterDeliveries.state, 'waiting'),
    eq(newsletterSubscribers.status, 'confirmed'),
  );
  const due = await tx
    .select({ id: newsletterDeliveries.idDelivery, email: newsletterSubscribers.email })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscribers,
      eq(newsletterSubscribers.idSubscriber, newsletterDeliveries.idSubscriber),
    )
    .where(waiting)
    .orderBy(asc(newsletterDeliveries.idDelivery))
    .limit(context.ratePerMinute)
    .for('update', { of: newsletterDeliveries, skipLocked: true });
  if (due.length) {
    // Rendered once; only the personal link differs between messages.
    const marker = `https://unsubscribe.invalid/${randomBytes(8).toString('hex')}`;
    const mail = renderEditionMail(await editionContent(tx, edition, context), {
      locale: context.locale,
      siteTitle: context.siteTitle,
      publicUrl: context.publicUrl,
      webUrl: archiveUrl(context, edition),
      unsubscribeUrl: marker,
    });
    const mailto = `mailto:${context.unsubscribeEmail}?subject=unsubscribe`;
    const tokens = due.map(() => randomBytes(32).toString('hex'));
    const messages = due.map((delivery, i) => {
      const url = personalUnsubscribeUrl(context.publicUrl, tokens[i]!);
      return {
        to: delivery.email,
        subject: mail.subject,
        text: mail.text.split(marker).join(url),
        html: mail.html.split(marker).join(url),
        headers: {
          'List-Unsubscribe': `<${url}>, <${mailto}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        isBulk: true,
        idDelivery: delivery.id,
      };
    });
    // In slices: one statement's parameters are limited (65,535), a batch may be thousands.
    for (let i = 0; i < messages.length; i += 500)
      await tx.insert(emailOutbox).values(messages.slice(i, i + 500));
    const rows = due.map((delivery, i) => ({ id: delivery.id, h: hash(tokens[i]!) }));
    await tx.execute(sql`
      update newsletter_deliveries d
         set state = 'queued', unsubscribe_token_hash = v.h, queued_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, h text)
       where d.id_delivery = v.id`);
  }
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscribers,
      eq(newsletterSubscribers.idSubscriber, newsletterDeliveries.idSubscriber),
    )
    .where(waiting);
  return left?.count ?? 0;
}

/** After a batch: the next one a minute later, or the edition is sent. */
async function afterBatch(tx: Executor, idEdition: number, waiting: number, batch: number) {
  if (waiting > 0) {
    await scheduleJob(tx, {
      kind: EDITION_BATCH_JOB,
      key: `${idEdition}:${batch + 1}`,
      runAt: new Date(Date.now() + BATCH_INTERVAL_MS),
      payload: { idEdition, batch: batch + 1 },
    });
    return;
  }
  await tx
    .update(newsletterEditions)
    .set({ state: 'sent', sentAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(newsletterEditions.idEdition, idEdition), eq(newsletterEditions.state, 'sending')),
    );
}

export function editionJobHandlers(context: EditionContext): Record<string, JobHandler> {
  return {
    /**
     * At the edition's time: one delivery per confirmed subscriber (the unique key
     * (edition, subscriber) makes a second run add nothing), then the first batch.
     */
    [EDITION_SEND_JOB]: async (tx, job) => {
      const idEdition = Number(job.key);
      const [edition] = await tx
        .select({ state: newsletterEditions.state })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.idEdition, idEdition))
        .for('update');
      if (edition?.state !== 'scheduled') return;
      await tx.execute(sql`
        insert into newsletter_deliveries (id_edition, id_subscriber)
        select ${idEdition}, id_subscriber from newsletter_subscribers where status = 'confirmed'
        on conflict (id_edition, id_subscriber) do nothing`);
      await tx
        .update(newsletterEditions)
        .set({ state: 'sending', sendingAt: new Date(), updatedAt: new Date() })
        .where(eq(newsletterEditions.idEdition, idEdition));
      await afterBatch(tx, idEdition, await enqueueBatch(tx, idEdition, context), 0);
    },
    [EDITION_BATCH_JOB]: async (tx, job) => {
      const idEdition = Number(job.payload.idEdition);
      const batch = Number(job.payload.batch);
      const [edition] = await tx
        .select({ state: newsletterEditions.state })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.idEdition, idEdition));
      if (edition?.state !== 'sending') return;
      await afterBatch(tx, idEdition, await enqueueBatch(tx, idEdition, context), batch);
    },
  };
}

/** The one-click unsubscribe of a message: the subscriber leaves, the delivery records it. */
export async function unsubscribeByDelivery(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_RULE.test(token)) return false;
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .update(newsletterDeliveries)
      .set({ unsubscribedAt: sql`coalesce(${newsletterDeliveries.unsubscribedAt}, now())` })
      .where(eq(newsletterDeliveries.unsubscribeTokenHash, hash(token)))
      .returning({ idSubscriber: newsletterDeliveries.idSubscriber });
    if (!delivery || delivery.idSubscriber === null) return false;
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      })
      .where(eq(newsletterSubscribers.idSubscriber, delivery.idSubscriber));
    return true;
  });
}
