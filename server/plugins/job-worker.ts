import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../../core/container.ts';
import type { Job } from '../../core/publishing/jobs.ts';
import type { PurgeScope } from '../../core/publishing/purge.ts';
import { runDueJobs, type JobsReport } from '../../core/publishing/run-due-jobs.ts';
import type { Db } from '../../db/client.ts';

export interface JobWorkerOptions {
  db: Db;
  services: Services;
  /** How often due jobs are looked for, in milliseconds; 0: only when asked (tests). */
  pollMs: number;
  /** Attempts before a failing job is given up. */
  maxAttempts: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass: runs every job due at `now` (default: now) and reports what became of them. */
    runDueJobs(now?: Date): Promise<JobsReport>;
  }
}

/** What a job done changed on the public site: an article job names its article. */
export function purgeScopeOf(job: Job): PurgeScope {
  const id = Number(job.key);
  return job.kind.startsWith('article.') && Number.isSafeInteger(id) && id > 0
    ? { kind: 'article', id }
    : { kind: 'site' };
}

/**
 * The timed-jobs worker (docs/decisions/035): every `pollMs` it runs the due jobs with the
 * handlers of `services.publishing.jobHandlers` (core/publishing/run-due-jobs.ts), then
 * announces a purge for each one done, after its commit. It starts at boot, so a job due while
 * no instance ran (a restart) is done at once. A pass that fails (the database is unreachable)
 * is tried again at the next poll; the outage is logged once (decision 022).
 */
export const jobWorkerPlugin = fp<JobWorkerOptions>(async (app: FastifyInstance, options) => {
  const { services } = options;
  let running: Promise<JobsReport> | null = null;
  const pass = (now?: Date) =>
    runDueJobs(
      options.db,
      {
        handlers: services.publishing.jobHandlers,
        maxAttempts: options.maxAttempts,
        afterCommit: (job) => services.publishing.purge.announce(purgeScopeOf(job)),
        log: app.log,
      },
      now,
    );
  // One pass at a time in this process; a call during a pass waits for it, then runs its own.
  const runDue = async (now?: Date): Promise<JobsReport> => {
    while (running) await running.catch(() => undefined);
    running = pass(now);
    try {
      return await running;
    } finally {
      running = null;
    }
  };
  app.decorate('runDueJobs', runDue);
  if (options.pollMs <= 0) return;

  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  // A database outage fails every pass: logged when it starts and when it ends, not each second.
  let failing = false;
  const polled = () =>
    runDue().then(
      () => {
        if (failing) app.log.info('jobs: passes work again');
        failing = false;
      },
      (error: unknown) => {
        if (!failing) app.log.warn({ err: error }, 'jobs: pass failed, tried again every poll');
        failing = true;
      },
    );
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void polled().finally(schedule);
    }, options.pollMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    // Jobs that fell due while no instance ran are done now, not a poll later.
    void polled().finally(schedule);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running?.catch(() => undefined);
  });
});
