import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import type { Config } from '../server/config.ts';

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export const openConfiguredDatabase = (config: Config): Promise<Database> =>
  openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
