// Over 300 lines on purpose: one benchmark read top to bottom (targets, runs, the table it prints).
/**
 * HTTP benchmark (npm run bench): the production build on loopback, on PGlite and then on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), with autocannon. Measures guest page
 * views (home, an article, a breed profile) and API reads, the same pages rendered for every
 * request (page cache off; a member's home too) with the server's memory beside each row, and serves the same article page's
 * HTML as a plain static file from this machine in the same run as the baseline.
 * Every run is bounded (BENCH_SECONDS per target) and only ever targets 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { createBenchMember, MEMBER_COOKIE } from './bench-member.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { setupFetch } from './setup-fetch.ts';
import { startServer, stop, waitReady } from './server.ts';
import { paths } from '../../core/site/paths.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// BENCH_PORT: where the server listens (the static baseline takes the next port).
const PORT = Number(process.env.BENCH_PORT ?? 3710);
const STATIC_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;

interface Result {
  name: string;
  rps: number;
  p50: number;
  /** autocannon reports no p95; p97.5 bounds it from above. */
  p97_5: number;
  p99: number;
  errors: number;
  /** The server's resident memory at the end of the row, in MB; absent: not measured. */
  rssMb?: number;
  /** The most it held during the row (sampled every 100 ms), in MB: what the budget is about. */
  peakRssMb?: number;
  /**
   * The server's CPU time (user + system, /proc) per answer served, in ms: unlike req/s, barely
   * moved by other work on the machine, and 0.5 ms is 2,000 req/s on one core.
   */
  cpuMs?: number;
}

async function load(
  name: string,
  url: string,
  options: {
    connections?: number;
    paths?: () => string;
    headers?: Record<string, string>;
    /** GET unless said. */
    method?: 'GET' | 'POST';
    /** The server's process, whose memory the row reports. */
    server?: ChildProcess;
  } = {},
): Promise<Result> {
  const { paths, server } = options;
  let peak = 0;
  const sampler = server
    ? setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 100)
    : undefined;
  const cpuBefore = server ? cpuMsOf(server.pid!) : 0;
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip', ...options.headers },
    ...(options.method ? { method: options.method } : {}),
    ...(paths
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }] }
      : {}),
  });
  clearInterval(sampler);
  return {
    name,
    // Pages served per second: a 503 from the load-shedding gate is cheap and says nothing of
    // the page's own cost, so it counts as an error, not as throughput.
    rps: result['2xx'] / SECONDS,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(server
      ? {
          rssMb: rssMb(server.pid!),
          peakRssMb: Math.max(peak, rssMb(server.pid!)),
          cpuMs: (cpuMsOf(server.pid!) - cpuBefore) / Math.max(1, result['2xx']),
        }
      : {}),
  };
}

/** A process's CPU time so far (user + system), in ms (Linux; clock ticks of 100 Hz). */
function cpuMsOf(pid: number): number {
  // The command may hold spaces and parentheses: the fields start after the last ')'.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface StormResult {
  name: string;
  served: number;
  shed: number;
  other: number;
  /** p99 and slowest of the answers served (2xx-4xx), and the slowest of all answers, in ms. */
  p99Served: number;
  maxServed: number;
  maxAll: number;
  rssGrowthMb: number;
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/**
 * The security probe's case (decision 022): 200 connections asking for pages nobody asked for
 * before. Counts what was served and what was shed (503), the p99 of what was served, the slowest
 * answer, and how much the server's memory grew.
 */
async function storm(
  name: string,
  server: ChildProcess,
  paths: () => string,
  connections = 200,
): Promise<StormResult> {
  const before = rssMb(server.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 100);
  const served: number[] = [];
  let shed = 0;
  let other = 0;
  let maxAll = 0;
  let resolveDone: (result: autocannon.Result) => void = () => {};
  let rejectDone: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
    },
    (error, result) => (error ? rejectDone(error) : resolveDone(result)),
  );
  instance.on('response', (_client, status, _bytes, time) => {
    maxAll = Math.max(maxAll, time);
    if (status === 503) shed++;
    else if (status < 500) served.push(time);
    else other++;
  });
  const result = await done;
  clearInterval(sampler);
  served.sort((a, b) => a - b);
  return {
    name,
    served: served.length,
    shed,
    other: other + result.errors + result.timeouts,
    p99Served: served[Math.min(served.length - 1, Math.floor(served.length * 0.99))] ?? 0,
    maxServed: served.at(-1) ?? 0,
    maxAll,
    rssGrowthMb: peak - before,
  };
}

