/**
 * Importing a large content pack while the site answers (docs/decisions/069): the demo site's
 * pack, exported from the production build on PostgreSQL (a scratch database from
 * BENCH_DATABASE_URL or TEST_DATABASE_URL), its largest pictures swapped for noisy ones of the
 * same kind until the file is BENCH_PACK_MB (default 60) megabytes, then posted over HTTP by an
 * admin while another loop asks `/healthz` every 20 ms. Prints the import's time and answer, the
 * server's peak RSS, and `/healthz`'s p50 / p99 / max with when the slowest one began. Stops by
 * itself after the import.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { withScratchDatabase } from './scratch-database.ts';
import { seedDatabase, startServer, stop, waitReady } from './server.ts';
import { percentile } from './stats.ts';
import { createBenchEditor, StudioClient } from './studio-editor.ts';

const PORT = 3717;
const base = `http://127.0.0.1:${PORT}`;
const TARGET_BYTES = Number(process.env.BENCH_PACK_MB ?? 60) * 1024 * 1024;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** A picture of noise in the format its path names: sizes that do not compress away. */
async function noisy(publicPath: string): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const image = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
  if (publicPath.endsWith('.png')) return image.png().toBuffer();
  if (/\.jpe?g$/.test(publicPath)) return image.jpeg({ quality: 95 }).toBuffer();
  return image.webp({ quality: 95 }).toBuffer();
}

/** The largest pictures of the pack replaced until its JSON is about TARGET_BYTES long. */
async function enlarge(pack: { pictures: Record<string, string> }, size: number) {
  const byLength = Object.entries(pack.pictures)
    .filter(([p]) => /\.(png|jpe?g|webp)$/.test(p))
    .sort((a, b) => b[1].length - a[1].length);
  for (const [picturePath, old] of byLength) {
    if (size >= TARGET_BYTES) break;
    const next = (await noisy(picturePath)).toString('base64');
    pack.pictures[picturePath] = next;
    size += next.length - old.length;
  }
}

/** The server's peak resident memory, from /proc (Linux), in MB. */
function peakRssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

await withScratchDatabase(ADMIN_URL, async (url) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-bench-pack-'));
  const sessionSecret = randomBytes(32).toString('hex');
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, SESSION_SECRET: sessionSecret };
  seedDatabase(env);
  const token = await createBenchEditor(env, sessionSecret, 'admin');
  const server = startServer(PORT, env);
  try {
    await waitReady(`${base}/readyz`, server);
    const client = await new StudioClient(base, token).start();
    const exported = await client.request<{ pictures: Record<string, string> }>(
      'GET',
      '/api/studio/content/export',
    );
    if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
    const pack = exported.body;
    const demoBytes = JSON.stringify(pack).length;
    await enlarge(pack, demoBytes);
    const body = JSON.stringify(pack);
    const bytes = Buffer.from(body);
    const pictures = Object.keys(pack.pictures).length;
    console.log(
      `pack: ${(body.length / 1e6).toFixed(1)} MB (demo ${(demoBytes / 1e6).toFixed(1)} MB), ${pictures} pictures`,
    );

    const started = performance.now();
    const health: { at: number; ms: number }[] = [];
    let importing = true;
    const ask = async () => {
      while (importing) {
        const at = performance.now();
        await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
        health.push({ at: at - started, ms: performance.now() - at });
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const asking = ask();
    // The body is the JSON made above: stringifying it here would stall this process's own loop.
    const answer = await client.request<unknown>('POST', '/api/studio/content/import', bytes);
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    await asking;
    const sorted = health.map((h) => h.ms).sort((a, b) => a - b);
    const slowest = health.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(
      `import: ${answer.status} in ${seconds.toFixed(1)} s; peak RSS ${peakRssMb(server.pid)} MB`,
    );
    console.log(
      `/healthz (${sorted.length} asked): p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${slowest.ms.toFixed(0)} ms at ${(slowest.at / 1000).toFixed(1)} s`,
    );
    for (const h of health.filter((x) => x.ms > 200))
      console.log(`  slow: ${h.ms.toFixed(0)} ms at ${(h.at / 1000).toFixed(1)} s`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
