/**
 * Start and stop the production build (dist/seed.js, dist/server.js) for the benchmarks: a child process on
 * 127.0.0.1 with NODE_ENV=production, on whatever DATA_DIR / DATABASE_URL the caller passes.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/launch-settings.ts';

/** Polls `url` until it answers 2xx; fails early if the server process has exited. */
export async function waitReady(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
}

/**
 * Spawns the built server on 127.0.0.1:`port`, as `npm run serve` does: the demo content first
 * (into an empty embedded database), then the server with the serve script's V8 flags and
 * allocator settings (server/launch-settings.ts). `env` adds to or overrides the defaults.
 */
export function startServer(port: number, env: Record<string, string>): ChildProcess {
  const options: SpawnOptions = {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  };
  const seed = spawnSync(process.execPath, ['dist/seed.js', '--first-start'], options);
  if (seed.status !== 0) throw new Error(`dist/seed.js exited with ${seed.status}`);
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server.js'], {
    ...options,
    env: { ...SERVER_ENV, ...options.env },
  });
}

/**
 * Migrates and loads the demo content into the database of `env` with the built seed (as
 * `npm run db:seed` does): a PostgreSQL database is never filled by the first start.
 */
export function seedDatabase(env: Record<string, string>) {
  const seed = spawnSync(process.execPath, ['dist/seed.js'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error(`dist/seed.js exited with ${seed.status}`);
}

/** SIGTERM, then waits for the exit so the port and DATA_DIR are free afterwards. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
