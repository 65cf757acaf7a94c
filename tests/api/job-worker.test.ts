import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob, type JobHandler } from '../../core/publishing/jobs.ts';
import type { PurgeScope } from '../../core/publishing/purge.ts';
import { queryRows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import type { App } from '../../server/app.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

// The timed-jobs worker (decision 035): due jobs claimed with FOR UPDATE SKIP LOCKED, each
// handler run inside the claiming transaction, exactly once across instances, retried with
// backoff, resumed after a restart. The handlers are the test's own: each inserts a row into a
// table of the test, so every run of a handler is counted.

const EFFECTS = sql`CREATE TABLE IF NOT EXISTS job_effects (key text NOT NULL, instance text NOT NULL)`;

/** A handler that records each run: which job, on which instance. */
const counting =
  (instance: string, pause = false): JobHandler =>
  async (tx, job) => {
    if (pause) await tx.execute(sql`SELECT pg_sleep(0.01)`);
    await tx.execute(sql`INSERT INTO job_effects (key, instance) VALUES (${job.key}, ${instance})`);
  };

const effects = async (app: TestApp) => {
  const rows = await queryRows<{ key: string }>(app.database.db, sql`SELECT key FROM job_effects`);
  return rows.map((r) => r.key).sort((a, b) => Number(a) - Number(b));
};

const past = () => new Date(Date.now() - 60_000);
const keys = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

describe.each(ENGINES)('timed jobs on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { seed: false });
    await app.database.db.execute(EFFECTS);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('runs every due job once, and never again', async () => {
    app.services.publishing.jobHandlers['test.count'] = counting('a');
    for (const key of keys(20)) {
      await scheduleJob(app.database.db, { kind: 'test.count', key, runAt: past() });
    }
    expect(await app.server.runDueJobs()).toEqual({ done: 20, retried: 0, failed: 0 });
    expect(await effects(app)).toEqual(keys(20));
    expect(await app.server.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await effects(app)).toEqual(keys(20));
    const pending = await queryRows(
      app.database.db,
      sql`SELECT 1 FROM jobs WHERE kind = 'test.count' AND done_at IS NULL`,
    );
    expect(pending).toHaveLength(0);
  });

  it('leaves a job alone until its time', async () => {
    const runAt = new Date(Date.now() + 3600_000);
    app.services.publishing.jobHandlers['test.later'] = counting('later');
    await scheduleJob(app.database.db, { kind: 'test.later', key: '500', runAt });
    expect((await app.server.runDueJobs()).done).toBe(0);
    expect(await app.server.runDueJobs(new Date(runAt.getTime() + 1000))).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(await effects(app)).toContain('500');
  });

  it("undoes a failing handler's work, retries later with backoff, then gives up", async () => {
    app.services.publishing.jobHandlers['test.fail'] = async (tx, job) => {
      await counting('fail')(tx, job);
      throw new Error('the handler broke');
    };
    await scheduleJob(app.database.db, { kind: 'test.fail', key: '900', runAt: past() });
    const job = async () =>
      (
        await app.database.db.select().from(schema.jobs).where(eq(schema.jobs.kind, 'test.fail'))
      )[0]!;
    const now = new Date();
    expect(await app.server.runDueJobs(now)).toEqual({ done: 0, retried: 1, failed: 0 });
    const first = await job();
    expect(first.attempts).toBe(1);
    expect(first.lastError).toBe('the handler broke');
    expect(first.doneAt).toBeNull();
    expect(first.runAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due again at once.
    expect((await app.server.runDueJobs(now)).retried).toBe(0);
    // Each later attempt, until the fifth (JOBS_MAX_ATTEMPTS), which gives up.
    let at = now.getTime();
    for (let attempt = 2; attempt <= 5; attempt++) {
      at += 2 * 3600_000;
      const report = await app.server.runDueJobs(new Date(at));
      expect(report, `attempt ${attempt}`).toEqual(
        attempt < 5 ? { done: 0, retried: 1, failed: 0 } : { done: 0, retried: 0, failed: 1 },
      );
    }
    const last = await job();
    expect(last.attempts).toBe(5);
    expect(last.doneAt).not.toBeNull();
    // Rolled back every time: no trace of the handler's insert.
    expect(await effects(app)).not.toContain('900');
  });

  it('waits for an instance that knows the kind', async () => {
    await scheduleJob(app.database.db, { kind: 'test.unknown', key: '1', runAt: past() });
    expect(await app.server.runDueJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    const [row] = await app.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.kind, 'test.unknown'));
    expect(row!.attempts).toBe(0);
    expect(row!.doneAt).toBeNull();
  });

  it('announces a purge of the article after an article job is done', async () => {
    app.services.publishing.jobHandlers['article.test'] = async () => undefined;
    const heard: PurgeScope[] = [];
    const stop = app.services.publishing.purge.subscribe((scope) => heard.push(scope));
    try {
      await scheduleJob(app.database.db, { kind: 'article.test', key: '42', runAt: past() });
      await app.server.runDueJobs();
    } finally {
      stop();
    }
    expect(heard).toEqual([{ kind: 'article', id: 42 }]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** Polls until `check` holds or the deadline passes (no sleep stands for an assertion). */
async function until(check: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.skipIf(!adminUrl)('timed jobs on two instances of one PostgreSQL', () => {
  const name = `pawpedia_test_jobs_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  const started: TestApp[] = [];
  const start = async (
    instance: string,
    env: Record<string, string> = {},
    handlers: Record<string, JobHandler> = {},
  ) => {
    const app = await startTestApp('postgres', {
      seed: false,
      databaseUrl,
      env,
      beforeReady: (built: App) => Object.assign(built.services.publishing.jobHandlers, handlers),
    });
    started.push(app);
    return app;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
  });
  afterAll(async () => {
    for (const app of started) await app.close().catch(() => undefined);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('runs each of 20 due jobs exactly once with both workers at work at the same time', async () => {
    const a = await start('a');
    const b = await start('b');
    await a.database.db.execute(EFFECTS);
    a.services.publishing.jobHandlers['test.race'] = counting('a', true);
    b.services.publishing.jobHandlers['test.race'] = counting('b', true);
    for (const key of keys(20)) {
      await scheduleJob(a.database.db, { kind: 'test.race', key, runAt: past() });
    }
    // Both instances claim at once, several passes each.
    const reports = await Promise.all([
      a.server.runDueJobs(),
      b.server.runDueJobs(),
      a.server.runDueJobs(),
      b.server.runDueJobs(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.done, 0)).toBe(20);
    const rows = await queryRows<{ key: string; runs: number }>(
      a.database.db,
      sql`SELECT key, count(*)::int AS runs FROM job_effects GROUP BY key ORDER BY key::int`,
    );
    expect(rows).toEqual(keys(20).map((key) => ({ key, runs: 1 })));
  });

  it('runs a job left due by a stopped instance when the next one starts', async () => {
    const first = started[0] ?? (await start('first'));
    await first.database.db.execute(EFFECTS);
    await scheduleJob(first.database.db, { kind: 'test.restart', key: '777', runAt: past() });
    for (const app of started.splice(0)) await app.close();
    // A new instance, its worker polling as in production, with a handler for the kind.
    const next = await start(
      'next',
      { JOBS_POLL_SECONDS: '1' },
      { 'test.restart': counting('next') },
    );
    const done = await until(async () => (await effects(next)).includes('777'));
    expect(done).toBe(true);
    expect((await effects(next)).filter((key) => key === '777')).toHaveLength(1);
  });
});

describe.each(ENGINES)('a scheduled article on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { pageCache: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  const homeIds = async () =>
    (await app.server.inject({ method: 'GET', url: '/api/articles/home' }))
      .json<{ id_article: number }[]>()
      .map((a) => a.id_article);

  it('is on the home page as soon as its job is done, cache or not', async () => {
    const [article] = await app.database.db
      .select()
      .from(schema.articles)
      .where(eq(schema.articles.isHome, true))
      .limit(1);
    const id = article!.idArticle;
    await app.database.db
      .update(schema.articles)
      .set({ status: 'scheduled' })
      .where(eq(schema.articles.idArticle, id));
    // Asked twice: the home list is kept by the page cache, without the article.
    await homeIds();
    expect(await homeIds()).not.toContain(id);
    // A stand-in for the studio's publish handler, with the content version left alone so that
    // only the worker's announcement can empty the cache.
    app.services.publishing.jobHandlers['article.publish-test'] = async (tx, job) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx
        .update(schema.articles)
        .set({ status: 'published' })
        .where(eq(schema.articles.idArticle, Number(job.key)));
    };
    await scheduleJob(app.database.db, {
      kind: 'article.publish-test',
      key: String(id),
      runAt: past(),
    });
    expect((await app.server.runDueJobs()).done).toBe(1);
    expect(await homeIds()).toContain(id);
  });
});