function printStorms(results: StormResult[]) {
  console.log(`\nLoad shedding (200 connections, ${SECONDS} s each)`);
  console.log(
    'target'.padEnd(34),
    'served'.padStart(7),
    'shed'.padStart(7),
    'errors'.padStart(7),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    'max all'.padStart(8),
    'RSS +MB'.padStart(8),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(34),
      String(r.served).padStart(7),
      String(r.shed).padStart(7),
      String(r.other).padStart(7),
      r.p99Served.toFixed(0).padStart(8),
      r.maxServed.toFixed(0).padStart(8),
      r.maxAll.toFixed(0).padStart(8),
      r.rssGrowthMb.toFixed(0).padStart(8),
    );
  }
}

const random = () => randomBytes(6).toString('hex');

/** Searches people type, each made unique so that none is answered from the page cache. */
const SEARCHES = [
  'retriever',
  'labr',
  'labrdor',
  'cao',
  'gato',
  'puppy food',
  'vaccines',
  'siamese',
  'grooming',
  'collie',
];
function uncachedSearches() {
  let n = 0;
  return () => {
    n++;
    return `/api/search?query=${encodeURIComponent(SEARCHES[n % SEARCHES.length]!)}&bench=${n}`;
  };
}

/** The first element of a list the bench needs, or a clear error if the list is empty. */
function first<T>(list: T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`bench setup: ${what} is empty`);
  return item;
}

async function targets() {
  const article = first(
    (await setupFetch(`${base}/api/articles/home`).then((r) => r.json())) as {
      id_article: number;
      slug: string;
    }[],
    'GET /api/articles/home',
  );
  const breed = first(
    (await setupFetch(`${base}/api/breeds/list/1`).then((r) => r.json())) as {
      id_breed: number;
      slug: string;
    }[],
    'GET /api/breeds/list/1',
  );
  return {
    articlePath: paths.article({ id: article.id_article, slug: article.slug }),
    pages: [
      ['home page', '/'],
      ['article page', paths.article({ id: article.id_article, slug: article.slug })],
      ['breed profile', paths.breedProfile({ id: breed.id_breed, slug: breed.slug })],
    ] as const,
    api: [
      ['GET /api/article/{id}', `/api/article/${article.id_article}`],
      ['GET /api/breeds/list/1', '/api/breeds/list/1'],
      ['GET /api/search (cached)', '/api/search?query=retriever'],
    ] as const,
  };
}

/** The CSRF cookie the API gives a new visitor, as `name=value`. */
async function csrfCookie(url: string): Promise<string> {
  const cookie = (await fetch(url)).headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`${url} set no cookie`);
  return cookie;
}

/**
 * The article page's HTML as a static file server at its best would send it: from memory, already
 * brotli-compressed (the app's pages go out compressed too, so both send the same bytes).
 */
async function staticBaseline(html: string) {
  const br = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  const server = createServer((request, response) => {
    const compressed = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(compressed ? { 'content-encoding': 'br' } : {}),
    });
    response.end(compressed ? br : html);
  });
  await new Promise<void>((resolve) => server.listen(STATIC_PORT, '127.0.0.1', resolve));
  return server;
}

