/**
 * CPU profile of the article page's render (docs/decisions/051-render-cost.md): the
 * production build (npm run build first) on PGlite with the page cache off, under `--cpu-prof`,
 * asked for one article RENDER_PROFILE_N times one after another (no concurrency: the profile is
 * the cost of a render, not of a queue). Prints the server's CPU per page and the functions with
 * the most self time; the .cpuprofile stays in the printed folder for Chrome's DevTools.
 * Only ever targets 127.0.0.1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '../../core/site/paths.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/launch-settings.ts';
import { stop, waitReady } from './server.ts';

const N = Number(process.env.RENDER_PROFILE_N ?? 300);
const PORT = 3712;
const base = `http://127.0.0.1:${PORT}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

// RENDER_PROFILE_DATA_DIR: a folder an earlier run seeded, to profile again without seeding.
const dir =
  process.env.RENDER_PROFILE_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pawpedia-profile-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DATA_DIR: dir,
  PAGE_CACHE_SECONDS: '0',
};
const seed = spawnSync(process.execPath, ['dist/seed.js', '--first-start'], {
  env,
  stdio: 'inherit',
});
if (seed.status !== 0) throw new Error(`dist/seed.js exited with ${seed.status}`);
// Started as `npm run serve` starts it (server/launch-settings.ts): the collector's share counts.
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${dir}`, 'dist/server.js'],
  {
    env: { ...SERVER_ENV, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
let wallMs = 0;
let stopMs = 0;
try {
  await waitReady(`${base}/readyz`, server);
  const [article] = (await (await fetch(`${base}/api/articles/home`)).json()) as {
    id_article: number;
    slug: string;
  }[];
  const url = base + paths.article({ id: article!.id_article, slug: article!.slug });
  // Warm-up: compiled code and in-process data, as on a running server.
  for (let i = 0; i < 20; i++) await (await fetch(url)).text();
  const started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.text();
  }
  wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`${N} renders of ${url}: ${(wallMs / N).toFixed(2)} ms each (wall, one at a time)`);
} finally {
  const stopping = process.hrtime.bigint();
  await stop(server);
  stopMs = Number(process.hrtime.bigint() - stopping) / 1e6;
}

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no .cpuprofile in ${dir} (did the server exit cleanly?)`);
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
// Self time per function, of the samples taken while the N renders ran (the profile ends when
// the server stops; the boot and warm-up before are left out): each sample's delta goes to the
// node sampled.
/** Node's own time, grouped coarsely: compression, the garbage collector, I/O, the rest. */
function nodeGroup(functionName: string, url: string): string {
  if (url.includes('zlib')) return 'node: compression (zlib)';
  if (functionName === '(garbage collector)') return 'node: garbage collector';
  if (functionName === '(program)') return 'node: (program)';
  return 'node: other (I/O, streams, timers)';
}
const byNode = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
const windowEnd = profile.endTime - stopMs * 1e3;
const windowStart = windowEnd - wallMs * 1e3;
const self = new Map<string, number>();
// The same self time by where the code comes from: a package, Node's own, the app, the database.
const byPackage = new Map<string, number>();
const packageOf = (url: string, functionName: string) => {
  if (url.includes('/@electric-sql/pglite/') || functionName.startsWith('wasm-function'))
    return 'database (PGlite, in process)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (dependency) return dependency;
  if (url.startsWith('node:') || url === '') return `node (${functionName || 'native'})`;
  return 'the app (dist/server.js)';
};
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at < windowStart || at > windowEnd) return;
  const { functionName, url, lineNumber } = byNode.get(id)!.callFrame;
  if (functionName === '(idle)') return;
  const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + delta);
  const from = packageOf(url, functionName);
  const group = from.startsWith('node (') ? nodeGroup(functionName, url) : from;
  byPackage.set(group, (byPackage.get(group) ?? 0) + delta);
});
const busy = [...self.values()].reduce((a, b) => a + b, 0);
console.log(
  `server CPU while rendering: ${(busy / 1e3).toFixed(0)} ms in ${wallMs.toFixed(0)} ms, ${(busy / 1e3 / N).toFixed(2)} ms per page (database included: PGlite runs in the server's process)`,
);
console.log(`top self time (of busy time); profile: ${path.join(dir, file)}`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(
    `${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(6)} ms  ${key}`,
  );
}
console.log('\nself time by origin');
for (const [key, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(
    `${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1e3 / N).toFixed(2).padStart(6)} ms/page  ${key}`,
  );
}
