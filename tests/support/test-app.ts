import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDemoContent } from '../../demo/index.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { solveBotCheck } from './bot-check.ts';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestApp extends App {
  config: Config;
  database: Database;
  /** A valid bot-check token for an action (register_account, subscribe_newsletter). */
  botCheckToken(action: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh database of its own: in-memory PGlite, or a new database on the PostgreSQL server. */
async function freshDatabase(
  engine: Engine,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `pawpedia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href, poolSize: 4 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  seed?: boolean;
  /** A PostgreSQL database to use as it is, not created nor dropped (a private cluster's). */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Put the page cache in front of the API, as in production (off in most API tests). */
  pageCache?: boolean;
  /** Turns the logger on (at LOG_LEVEL, else `trace`) and writes its lines here. */
  logStream?: { write(line: string): void };
  /**
   * Serve the React Router pages too, rendered by Vite from the sources (development mode, so no
   * production build is needed): slower to boot, for the few tests of pages' status codes.
   */
  pages?: boolean;
  /** Called with the app before it is ready, e.g. to add a route that stands in for a page. */
  beforeReady?: (app: App) => void;
}

/** Boots the real app (API only) on a fresh, migrated and optionally seeded database. */
export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-test-'));
  const config = loadConfig({
    NODE_ENV: options.pages ? 'development' : 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'trace' : 'silent',
    ...options.env,
  });
  const { database, drop } = options.databaseUrl
    ? {
        database: await openDatabase({ url: options.databaseUrl, poolSize: 4 }),
        drop: async () => {},
      }
    : await freshDatabase(engine);
  await database.migrate();
  if (options.seed !== false) await seedDemoContent(database.db);
  const app = await buildApp({
    config,
    database,
    web: options.pages ?? false,
    pageCache: options.pageCache ?? false,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  options.beforeReady?.(app);
  await app.server.ready();
  return {
    ...app,
    config,
    database,
    botCheckToken: (action) => solveBotCheck(app, action),
    close: async () => {
      await app.server.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
