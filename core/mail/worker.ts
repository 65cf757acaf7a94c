import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, newsletterDeliveries } from '../../db/schema/index.ts';
import type { MailLog } from './settings.ts';
import type { MailTransport } from './transport.ts';

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min, ... at most 1 hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60 * 1000);
}

/**
 * A refusal the server means for good (an SMTP 5xx reply, e.g. 550 no such mailbox): retrying
 * would get the same answer, so the message fails at once with the server's reason (decision 047).
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A claimed message is left alone by other instances for this long (a crash mid-send retries). */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailWorkerOptions {
  maxAttempts: number;
  pollMs: number;
  log: MailLog;
}

/**
 * Sends the outbox: due messages are claimed (FOR UPDATE SKIP LOCKED, so several instances
 * never send the same one), sent, and marked sent; a failure is retried later with a growing
 * delay, and marked failed after maxAttempts. Nothing is lost while the mail server is down.
 */
export function createMailWorker(db: Db, transport: MailTransport, options: MailWorkerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DeliveryReport> | null = null;
  let started = false;

  async function claim(now: Date) {
    const due = db
      .select({ id: emailOutbox.idEmail })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      // Mail a person asked for just now (a password reset, an invitation) before a newsletter's
      // batch, which would otherwise hold it up for minutes (decision 047).
      .orderBy(asc(emailOutbox.isBulk), asc(emailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(emailOutbox.idEmail, due))
      .returning();
  }

  /** Sends every message due at `now` (one batch at a time until none is left). */
  async function deliverDue(now: Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      // RETURNING keeps no order: the claim's order again (asked-for mail first).
      const batch = (await claim(now)).sort(
        (a, b) => Number(a.isBulk) - Number(b.isBulk) || a.idEmail - b.idEmail,
      );
      for (const message of batch) {
        const attempts = message.attempts + 1;
        try {
          await transport.send(message);
          await db
            .update(emailOutbox)
            .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
            .where(eq(emailOutbox.idEmail, message.idEmail));
          // A newsletter message: its edition's figures read the outcome (decision 047).
          if (message.idDelivery !== null)
            await db
              .update(newsletterDeliveries)
              .set({ state: 'sent', error: null, doneAt: new Date() })
              .where(eq(newsletterDeliveries.idDelivery, message.idDelivery));
          report.sent++;
        } catch (error) {
          const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
          const failed = attempts >= options.maxAttempts || isPermanentRefusal(error);
          await db
            .update(emailOutbox)
            .set({
              status: failed ? 'failed' : 'pending',
              attempts,
              lastError,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            })
            .where(eq(emailOutbox.idEmail, message.idEmail));
          if (message.idDelivery !== null)
            await db
              .update(newsletterDeliveries)
              .set(
                failed
                  ? { state: 'failed', error: lastError, doneAt: new Date() }
                  : { error: lastError },
              )
              .where(eq(newsletterDeliveries.idDelivery, message.idDelivery));
          if (failed) report.failed++;
          else report.retried++;
          options.log.warn(
            { idEmail: message.idEmail, attempts, err: lastError },
            failed ? 'mail failed for good' : 'mail not sent, will retry',
          );
        }
      }
      if (batch.length < BATCH) return report;
    }
  }

  /** One pass over the outbox; concurrent calls share the pass under way, then run again. */
  async function deliver(now = new Date()): Promise<DeliveryReport> {
    while (running) await running.catch(() => undefined);
    running = deliverDue(now);
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  const schedule = (ms: number) => {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      deliver()
        .catch((error: unknown) => options.log.error({ err: error }, 'mail worker pass failed'))
        .finally(() => schedule(options.pollMs));
    }, ms);
    timer.unref();
  };

  return {
    deliver,
    /** Starts polling the outbox (server/main.ts). */
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    /** A message was just committed: look now rather than at the next poll. */
    kick() {
      schedule(0);
    },
    /** Stops polling and waits for the pass under way; unsent messages stay in the outbox. */
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
