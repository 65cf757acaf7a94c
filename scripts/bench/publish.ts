/**
 * Publish → visible benchmark (npm run bench, decisions 033 and 035; budget below 1 s): how long
 * after an editor clicks Publish a guest's GET of the article's page shows it, with the page cache
 * on (PAGE_CACHE_SECONDS 60, the default), on the production build on loopback.
 *
 * The change goes through the real path: the studio's publish call (`POST
 * /api/studio/articles/:id/publish`) by a signed-in editor, whose article service announces the
 * purge after its commit. Before each publish the editor unpublishes the article and the guest's
 * page is the cached 410, so only a purge can show the article. Two cases:
 * - PGlite, one instance: the editor and the guest on the same server, the purge in-process;
 * - PostgreSQL and Redis, two instances on one database: the editor publishes on the first, the
 *   guest reads the second, which hears the purge on Redis (BENCH_DATABASE_URL or
 *   TEST_DATABASE_URL, and BENCH_REDIS_URL or TEST_REDIS_URL; a scratch database).
 * The time runs from sending the publish call to the first answer of the guest's page that shows
 * the article (its title, status 200); a change not seen within 5 s counts as missed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '../../core/site/paths.ts';
import { articleSaveBody } from '../../core/studio/articles/save-body.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { seedDatabase, startServer, stop, waitReady } from './server.ts';
import { budget, percentile } from './stats.ts';
import { createBenchEditor, StudioClient, type EditorView } from './studio-editor.ts';

const WRITER_PORT = 3712;
const READER_PORT = 3714;
const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 20);
/** Longer than this and the change is counted as not seen. */
const DEADLINE_MS = 5000;
/** A guest asks again this long after an answer that does not show it yet. */
const POLL_MS = 10;
/** The budget: publishing shows on every public page within one second. */
const BUDGET_MS = 1000;

interface Row {
  name: string;
  times: number[];
  /** How long the publish call itself took (the editor's wait), in ms. */
  calls: number[];
  missed: number;
  /** Publish calls the instance shed (503, decision 022), made again a second later, not timed. */
  shed: number;
}

/** The guest's view of the page: its status, and whether it shows `text`. */
async function guestSees(url: string, text: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const body = await response.text();
  return { status: response.status, shows: response.status === 200 && body.includes(text) };
}

