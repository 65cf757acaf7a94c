// Over 300 lines on purpose: one benchmark read top to bottom (pages, static copies, audits, table).
/**
 * Lighthouse benchmark (npm run bench:lighthouse): the production build on loopback (PGlite, a
 * fresh DATA_DIR), audited by Lighthouse's Node API in the system Chromium, with the default
 * mobile form factor and simulated mobile throttling. Pages: home, an article, the breed list and
 * a breed profile. Each is also audited as a plain static copy (its server-rendered HTML without
 * scripts or modulepreload links, served by a bare Node server that proxies everything else to
 * the real one), so the report can show how close the app gets to what the throttled CPU allows.
 * Medians of BENCH_LIGHTHOUSE_RUNS runs (default 5) go to stdout and to
 * bench-results/lighthouse-<timestamp>.json. Everything listens on and targets 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startServer, stop, waitReady } from './server.ts';
import { paths } from '../../core/site/paths.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = 3720;
const STATIC_PORT = 3721;
const base = `http://127.0.0.1:${PORT}`;
const staticBase = `http://127.0.0.1:${STATIC_PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Page {
  name: string;
  path: string;
}

/** One Lighthouse run, reduced to what the report prints. Sizes in bytes, times in ms. */
interface Sample {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** gzip -9 of each script / stylesheet resource's decoded body, summed. */
  jsGzip: number;
  cssGzip: number;
  /** Bytes on the wire as Lighthouse recorded them (the server's encoding, often brotli). */
  jsTransfer: number;
  cssTransfer: number;
}

type Variant = 'app' | 'static';

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The four pages; the article and breed profile are the first ones the API lists. */
async function findPages(): Promise<Page[]> {
  const [article] = await json<{ id_article: number; slug: string }[]>(`${base}/api/articles/home`);
  const [breed] = await json<{ id_breed: number; slug: string }[]>(`${base}/api/breeds/list/1`);
  if (!article || !breed) throw new Error('no article or breed in the demo content');
  return [
    { name: 'home', path: '/' },
    { name: 'article', path: paths.article({ id: article.id_article, slug: article.slug }) },
    { name: 'breed list', path: '/breeds/1' },
    { name: 'breed profile', path: paths.breedProfile({ id: breed.id_breed, slug: breed.slug }) },
  ];
}

/**
 * The page without JavaScript: every <script> but JSON-LD (data, not code) and the
 * modulepreload links go; stylesheets, fonts and images stay.
 */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** Fetches each page once (also warming the guest page cache) and keeps its static copy. */
async function staticCopies(pages: Page[]): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  for (const page of pages) {
    const response = await fetch(base + page.path);
    if (!response.ok) throw new Error(`${page.path}: HTTP ${response.status}`);
    copies.set(page.path, stripScripts(await response.text()));
  }
  return copies;
}

/**
 * Serves the static copies at their own paths, so relative URLs resolve the same way, and
 * proxies every other request (/assets, /media, /img, fonts, favicon) to the real server.
 */
async function startStaticServer(copies: Map<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    const html = req.method === 'GET' ? copies.get(req.url ?? '') : undefined;
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    const upstream = request(
      `${base}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${PORT}` } },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(STATIC_PORT, '127.0.0.1', resolve));
  return server;
}

/** Decoded size after gzip -9, per URL; the same asset shows up on many pages and runs. */
const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

interface Request {
  url: string;
  resourceType: string;
  transferSize: number;
}

/** Script and stylesheet requests from the `network-requests` audit. */
function assetRequests(lhr: Result): Request[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .map((item) => ({
      url: String(item.url ?? ''),
      resourceType: String(item.resourceType ?? ''),
      transferSize: Number(item.transferSize ?? 0),
    }))
    .filter((r) => /^https?:/.test(r.url) && ['Script', 'Stylesheet'].includes(r.resourceType));
}

async function sizes(lhr: Result) {
  const requests = assetRequests(lhr);
  const sum = async (type: string, measure: (r: Request) => number | Promise<number>) => {
    let total = 0;
    for (const r of requests.filter((r) => r.resourceType === type)) total += await measure(r);
    return total;
  };
  return {
    jsGzip: await sum('Script', (r) => gzipSize(r.url)),
    cssGzip: await sum('Stylesheet', (r) => gzipSize(r.url)),
    jsTransfer: await sum('Script', (r) => r.transferSize),
    cssTransfer: await sum('Stylesheet', (r) => r.transferSize),
  };
}

