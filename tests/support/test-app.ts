import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ViteDevServer } from 'vite';
import { inject } from 'vitest';
import { seedDemoContent, type SeedOptions } from '../../demo/index.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { ROOT_DIR } from '../../server/root-dir.ts';
import { solveBotCheck } from './bot-check.ts';
import { inDevServerTurn } from './route-types.ts';

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

/**
 * The run's template of a migrated (and seeded) database, made once by the global setup
 * (tests/support/database-templates.ts); undefined when none was made.
 */
function template(engine: Engine, seeded: boolean): string | undefined {
  const templates = inject('databaseTemplates');
  const stage = seeded ? 'seeded' : 'migrated';
  return engine === 'pglite' ? templates?.pglite[stage] : templates?.postgres?.[stage];
}

/**
 * A fresh database of its own, migrated and seeded or migrated only: in-memory PGlite, or a new
 * database on the PostgreSQL server; a copy of the run's template when there is one.
 */
async function freshDatabase(
  engine: Engine,
  seeded: boolean,
  onQuery?: (query: string) => void,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const from = template(engine, seeded);
  if (engine === 'pglite') {
    const database = await openDatabase({
      loadDataDir: from ? new Blob([readFileSync(from)]) : null,
      ...(onQuery ? { onQuery } : {}),
    });
    if (!from) await fillDatabase(database, seeded);
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `pawpedia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.href,
    poolSize: 4,
    ...(onQuery ? { onQuery } : {}),
  });
  if (!from) await fillDatabase(database, seeded);
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

async function fillDatabase(database: Database, seeded: boolean) {
  await database.migrate();
  if (seeded) await seedDemoContent(database.db);
}

export interface TestAppOptions {
  seed?: boolean;
  /**
   * The demo in another language than the templates' English: the app starts migrated only and
   * loads the demo pack with this locale's overlays (`overlaysDir`: a test's own).
   */
  demo?: SeedOptions;
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
  /** Called with every statement the app sends to the database (tests/api/render-cost.pages.test.ts). */
  onQuery?: (query: string) => void;
  /** Called with the app before it is ready, e.g. to add a route that stands in for a page. */
  beforeReady?: (app: App) => void;
}

/**
 * The Vite dev server that the apps serving pages share in this Vitest worker: the "pages"
 * project runs its files without isolation (vitest.config.ts), so the worker's later files find
 * it started. It is started once, in turn with the other workers' (it writes .react-router/types
 * again, route-types.ts). Each app runs the pages' modules afresh with a module runner of its own
 * (server/plugins/react-router-pages.ts): what the apps share is Vite's transforms of the sources,
 * about six seconds of CPU that every pages file spent again (docs/decisions/066). No hot reload:
 * nothing edits the sources during a run.
 */
let sharedDevServer: Promise<ViteDevServer> | undefined;
function pagesDevServer(routeTypes: Record<string, string>): Promise<ViteDevServer> {
  sharedDevServer ??= inDevServerTurn(routeTypes, async () => {
    const { createServer } = await import('vite');
    return createServer({
      root: ROOT_DIR,
      server: { middlewareMode: true, hmr: false, ws: false },
    });
  }).catch((error: unknown) => {
    sharedDevServer = undefined;
    throw error;
  });
  return sharedDevServer;
}

/** Boots the real app (API only) on a fresh, migrated and optionally seeded database. */
export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const routeTypes = options.pages ? inject('routeTypes') : undefined;
  if (options.pages && !routeTypes)
    throw new Error(
      'An app that serves pages starts a Vite dev server, which writes .react-router/types again ' +
        'and must wait for its turn: name the test file *.pages.test.ts so that it runs in the ' +
        '"pages" project, whose global setup knows that folder (vitest.config.ts).',
    );
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
    : await freshDatabase(engine, options.seed !== false && !options.demo, options.onQuery);
  if (options.databaseUrl) await fillDatabase(database, options.seed !== false && !options.demo);
  if (options.demo) await seedDemoContent(database.db, options.demo);
  const devServer = routeTypes ? await pagesDevServer(routeTypes) : undefined;
  const app = await buildApp({
    config,
    database,
    web: options.pages ?? false,
    pageCache: options.pageCache ?? false,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(devServer ? { devServer } : {}),
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