/** Polls the guest's page until `done` holds for an answer; answers the time taken, or null. */
async function waitFor(
  url: string,
  text: string,
  done: (seen: { status: number; shows: boolean }) => boolean,
  start = performance.now(),
) {
  while (performance.now() - start < DEADLINE_MS) {
    if (done(await guestSees(url, text))) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/** A published article of the editor's own, with a text the content checks pass. */
async function benchArticle(editor: StudioClient) {
  const title = `Bench publish ${randomBytes(4).toString('hex')}`;
  const created = await editor.expect<EditorView>(201, 'POST', '/api/studio/articles', { title });
  const saved = await editor.expect<EditorView>(
    200,
    'PUT',
    `/api/studio/articles/${created.article.id_article}`,
    {
      revision: created.article.revision,
      article: {
        ...articleSaveBody(created.article),
        excerpt: 'How long a change made in the studio takes to reach the public page.',
        content:
          'A benchmark article: it is published and unpublished again and again.\n\n' +
          'Each time, a guest reads its page until it shows.',
      },
    },
  );
  return { title, article: saved.article };
}

/**
 * The editor at `writerBase` publishes and unpublishes one article RUNS times (plus one warm-up);
 * the guest reads its page at `readerBase`.
 */
async function measure(name: string, token: string, writerBase: string, readerBase: string) {
  const editor = await new StudioClient(writerBase, token).start();
  const { title, article } = await benchArticle(editor);
  const id = article.id_article;
  const url = readerBase + paths.article({ id, slug: article.slug });
  let revision = article.revision;
  const row: Row = { name, times: [], calls: [], missed: 0, shed: 0 };
  let published = false;
  // One more than measured: the first is a warm-up (connections, the first render of the page).
  for (let i = 0; i <= RUNS;) {
    if (published) {
      const off = await editor.expect<EditorView>(
        200,
        'POST',
        `/api/studio/articles/${id}/unpublish`,
        { revision },
      );
      revision = off.article.revision;
      published = false;
    }
    // The guest's page is the 410 (or, the first time, the 404 of a draft), from the cache.
    const gone = await waitFor(url, title, (seen) => seen.status === 410 || seen.status === 404);
    if (gone === null) throw new Error(`${url} still shows the article after it was unpublished`);
    await guestSees(url, title);
    const start = performance.now();
    const on = await editor.request<EditorView>('POST', `/api/studio/articles/${id}/publish`, {
      revision,
    });
    const call = performance.now() - start;
    if (on.status === 503) {
      row.shed++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (on.status !== 200) throw new Error(`publish: ${on.status} ${JSON.stringify(on.body)}`);
    revision = on.body.article.revision;
    published = true;
    const elapsed = await waitFor(url, title, (seen) => seen.shows, start);
    if (i++ === 0) continue;
    if (elapsed === null) row.missed++;
    else row.times.push(elapsed);
    row.calls.push(call);
  }
  row.times.sort((a, b) => a - b);
  row.calls.sort((a, b) => a - b);
  return row;
}

function print(rows: Row[]) {
  console.log(
    `\nPublish → visible on the public page (the studio's publish call, page cache on, ${RUNS} publishes each)`,
  );
  console.log(
    'case'.padEnd(42),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'max ms'.padStart(8),
    'missed'.padStart(7),
    'shed'.padStart(5),
    'call p50'.padStart(9),
    '  budget',
  );
  for (const r of rows) {
    const max = r.times.at(-1) ?? NaN;
    console.log(
      r.name.padEnd(42),
      percentile(r.times, 50).toFixed(1).padStart(8),
      percentile(r.times, 95).toFixed(1).padStart(8),
      max.toFixed(1).padStart(8),
      String(r.missed).padStart(7),
      String(r.shed).padStart(5),
      percentile(r.calls, 50).toFixed(1).padStart(9),
      ' ',
      r.missed ? `< ${BUDGET_MS} ms: NOT met (missed)` : budget('max', max, BUDGET_MS),
    );
  }
}

const sessionSecret = randomBytes(32).toString('hex');
const rows: Row[] = [];
// BENCH_ENGINES=postgres (or pglite) runs one case.
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

if (engines.includes('pglite')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-bench-publish-'));
  const env = { DATA_DIR: dataDir, SESSION_SECRET: sessionSecret };
  try {
    const token = await createBenchEditor(env, sessionSecret);
    const server = startServer(WRITER_PORT, env);
    try {
      const base = `http://127.0.0.1:${WRITER_PORT}`;
      await waitReady(`${base}/readyz`, server);
      rows.push(await measure('PGlite, one instance (in-process purge)', token, base, base));
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const postgres = engines.includes('postgres');
if (postgres && adminUrl && redisUrl) {
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'pawpedia-bench-publish-')));
  try {
    await withScratchDatabase(adminUrl, async (url) => {
      const env = (dataDir: string) => ({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        REDIS_URL: redisUrl,
        SESSION_SECRET: sessionSecret,
      });
      seedDatabase(env(dataDirs[0]!));
      const token = await createBenchEditor(env(dataDirs[0]!), sessionSecret);
      const writer = startServer(WRITER_PORT, env(dataDirs[0]!));
      const reader = startServer(READER_PORT, env(dataDirs[1]!));
      try {
        const writerBase = `http://127.0.0.1:${WRITER_PORT}`;
        const readerBase = `http://127.0.0.1:${READER_PORT}`;
        await waitReady(`${writerBase}/readyz`, writer);
        await waitReady(`${readerBase}/readyz`, reader);
        rows.push(
          await measure('PostgreSQL + Redis, two instances', token, writerBase, readerBase),
        );
      } finally {
        await Promise.all([stop(writer), stop(reader)]);
      }
    });
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
print(rows);
if (postgres && (!adminUrl || !redisUrl))
  console.log(
    'PostgreSQL + Redis, two instances: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL, and BENCH_REDIS_URL or TEST_REDIS_URL)',
  );