function score(lhr: Result, id: (typeof CATEGORIES)[number]): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function metric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

async function audit(url: string, port: number): Promise<{ sample: Sample; lhr: Result }> {
  // No formFactor / throttling flags: Lighthouse's defaults are mobile with simulated slow 4G.
  const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const sample: Sample = {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    ...(await sizes(lhr)),
  };
  return { sample, lhr };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each field on its own (not the one "median run"), as the table shows them. */
function medianSample(samples: Sample[]): Sample {
  const out = { ...samples[0]! };
  for (const k of Object.keys(out) as (keyof Sample)[]) out[k] = median(samples.map((s) => s[k]));
  return out;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printTable(results: PageResult[]) {
  const head = ['page', 'variant', 'perf', 'a11y', 'b-p', 'seo', 'LCP ms', 'TBT ms', 'CLS'];
  const widths = [14, 8, 5, 5, 5, 5, 8, 7, 6, 10, 11];
  const row = (cells: string[]) =>
    console.log(
      cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '),
    );
  console.log(
    `\nLighthouse ${results[0]?.lighthouseVersion ?? ''}, mobile, simulated throttling,` +
      ` median of ${RUNS} run(s); JS / CSS = gzip -9 of the script / stylesheet resources`,
  );
  row([...head, 'JS gz KB', 'CSS gz KB']);
  for (const r of results) {
    for (const variant of ['app', 'static'] as const) {
      const m = r[variant].median;
      row([
        variant === 'app' ? r.name : '',
        variant,
        ...CATEGORIES.map((c) => String(m[c])),
        m.lcp.toFixed(0),
        m.tbt.toFixed(0),
        m.cls.toFixed(3),
        kb(m.jsGzip),
        kb(m.cssGzip),
      ]);
    }
  }
  console.log('\nperformance vs the static copy:');
  for (const r of results) {
    const gap = r.static.median.performance - r.app.median.performance;
    console.log(
      `  ${r.name.padEnd(14)} ${gap <= 0 ? 'at or above' : `within ${gap} points of`} the static copy`,
    );
  }
}

interface PageResult extends Page {
  lighthouseVersion: string;
  userAgent: string;
  app: { url: string; median: Sample; runs: Sample[] };
  static: { url: string; median: Sample; runs: Sample[] };
}

/** Runs app and static copy alternately, so drift on the machine hits both alike. */
async function auditPage(page: Page, port: number): Promise<PageResult> {
  const urls: Record<Variant, string> = { app: base + page.path, static: staticBase + page.path };
  const runs: Record<Variant, Sample[]> = { app: [], static: [] };
  let lhr: Result | undefined;
  for (let i = 1; i <= RUNS; i++) {
    for (const variant of ['app', 'static'] as const) {
      const result = await audit(urls[variant], port);
      runs[variant].push(result.sample);
      lhr = result.lhr;
      console.log(
        `${page.name} ${variant} run ${i}/${RUNS}: performance ${result.sample.performance}`,
      );
    }
  }
  return {
    ...page,
    lighthouseVersion: lhr?.lighthouseVersion ?? '',
    userAgent: lhr?.environment.hostUserAgent ?? '',
    app: { url: urls.app, median: medianSample(runs.app), runs: runs.app },
    static: { url: urls.static, median: medianSample(runs.static), runs: runs.static },
  };
}

function writeJson(results: PageResult[]): string {
  const dir = path.resolve('bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    chromePath: CHROME_PATH,
    settings: 'Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU)',
    sizes:
      'jsGzip / cssGzip: gzip -9 of the decoded body of each Script / Stylesheet request in the ' +
      'network-requests audit, summed; jsTransfer / cssTransfer: its transferSize, summed',
    pages: results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-lighthouse-'));
  const server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base });
  let staticServer: Server | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitReady(`${base}/readyz`, server);
    const pages = await findPages();
    staticServer = await startStaticServer(await staticCopies(pages));
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const results: PageResult[] = [];
    for (const page of pages) results.push(await auditPage(page, chrome.port));
    printTable(results);
    console.log(`\nJSON: ${path.relative(process.cwd(), writeJson(results))}`);
  } finally {
    chrome?.kill();
    // Chrome's keep-alive sockets would otherwise hold the static server open.
    staticServer?.closeAllConnections();
    staticServer?.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
