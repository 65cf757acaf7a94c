/** npm run db:migrate: applies pending migrations (the server also does this at start). */
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../server/config.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
try {
  await database.migrate();
  console.log(`migrations applied (${database.engine})`);
} finally {
  await database.close();
}
