import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * React Router's route types (`.react-router/types`), which its Vite plugin empties and writes
 * again whenever a dev server starts. Two dev servers starting at once raced there (ENOENT) and
 * failed a CI run, so a worker that serves pages starts its dev server in turn and keeps the turn
 * until its server has written the whole folder again (tests/support/test-app.ts): the folder as
 * `react-router typegen` writes it, taken once per run by the global setup of the "pages" project
 * (vitest.config.ts, docs/decisions/054-ci-time-measured.md).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each file of `.react-router/types` (path inside it) and the SHA-1 of its content. */
    routeTypes?: Record<string, string>;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ROUTE_TYPES_DIR = path.join(ROOT, '.react-router', 'types');

/** Every file of the folder and the SHA-1 of its content; an empty record when there is none. */
export function routeTypesTree(dir = ROUTE_TYPES_DIR): Record<string, string> {
  const tree: Record<string, string> = {};
  if (!existsSync(dir)) return tree;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      tree[path.relative(dir, file)] = createHash('sha1').update(readFileSync(file)).digest('hex');
    } catch {
      // Removed between the listing and the read: the folder is being written, not finished.
    }
  }
  return tree;
}

/** Whether two trees hold the same files with the same contents. */
export function sameTree(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

const LOCK = path.join(ROOT, '.react-router', 'dev-server.lock');
const WAIT_MS = 300_000;

/** Whether the process that holds the lock still runs (a crashed test must not block the rest). */
function holderAlive(): boolean {
  try {
    process.kill(Number(readFileSync(path.join(LOCK, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a dev server (`start`) in turn with every other Vitest worker's: a lock (a folder made
 * exclusively, holding the holder's pid), the route types removed, the server started, then
 * waited for until the folder is whole again as `expected` (the global setup's tree).
 */
export async function inDevServerTurn<T>(
  expected: Record<string, string>,
  start: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (!holderAlive() && existsSync(path.join(LOCK, 'pid'))) {
        rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`no turn to start a dev server: ${LOCK}`);
      await sleep(100);
    }
  }
  try {
    writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
    // Removed first, so that a whole folder can only be this server's writing.
    rmSync(ROUTE_TYPES_DIR, { recursive: true, force: true });
    const started = await start();
    while (!sameTree(routeTypesTree(), expected)) {
      if (Date.now() > deadline)
        throw new Error(`the dev server did not write ${ROUTE_TYPES_DIR} as typegen does`);
      await sleep(50);
    }
    return started;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export default function setup(project: TestProject) {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');
  execFileSync(process.execPath, [bin, 'typegen'], { cwd: ROOT, stdio: 'inherit' });
  project.provide('routeTypes', routeTypesTree());
}
