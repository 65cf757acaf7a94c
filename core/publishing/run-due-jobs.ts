import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Job, JobHandler } from './jobs.ts';

/** Wait before attempt n+1 after n failures: 10 s, 20 s, 40 s, ... at most 1 hour. */
export function jobRetryDelayMs(failures: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, failures - 1), 60 * 60 * 1000);
}

export interface RunDueJobsOptions {
  /** Handlers by kind; a job of a kind with none here waits for an instance that has one. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Attempts before a failing job is given up (marked done with its last error). */
  maxAttempts: number;
  /** Called after the commit of each job done, e.g. to announce a purge. */
  afterCommit?: (job: Job) => void;
  log?: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  /** At most this many jobs in one pass (the rest wait for the next). */
  limit?: number;
}

export interface JobsReport {
  done: number;
  retried: number;
  failed: number;
}

type Outcome = { job: Job; result: 'done' | 'retried' | 'failed' } | null;

/**
 * Runs every job due at `now` (docs/decisions/035), each in a transaction of its own: the oldest
 * due job is claimed with `FOR UPDATE SKIP LOCKED` (another instance skips it, and sees it done
 * once this one commits), its handler runs inside that transaction (in a savepoint, so a failure
 * undoes the handler's work but not the record of the failure), and it is marked done in the same
 * commit. Exactly once across instances; a job left by a stopped instance is simply still due.
 */
export async function runDueJobs(
  db: Db,
  options: RunDueJobsOptions,
  now: Date = new Date(),
): Promise<JobsReport> {
  const report: JobsReport = { done: 0, retried: 0, failed: 0 };
  const kinds = Object.keys(options.handlers);
  if (kinds.length === 0) return report;
  const limit = options.limit ?? 100;
  for (let i = 0; i < limit; i++) {
    const outcome = await runOne(db, options, kinds, now);
    if (!outcome) break;
    report[outcome.result]++;
    if (outcome.result === 'done') options.afterCommit?.(outcome.job);
  }
  return report;
}

async function runOne(
  db: Db,
  options: RunDueJobsOptions,
  kinds: string[],
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.runAt), asc(jobs.idJob))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const job: Job = {
      idJob: row.idJob,
      kind: row.kind,
      key: row.key,
      payload: row.payload,
      attempts: row.attempts,
    };
    const attempts = row.attempts + 1;
    try {
      await tx.transaction((savepoint) => options.handlers[row.kind]!(savepoint, job));
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const failed = attempts >= options.maxAttempts;
      await tx
        .update(jobs)
        .set({
          attempts,
          lastError,
          ...(failed
            ? { doneAt: sql`now()` }
            : { runAt: new Date(now.getTime() + jobRetryDelayMs(attempts)) }),
        })
        .where(eq(jobs.idJob, row.idJob));
      options.log?.[failed ? 'error' : 'warn'](
        { idJob: row.idJob, kind: row.kind, key: row.key, attempts, err: lastError },
        failed ? 'job failed for good' : 'job failed, will retry',
      );
      return { job, result: failed ? 'failed' : 'retried' };
    }
    await tx
      .update(jobs)
      .set({ attempts, lastError: null, doneAt: sql`now()` })
      .where(eq(jobs.idJob, row.idJob));
    return { job, result: 'done' };
  });
}
