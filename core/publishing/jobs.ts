import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/**
 * Timed work (architecture guide, the studio): a row in `jobs`, claimed by the worker with
 * `FOR UPDATE SKIP LOCKED` and done in the claiming transaction, so it runs exactly once across
 * instances and is resumed after a restart.
 */
export interface Job {
  idJob: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Does a job inside the transaction that claimed it; throwing rolls its work back. */
export type JobHandler = (tx: Executor, job: Job) => Promise<void>;

export interface JobRequest {
  kind: string;
  /** One pending job per kind and key: scheduling again moves the pending one. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** Schedules a job, or moves the pending job of the same kind and key to the new time. */
export async function scheduleJob(db: Executor, request: JobRequest): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: request.kind,
      key: request.key,
      runAt: request.runAt,
      payload: request.payload ?? {},
    })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      targetWhere: sql`${jobs.doneAt} IS NULL`,
      set: { runAt: request.runAt, payload: request.payload ?? {}, attempts: 0, lastError: null },
    });
}

/** Removes the pending job of a kind and key, if any (e.g. an article taken off the schedule). */
export async function cancelJob(db: Executor, kind: string, key: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.kind, kind), eq(jobs.key, key), isNull(jobs.doneAt)));
}
