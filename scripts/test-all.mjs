// npm test: every check and every test, in phases (docs/decisions/039-ci-time.md).
//   1. lint, typecheck, i18n:check and the production build, side by side: each is mostly one
//      thread, and the machine has two cores or more;
//   2. Vitest (npm run test:unit);
//   3. Playwright on the build of phase 1 (npm run test:e2e without building again).
// Every job runs to its end; side-by-side jobs' output is printed whole when each ends, so lines
// never interleave. A failing job fails the command (exit 1) once its phase is over, with its
// output above the summary; later phases do not start.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, command: string, args: string[] }} Job */

const npm = (script) => ({ name: script, command: 'npm', args: ['run', '--silent', script] });
/** @type {Job[][]} */
const PHASES = [
  [npm('lint'), npm('typecheck'), npm('i18n:check'), npm('build')],
  [{ name: 'vitest', command: 'npx', args: ['vitest', 'run'] }],
  [{ name: 'playwright', command: 'npx', args: ['playwright', 'test'] }],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs a job; alone in its phase it streams its output, else it keeps it until it ends. */
function run(job, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Kept output keeps its colours when it ends on a terminal.
      env:
        process.stdout.isTTY && !alone
          ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
          : process.env,
    });
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
  results.push(...(await Promise.all(phase.map((job) => run(job, phase.length === 1)))));
  failed = results.some((result) => !result.ok);
  if (failed) break;
}
console.log('\n━━ npm test');
for (const result of results)
  console.log(`  ${result.ok ? 'passed' : 'FAILED'}  ${result.name.padEnd(12)} ${result.time}`);
console.log(`  ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exitCode = failed ? 1 : 0;
