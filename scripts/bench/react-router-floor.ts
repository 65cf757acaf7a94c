/**
 * React Router's floor on this machine (docs/decisions/067): what the smallest page of
 * the decided design costs, to set the budgets beside. Builds, in a temporary folder, a
 * React Router app of one route (`<h1>` from a loader, the root's Meta, Links and Scripts) and a
 * second route with 80 <Link>s (about an article page's count), with this project's packages;
 * serves it with @react-router/node's listener on plain node:http (no Fastify, no compression, no
 * session, no database); then autocannon, BENCH_CONNECTIONS (50) connections, BENCH_SECONDS (8)
 * a row after 3 s of warm-up. Prints req/s, latency and the server's CPU per request (/proc).
 * Only ever targets 127.0.0.1; stops by itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { stop, waitReady } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3790);
const base = `http://127.0.0.1:${PORT}`;

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'react-router-floor',
    private: true,
    type: 'module',
    dependencies: {
      '@react-router/node': '*',
      isbot: '*',
      react: '*',
      'react-dom': '*',
      'react-router': '*',
    },
  }),
  'react-router.config.ts': `export default { appDirectory: 'app', ssr: true };`,
  'vite.config.ts': `import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [reactRouter()], logLevel: 'warn' });`,
  'app/routes.ts': `import { index, route } from '@react-router/dev/routes';
export default [index('routes/hello.tsx'), route('links', 'routes/links.tsx')];`,
  'app/root.tsx': `import { Links, Meta, Outlet, Scripts } from 'react-router';
export function Layout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><head><meta charSet="utf-8" /><Meta /><Links /></head><body>{children}<Scripts /></body></html>);
}
export default function App() { return <Outlet />; }`,
  'app/routes/hello.tsx': `export function loader() { return { title: 'Hello' }; }
export default function Hello({ loaderData }: { loaderData: { title: string } }) { return <h1>{loaderData.title}</h1>; }`,
  'app/routes/links.tsx': `import { Link } from 'react-router';
export function loader() {
  return { items: Array.from({ length: 80 }, (_, i) => ({ id: i, title: 'Article number ' + i + ' about dogs and cats' })) };
}
export default function Links_({ loaderData }: { loaderData: { items: { id: number; title: string }[] } }) {
  return (<main><h1>Links</h1><ul>{loaderData.items.map((a) => (<li key={a.id}><Link to={'/article/' + a.id}>{a.title}</Link><p>Some text for item {a.id}, a paragraph of an article card.</p></li>))}</ul></main>);
}`,
  'serve.mjs': `import { createServer } from 'node:http';
import { createRequestListener } from '@react-router/node';
import * as build from './build/server/index.js';
const listener = createRequestListener({ build, mode: 'production' });
const server = createServer((request, response) =>
  request.url === '/readyz' ? response.end('ok') : listener(request, response));
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));`,
};

const dir = mkdtempSync(path.join(tmpdir(), 'pawpedia-rr-floor-'));
try {
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const built = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`react-router build exited with ${built.status}`);
  const server = spawn(process.execPath, ['serve.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  try {
    await waitReady(`${base}/readyz`, server);
    console.log(`React Router's floor: ${CONNECTIONS} connections, ${SECONDS} s a row`);
    for (const [name, url] of [
      ['one route, <h1>', `${base}/`],
      ['80 <Link>s', `${base}/links`],
    ] as const) {
      await autocannon({ url, connections: CONNECTIONS, duration: 3 });
      const before = cpuMs();
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
      const pages = result['2xx'];
      console.log(
        `${name.padEnd(16)} ${(pages / SECONDS).toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}  server CPU ${((cpuMs() - before) / pages).toFixed(2)} ms/request  ${Math.round(result.throughput.total / pages)} bytes`,
      );
    }
  } finally {
    await stop(server);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
