/**
 * Publish → visible benchmark (npm run bench, decision 035): how long after a change to an
 * article is committed and announced a guest's GET of its page shows it, with the page cache on
 * (PAGE_CACHE_SECONDS 60, the default), on the production build on loopback.
 *
 * The writer is a second instance: this script changes the article's title in the database and
 * announces the purge on Redis exactly as another instance's article service does after its
 * commit; the server under test hears it and empties its cache. It needs PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Redis (BENCH_REDIS_URL or TEST_REDIS_URL). On
 * the embedded PGlite the database lives inside the server's process, so nothing outside it can
 * write: there the change has to come through the studio's publish call (the article API), which
 * is where this row should move once the studio's article service is merged.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { encodePurgeMessage, PURGE_CHANNEL } from '../../core/publishing/purge.ts';
import { paths } from '../../core/site/paths.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { startServer, stop, waitReady } from './server.ts';

const PORT = 3712;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 20);
/** Longer than this and the change is counted as not seen (the budget is 1 s). */
const DEADLINE_MS = 5000;

async function seed(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  await new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(null) : reject(new Error(`seed exited ${code}`)),
    ),
  );
}

const pageShows = async (url: string, text: string) =>
  (await (await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })).text()).includes(text);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(databaseUrl: string, redisUrl: string, dataDir: string) {
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, REDIS_URL: redisUrl };
  await seed(env);
  const server = startServer(PORT, env);
  const db = new pg.Client({ connectionString: databaseUrl });
  const redis = new Redis(redisUrl);
  const writer = `bench-${randomBytes(4).toString('hex')}`;
  try {
    await waitReady(`${base}/readyz`, server);
    await db.connect();
    const [article] = (await (await fetch(`${base}/api/articles/home`)).json()) as {
      id_article: number;
      slug: string;
    }[];
    const url = base + paths.article({ id: article!.id_article, slug: article!.slug });
    const times: number[] = [];
    let missed = 0;
    // One more than measured: the first is a warm-up (connections, the first render).
    for (let i = 0; i <= RUNS; i++) {
      // The page is in the cache, with the old title, before every change.
      await fetch(url);
      await fetch(url);
      const title = `Bench title ${i} ${randomBytes(3).toString('hex')}`;
      await db.query('UPDATE articles SET title = $1 WHERE id_article = $2', [
        title,
        article!.id_article,
      ]);
      await redis.publish(
        PURGE_CHANNEL,
        encodePurgeMessage({ from: writer, scope: { kind: 'article', id: article!.id_article } }),
      );
      // The publish call has answered: from here until a guest sees it.
      const start = performance.now();
      let seen = false;
      while (performance.now() - start < DEADLINE_MS) {
        if (await pageShows(url, title)) {
          seen = true;
          break;
        }
      }
      const elapsed = performance.now() - start;
      if (i === 0) continue;
      if (seen) times.push(elapsed);
      else missed++;
    }
    times.sort((a, b) => a - b);
    console.log(`\nPublish → visible (PostgreSQL + Redis, page cache on, ${RUNS} changes)`);
    console.log(
      'target'.padEnd(40),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'max ms'.padStart(8),
      'missed'.padStart(7),
    );
    console.log(
      'publish → visible on the public page'.padEnd(40),
      percentile(times, 50).toFixed(1).padStart(8),
      percentile(times, 95).toFixed(1).padStart(8),
      times[times.length - 1]!.toFixed(1).padStart(8),
      String(missed).padStart(7),
    );
  } finally {
    redis.disconnect();
    await db.end().catch(() => undefined);
    await stop(server);
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.log(
    '\nPublish → visible: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL, and BENCH_REDIS_URL or TEST_REDIS_URL)',
  );
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-bench-publish-'));
  try {
    await withScratchDatabase(adminUrl, (url) => run(url, redisUrl, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
