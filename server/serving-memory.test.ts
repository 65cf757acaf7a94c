import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS, serveCommand } from './launch-settings.ts';

/**
 * A render-like load in a bare Node process: ~30 MB kept for good (code and what it builds once),
 * then garbage that outlives a few young collections (what a render holds while it waits),
 * promoted to the old generation and dropped. Prints the largest heap V8 held, in MB.
 */
const CHURN = `
const v8 = require('node:v8');
const kept = [];
for (let i = 0; i < 60; i++) kept.push(Array.from({ length: 16384 }, (_, x) => ({ x })));
const recent = [];
let peak = 0;
for (let round = 0; round < 250; round++) {
  recent.push(Array.from({ length: 20000 }, (_, i) => ({ i, s: 'x' + i })));
  if (recent.length > 8) recent.shift();
  peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
}
console.log(Math.round(peak / 1048576), kept.length);
`;

/**
 * A thousand object schemas like the project's forms and API bodies, built with the project's zod
 * in a bare Node process. Prints the heap they hold, in KB per schema.
 */
const SCHEMAS = `
const { z } = await import('zod');
z.object({ a: z.string() }).parse({ a: 'x' });
globalThis.gc();
const before = process.memoryUsage().heapUsed;
const kept = [];
for (let i = 0; i < 1000; i++) {
  kept.push(z.object({
    name: z.string().trim().min(1).max(80),
    count: z.number().int().optional(),
    tags: z.array(z.string()).default([]),
  }));
}
globalThis.gc();
console.log(Math.round((process.memoryUsage().heapUsed - before) / 1000 / 1024), kept.length);
`;

/**
 * The embedded database (PGlite, in memory) with a table of 5,000 rows, asked grouped, sorted,
 * joined and full-text queries five times: most of PostgreSQL's code runs, so most of its
 * WebAssembly is compiled. Prints the process's anonymous resident memory, in MB.
 */
const EMBEDDED_QUERIES = `
const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite({ startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
await db.exec(\`create table t (id serial primary key, name text, n int, at timestamptz default now());
  insert into t (name, n) select 'name ' || g, g % 97 from generate_series(1, 5000) g;
  create index on t (n);\`);
for (let round = 0; round < 5; round++) {
  await db.query('select n, count(*), max(name) from t group by n order by 2 desc');
  await db.query("select * from t where name like 'name 1%' order by at desc, id limit 50");
  await db.query('select a.id, b.name from t a join t b on a.n = b.id where a.id < $1', [2000]);
  await db.query("select to_tsvector('english', name) @@ to_tsquery('english', 'name') from t limit 9");
}
const status = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8');
console.log(Math.round(Number(/RssAnon:\\s+(\\d+)/.exec(status)[1]) / 1024));
await db.close();
`;

