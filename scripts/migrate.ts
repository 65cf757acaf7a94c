/** npm run db:migrate: applies pending migrations (the server also does this at start). */
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from './open-database.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log(`migrations applied (${database.engine})`);
} finally {
  await database.close();
}
