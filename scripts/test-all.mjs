// npm test: every check and every test, in phases (docs/decisions/039-ci-time.md).
//   1. lint, typecheck, i18n:check and the production build, side by side: each is mostly one
//      thread, and the machine has two cores or more;
//   2. Vitest (npm run test:unit), and beside it, at a lower priority, the demo content that
//      Playwright's servers start from, seeded from the build of phase 1 (docs/decisions/065);
//   3. Playwright on the build of phase 1 (npm run test:e2e without building again).
// Every job runs to its end; side-by-side jobs' output is printed whole when each ends, so lines
// never interleave (Vitest's streams as it runs). A failing job fails the command (exit 1) once
// its phase is over, with its output above the summary; later phases do not start.
import { spawn } from 'node:child_process';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>,
 *   stream?: boolean, nice?: number }} Job
 */

const npm = (script) => ({ name: script, command: 'npm', args: ['run', '--silent', script] });
// The run's e2e locales and template, as playwright.config.ts names them; should they differ, a
// server seeds its own template as before.
const e2eLocales = [...new Set(['en', ...(process.env.E2E_LOCALES ?? 'pt,pt_BR').split(',')])];
const e2eTemplate = path.join(
  tmpdir(),
  `pawpedia-e2e-template-${Number(process.env.E2E_PORT ?? 3100)}-${process.pid}`,
);
/** @type {Job[][]} */
const PHASES = [
  [npm('lint'), npm('typecheck'), npm('i18n:check'), npm('build')],
  [
    { name: 'vitest', command: 'npx', args: ['vitest', 'run'], stream: true },
    {
      name: 'e2e-data',
      command: process.execPath,
      args: ['scripts/e2e-data-dir.mjs', '--templates', e2eTemplate, e2eLocales.join(',')],
      // The servers' environment for their seeding (playwright.config.ts).
      env: { SITE_LOCALE: e2eLocales[0], NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      // Below Vitest, whose tests have time limits: it takes what Vitest leaves idle.
      nice: 10,
    },
  ],
  [
    {
      name: 'playwright',
      command: 'npx',
      args: ['playwright', 'test'],
      env: { E2E_DATA_TEMPLATE: e2eTemplate },
    },
  ],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs a job; alone in its phase (or `stream`) it streams its output, else it keeps it until it ends. */
function run(job, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Kept output keeps its colours when it ends on a terminal.
        ...(process.stdout.isTTY && !alone ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {}),
        ...job.env,
      },
    });
    // Set before the job starts its own processes, which inherit it.
    try {
      if (job.nice && child.pid) setPriority(child.pid, job.nice);
    } catch {
      // Gone already, or not allowed here: it runs at the usual priority.
    }
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const finish = (code) => {
      const result = { name: job.name, ok: code === 0, time: seconds(started) };
      if (!alone) {
        console.log(`\n── ${job.name}: ${result.ok ? 'passed' : 'FAILED'} in ${result.time}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(result);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(signal ? 1 : code));
  });
}

const started = performance.now();
const results = [];
let failed = false;
for (const phase of PHASES) {
  console.log(`\n━━ ${phase.map((job) => job.name).join(', ')}`);
  results.push(
    ...(await Promise.all(phase.map((job) => run(job, phase.length === 1 || !!job.stream)))),
  );
  failed = results.some((result) => !result.ok);
  if (failed) break;
}
console.log('\n━━ npm test');
for (const result of results)
  console.log(`  ${result.ok ? 'passed' : 'FAILED'}  ${result.name.padEnd(12)} ${result.time}`);
console.log(`  ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exitCode = failed ? 1 : 0;