/** RssAnon in MB after EMBEDDED_QUERIES, in a process started with `flags` and the allocator settings. */
function embeddedQueriesMb(flags: readonly string[]): number {
  const result = spawnSync(
    process.execPath,
    [...flags, '--input-type=module', '-e', EMBEDDED_QUERIES],
    {
      env: { ...process.env, ...SERVER_ENV },
      encoding: 'utf8',
    },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return Number(result.stdout.trim());
}

/** The peak heap of CHURN in MB, in a process started with `flags` and `env`. */
function churnPeakMb(flags: readonly string[], env: Record<string, string>): number {
  const result = spawnSync(process.execPath, [...flags, '-e', CHURN], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return Number(result.stdout.split(' ')[0]);
}

/**
 * What the serving process holds (docs/decisions/053-memory-budgets.md):
 * the server's bundle, built as scripts/build-server.mjs builds dist/server.js, and the embedded
 * database's settings.
 */
describe('the serving process', () => {
  it('never loads the demo or the scripts, and loads sharp only when a picture needs it', async () => {
    const result = await build({
      entryPoints: ['server/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.length).toBeGreaterThan(100);
    // Seeding and drawing the demo's pictures happen in dist/seed.js, a process of their own.
    expect(inputs.filter((file) => /^(demo|scripts)\//.test(file))).toEqual([]);
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
    const sharp = imports.filter((entry) => entry.path === 'sharp');
    expect(sharp.length).toBeGreaterThan(0);
    expect(sharp.filter((entry) => entry.kind !== 'dynamic-import')).toEqual([]);
  });

  // Packages a public page never needs load when they are used, not at start (decision 064):
  // the embedded engine on PostgreSQL, Redis without REDIS_URL, the mailer before a first message,
  // the QR code before a first enrolment. ~4 MB of the live heap on PostgreSQL.
  it('loads the embedded engine, Redis, the mailer and the QR code only when used', async () => {
    const result = await build({
      entryPoints: ['server/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
    const lazy = /^(@electric-sql\/pglite|drizzle-orm\/pglite|ioredis|nodemailer|qrcode)(\/|$)/;
    const used = imports.filter((entry) => lazy.test(entry.path));
    expect(new Set(used.map((entry) => entry.path.split('/')[0]))).toEqual(
      new Set(['@electric-sql', 'drizzle-orm', 'ioredis', 'nodemailer', 'qrcode']),
    );
    expect(used.filter((entry) => entry.kind !== 'dynamic-import')).toEqual([]);
  });

  it('is started by npm run serve and the benchmarks with the launch settings', () => {
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.serve).toBe(`node dist/seed.js --first-start && ${serveCommand()}`);
    expect(scripts.start).toBe('npm run build && npm run serve');
    // scripts/bench/server.ts and render-profile.ts spawn dist/server.js with the same constants.
    for (const file of ['scripts/bench/server.ts', 'scripts/bench/render-profile.ts']) {
      const source = readFileSync(file, 'utf8');
      expect(source).toContain('...SERVER_NODE_FLAGS');
      expect(source).toContain('...SERVER_ENV');
    }
  });

  // Under load the heap grew with garbage, not with what renders keep (decision 058): the flags
  // must hold the heap near what survives, where V8's default lets it grow about twice as far.
  it('keeps the heap near what survives under a render-like churn', { timeout: 120_000 }, () => {
    const bounded = churnPeakMb(SERVER_NODE_FLAGS, SERVER_ENV);
    const unbounded = churnPeakMb([], {});
    expect(bounded).toBeGreaterThan(40);
    expect(bounded).toBeLessThan(180);
    expect(unbounded).toBeGreaterThan(bounded * 1.5);
  });

  // PGlite's WebAssembly compiled by the optimizing compiler alone, once per function, instead of
  // by the baseline compiler and again when hot (docs/decisions/064-native-memory-and-lazy-modules.md):
  // ~60 MB less here (~45 MB in the server). Linux only (/proc).
  it.runIf(process.platform === 'linux')(
    'compiles the embedded database once, with less native memory',
    { timeout: 120_000 },
    () => {
      expect(SERVER_NODE_FLAGS).toContain('--no-liftoff');
      const tiered = embeddedQueriesMb(SERVER_NODE_FLAGS.filter((flag) => flag !== '--no-liftoff'));
      const once = embeddedQueriesMb(SERVER_NODE_FLAGS);
      expect(once).toBeGreaterThan(100);
      expect(once).toBeLessThan(tiered - 25);
    },
  );

  // The server builds ~2,900 schemas at import. zod 4.1 gave each its own ~60 methods (~71 KB
  // for a schema as above), ~20 MB of a 70 MB live heap; since 4.5 they share them (~15 KB):
  // docs/decisions/060-shared-schema-methods.md.
  it('builds validation schemas that share their methods', () => {
    const result = spawnSync(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', SCHEMAS],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const kbPerSchema = Number(result.stdout.split(' ')[0]);
    expect(kbPerSchema).toBeGreaterThan(5);
    expect(kbPerSchema).toBeLessThan(30);
  });

  // A new in-memory PGlite runs initdb first: slow on a busy machine.
  it('runs the embedded database with a small shared_buffers', { timeout: 120_000 }, async () => {
    const database = await openDatabase({});
    try {
      const rows = await queryRows<{ shared_buffers: string }>(
        database.db,
        sql`show shared_buffers`,
      );
      expect(rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
    }
  });
});