function print(label: string, baseline: Result, results: Result[]) {
  console.log(`\n${label} (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log(
    'target'.padEnd(34),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p97.5 ms'.padStart(9),
    'p99 ms'.padStart(8),
    'vs static'.padStart(10),
    'errors'.padStart(7),
    'RSS MB'.padStart(7),
    'peak MB'.padStart(8),
    'CPU ms'.padStart(7),
  );
  for (const r of [baseline, ...results]) {
    console.log(
      r.name.padEnd(34),
      r.rps.toFixed(0).padStart(9),
      r.p50.toFixed(1).padStart(8),
      r.p97_5.toFixed(1).padStart(9),
      r.p99.toFixed(1).padStart(8),
      `${((r.rps / baseline.rps) * 100).toFixed(0)}%`.padStart(10),
      String(r.errors).padStart(7),
      (r.rssMb === undefined ? '-' : r.rssMb.toFixed(0)).padStart(7),
      (r.peakRssMb === undefined ? '-' : r.peakRssMb.toFixed(0)).padStart(8),
      (r.cpuMs === undefined ? '-' : r.cpuMs.toFixed(2)).padStart(7),
    );
  }
}

/**
 * What a member, a new query string or the first view after a publish costs: the same
 * pages with the page cache off (PAGE_CACHE_SECONDS=0), so every request is rendered, and a
 * member's personalised home with a session written beforehand (scripts/bench/bench-member.ts).
 */
async function runUncached(
  label: string,
  env: { DATABASE_URL?: string; DATA_DIR: string },
  baseline: Result,
) {
  const session = await createBenchMember(env);
  // Every connection may wait for a render (decision 022's gate would shed the rest at once), so
  // the rows measure rendering, not shedding.
  const server = startServer(PORT, {
    ...env,
    PAGE_CACHE_SECONDS: '0',
    RENDER_QUEUE: String(CONNECTIONS * 2),
    RENDER_QUEUE_MS: '10000',
  });
  try {
    await waitReady(`${base}/readyz`, server);
    const t = await targets();
    const row = (name: string, p: string, headers?: Record<string, string>) =>
      load(name, base + p, { server, ...(headers ? { headers } : {}) });
    // The member's home is the guest's page (decision 072); its own parts are the API's rows.
    print(`${label}, page cache off`, baseline, [
      await row('article page, uncached', t.pages[1][1]),
      await row('home page (guest), uncached', '/'),
      await row('home page (member), uncached', '/', {
        cookie: `${MEMBER_COOKIE}=${session}`,
      }),
      await row('breed profile, uncached', t.pages[2][1]),
    ]);
  } finally {
    await stop(server);
  }
}

/** A member's cookies and headers, as their browser sends them (session, CSRF, the hint). */
async function memberHeaders(session: string) {
  const answer = await setupFetch(`${base}/api/articles/featured`, {
    headers: { cookie: `${MEMBER_COOKIE}=${session}` },
  });
  const csrf = answer.headers.getSetCookie()[0]?.split(';')[0];
  const token = answer.headers.get('x-csrf-token');
  if (!csrf || !token) throw new Error('bench member: no CSRF cookie and token');
  return {
    cookie: `${MEMBER_COOKIE}=${session}; ${csrf}; pawpedia_signed_in=1`,
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
}

/**
 * One page for every visitor (decision 072), page cache on: the article and the home for a guest
 * and for a member (their ratio: budget 0.8), then each API call a member's home makes after
 * load, with the member's cookies (budget 2,000 req/s each).
 */
async function runMembers(
  label: string,
  server: ChildProcess,
  session: string,
  baseline: Result,
  articlePath: string,
) {
  const headers = await memberHeaders(session);
  const me = await setupFetch(`${base}/api/auth/me`, { method: 'POST', headers });
  if (me.status !== 200) throw new Error(`bench member: POST /api/auth/me answered ${me.status}`);
  // One pet, added as the pet form does (the database is seeded by now).
  const form = new FormData();
  form.set('name', 'Benchpet');
  form.set('id_family', '1');
  const added = await setupFetch(`${base}/api/auth/me/pets`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (added.status !== 201) throw new Error(`bench member: no pet (${added.status})`);
  const { id_user_pet: idUserPet } = (await added.json()) as { id_user_pet: number };
  const row = (name: string, p: string, extra: { method?: 'POST'; member?: boolean } = {}) =>
    load(name, base + p, {
      server,
      ...(extra.member ? { headers } : {}),
      ...(extra.method ? { method: extra.method } : {}),
    });
  const pages = [
    await row('article page (guest)', articlePath),
    await row('article page (member)', articlePath, { member: true }),
    await row('home page (guest)', '/'),
    await row('home page (member)', '/', { member: true }),
  ];
  const pet = `/api/auth/me/pet/${idUserPet}`;
  const api = [
    await row('POST /api/auth/me (member)', '/api/auth/me', { method: 'POST', member: true }),
    await row('GET /api/auth/me/pets (member)', '/api/auth/me/pets', { member: true }),
    await row('GET .../pet/{id}/articles (member)', `${pet}/articles`, { member: true }),
    await row('GET .../pet/{id}/products (member)', `${pet}/products`, { member: true }),
    await row('GET /api/widgets/poll (member)', '/api/widgets/poll', { member: true }),
    await row('GET /api/widgets/tip?audience=members', '/api/widgets/tip?audience=members', {
      member: true,
    }),
  ];
  print(`${label}, one page for every visitor, page cache on`, baseline, [...pages, ...api]);
  const ratio = (m: Result, g: Result) => (m.rps / g.rps).toFixed(2);
  console.log(
    `member/guest: article ${ratio(pages[1]!, pages[0]!)}x, home ${ratio(pages[3]!, pages[2]!)}x` +
      ` (budget 0.8x); member API calls ≥ 2,000 req/s: ` +
      (api.every((r) => r.rps >= 2000 && r.errors === 0)
        ? 'all'
        : api
            .filter((r) => r.rps < 2000 || r.errors > 0)
            .map((r) => r.name)
            .join(', ')),
  );
}

async function run(label: string, env: { DATABASE_URL?: string; DATA_DIR: string }) {
  // Written before the server starts: PGlite lets one process open the database. The first
  // server seeds an empty database; the member needs the migrations only.
  const member = await createBenchMember(env);
  const server = startServer(PORT, env);
  let staticRow: Result | undefined;
  try {
    await waitReady(`${base}/readyz`, server);
    // The budget's other figure: what the server holds before any page is asked for.
    console.log(`\n${label}: the server holds ${rssMb(server.pid!).toFixed(0)} MB RSS once ready`);
    const t = await targets();
    const html = await (await setupFetch(base + t.articlePath)).text();
    const baselineServer = await staticBaseline(html);
    try {
      const baseline = await load('static article HTML', `http://127.0.0.1:${STATIC_PORT}/`);
      staticRow = baseline;
      const results: Result[] = [];
      // BENCH_ONLY=shedding: only the load-shedding table below; =uncached: only the rendered
      // rows; =members: only the guest/member table.
      const all = !process.env.BENCH_ONLY;
      if (all || process.env.BENCH_ONLY === 'members')
        await runMembers(label, server, member, baseline, t.articlePath);
      for (const [name, p] of all ? [...t.pages, ...t.api] : []) {
        results.push(await load(name, base + p, { server }));
      }
      if (all) {
        // The rows above are a visitor's first call: no cookie, so each answer mints a CSRF cookie
        // and token. A page's later calls send that cookie back, as here.
        const [name, articleApi] = t.api[0];
        results.push(
          await load(`${name}, with cookie`, base + articleApi, {
            headers: { cookie: await csrfCookie(base + articleApi) },
          }),
        );
        // The budget's case: 50 people searching at once, for a popular search and for searches
        // nobody asked before.
        results.push(
          await load('search, cached, 50 conn', `${base}/api/search?query=labr`, {
            connections: 50,
          }),
        );
        results.push(
          await load('search, uncached, 50 conn', base, {
            connections: 50,
            paths: uncachedSearches(),
          }),
        );
        print(label, baseline, results);
      }
      if (all || process.env.BENCH_ONLY === 'shedding')
        printStorms([
          await storm('home, random ?v=, 200 conn', server, () => `/?v=${random()}`),
          // Pages no cache can answer (not-found pages are never shared): the render gate's case.
          await storm('uncached pages, 200 conn', server, () => `/no-such-page-${random()}`),
        ]);
    } finally {
      baselineServer.close();
    }
  } finally {
    await stop(server);
  }
  // BENCH_ONLY=shedding leaves these out too.
  if (staticRow && (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'uncached'))
    await runUncached(label, env, staticRow);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-bench-'));
try {
  await run('PGlite (embedded)', { DATA_DIR: dataDir });
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await withScratchDatabase(adminUrl, async (url) => {
      const env = { DATABASE_URL: url, DATA_DIR: dataDir };
      const seed = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
        env: { ...process.env, ...env },
        stdio: 'inherit',
      });
      await new Promise((resolve, reject) =>
        seed.once('exit', (code) =>
          code === 0 ? resolve(null) : reject(new Error(`seed exited ${code}`)),
        ),
      );
      await run('PostgreSQL', env);
    });
  } else {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
