/** npm run db:seed: migrates, then loads (or refreshes) the demo content. Safe to run again. */
import path from 'node:path';
import { seedDemoContent } from '../core/demo/seed-demo-content.ts';
import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../server/config.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
try {
  await database.migrate();
  await seedDemoContent(database.db, {
    mediaDir: path.join(config.dataDir, 'media'),
    log: { info: (message) => console.log(message) },
  });
} finally {
  await database.close();
}
