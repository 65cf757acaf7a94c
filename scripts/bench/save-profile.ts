/**
 * Where a save's time goes (docs/decisions/038): the article service's save and the editor's read
 * after it, in process on a scratch PostgreSQL database with the demo content, one save after the
 * other (no concurrency), every SQL statement timed from the call to its answer (round trip,
 * server and driver). Prints each statement kind's share of a save. A measuring tool, not a
 * budget: `npx tsx scripts/bench/save-profile.ts` (needs a build for dist/seed.js, and
 * BENCH_DATABASE_URL or TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { createPurgeBus } from '../../core/publishing/purge.ts';
import { createArticleServices } from '../../core/studio/articles/index.ts';
import { openDatabase } from '../../db/client.ts';
import { articles, staff } from '../../db/schema/index.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { seedDatabase } from './server.ts';
import { percentile } from './stats.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');

/** Time per statement kind (its first words), summed over the measured saves. */
const spent = new Map<string, { ms: number; calls: number }>();
let measuring = false;
const kindOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/"(\w+)"\."\w+"(, "\w+"\."\w+")*/g, '$1.*')
    .slice(0, 70);
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text: string };
  const text = typeof config === 'string' ? config : config.text;
  const start = performance.now();
  const record = () => {
    if (!measuring) return;
    const kind = kindOf(text);
    const entry = spent.get(kind) ?? { ms: 0, calls: 0 };
    entry.ms += performance.now() - start;
    entry.calls++;
    spent.set(kind, entry);
  };
  // pg.Pool#query calls with a callback; transactions (drizzle) await the promise.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function')
    args[last] = (...answer: unknown[]) => {
      record();
      return (callback as (...a: unknown[]) => unknown)(...answer);
    };
  const result = (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) void result.then(record, record);
  return result;
} as typeof clientQuery;

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-save-profile-'));
try {
  await withScratchDatabase(adminUrl, async (url) => {
    seedDatabase({ DATABASE_URL: url, DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(64) });
    const database = await openDatabase({ url });
    try {
      const { db } = database;
      const [editor] = await db
        .insert(staff)
        .values({
          email: `profile-${randomBytes(4).toString('hex')}@example.com`,
          displayName: 'Profile Editor',
          passwordHash: 'unused',
          role: 'editor',
        })
        .returning({ idStaff: staff.idStaff });
      const actor = { idStaff: editor!.idStaff, role: 'editor' as const, medicalReviewer: false };
      const service = createArticleServices(db, {
        purge: createPurgeBus(),
        publicUrl: 'http://127.0.0.1:3713',
        sessionSecret: 'x'.repeat(64),
        locale: 'en',
      });
      const [demo] = await db
        .select({ content: articles.content, excerpt: articles.excerpt })
        .from(articles)
        .where(eq(articles.isHome, true))
        .orderBy(desc(articles.publishedAt))
        .limit(1);
      const id = await service.create(actor, { title: 'Profiled article' });
      let view = (await service.read(actor, id))!;
      const paragraphs = demo!.content.split(/\n{2,}/);
      const totals: number[] = [];
      const saves: number[] = [];
      for (let n = 0; n < SAVES + 20; n++) {
        measuring = n >= 20;
        const content = paragraphs
          .map((p, i) => (i === n % paragraphs.length ? `${p} Edited in save ${n}.` : p))
          .join('\n\n');
        const start = performance.now();
        const result = await service.save(actor, id, {
          revision: view.row.revision,
          snapshot: { ...view.snapshot, excerpt: demo!.excerpt, content },
        });
        const saved = performance.now();
        if (!result.ok) throw new Error(`save refused: ${result.error}`);
        view = (await service.read(actor, id))!;
        if (measuring) {
          saves.push(saved - start);
          totals.push(performance.now() - start);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      saves.sort((a, b) => a - b);
      totals.sort((a, b) => a - b);
      console.log(
        `\n${SAVES} saves, one at a time; content ${demo!.content.length} characters\n` +
          `save (transaction): p50 ${percentile(saves, 50).toFixed(2)} ms, p95 ${percentile(saves, 95).toFixed(2)} ms\n` +
          `save + editor read: p50 ${percentile(totals, 50).toFixed(2)} ms, p95 ${percentile(totals, 95).toFixed(2)} ms\n`,
      );
      const rows = [...spent].sort((a, b) => b[1].ms - a[1].ms);
      console.log('ms/save'.padStart(8), 'calls/save'.padStart(10), '  statement');
      for (const [kind, { ms, calls }] of rows)
        console.log(
          (ms / SAVES).toFixed(3).padStart(8),
          (calls / SAVES).toFixed(1).padStart(10),
          ' ',
          kind,
        );
    } finally {
      await database.close();
    }
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
