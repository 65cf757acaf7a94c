import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as loopTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as the domain sees it: the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction of it: what a write that may be part of a larger one takes. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Answers when the database does: for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  // Bundled server (dist/server.js) and source (db/client.ts) both sit one level below the root.
  '..',
  'db',
  'migrations',
);

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | null;
  /** Directory for the PGlite data; absent means in memory. */
  pgliteDir?: string | null;
  /** A PGlite dump (dumpDataDir) to start from instead of an empty database: tests' templates. */
  loadDataDir?: Blob | null;
  /** pg pool size */
  poolSize?: number;
  /**
   * Called with every statement Drizzle sends (its logger): tests count a page's queries against
   * its budget (docs/decisions/051-render-cost.md).
   */
  onQuery?: (query: string) => void;
}

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * PGlite's server settings. PostgreSQL's default shared_buffers (128MB) lives inside PGlite's
 * WebAssembly memory, which is touched at start and never given back: with 16MB the embedded
 * instance starts ~120 MB smaller, and the demo's working set still fits (the rest of a table is
 * one read away, from the OS's file cache). Measured in docs/decisions/053-memory-budgets.md.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** Drizzle's logger option when a caller listens to the statements; none otherwise. */
const queryLogger = ({ onQuery }: DatabaseOptions) =>
  onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Without a limit, a connection attempt to an unreachable server (or a wait for a busy
      // pool) never ends: after 5 s it fails, and the request is a 503 (db/unreachable.ts).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client erroring (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Nor a client checked out but between queries when the server goes away (a transaction
    // awaiting other work): its holder's next query fails instead, and the request is a 503.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, ...queryLogger(options) }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  // The embedded engine's modules load only when it is the one used: a PostgreSQL instance never
  // holds them (docs/decisions/064-native-memory-and-lazy-modules.md).
  const [
    { PGlite },
    { pg_trgm },
    { unaccent },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  // PGlite runs every statement on this thread, one at a time. Queries waiting for their turn
  // would each start in the microtask that ends the one before, so a queue of them held the event
  // loop for seconds under load: no request was read and no 503 sent meanwhile. A query that
  // would extend such a run past PGLITE_RUN_MS first lets the loop take its turn
  // (docs/decisions/022-load-shedding-and-degraded-modes.md).
  const runExclusive = client._runExclusiveQuery.bind(client);
  let runStart = performance.now();
  client._runExclusiveQuery = (query) =>
    runExclusive(async () => {
      if (performance.now() - runStart > PGLITE_RUN_MS) {
        await loopTurn();
        runStart = performance.now();
      }
      return query();
    });
  const db = drizzlePglite(client, { schema, ...queryLogger(options) }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * The longest run of PGlite queries, back to back on this thread, before the event loop gets a
 * turn (read new requests, send answers). Measured under 200 connections (decision 022).
 */
export const PGLITE_RUN_MS = 20;

/** Rows of a raw SQL query, on either engine (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw SQL query run as a named prepared statement, for the few queries run on nearly
 * every request (search). On PostgreSQL each pooled connection parses it once, and plans it once
 * when PostgreSQL finds a generic plan no dearer than planning every call (plan_cache_mode auto,
 * the default). A name must always come with the same SQL text; only the parameters change.
 * PGlite ignores the name.
 */
export async function queryNamedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
