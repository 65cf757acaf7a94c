/**
 * npm run db:seed: migrates, then loads (or refreshes) the demo content in the site's language
 * (SITE_LOCALE: demo/packs/en.json, with demo/packs/<locale>/ applied; docs/decisions/049-demo-pack.md).
 * Safe to run again.
 * With --first-start (npm start, npm run serve, npm run dev): loads it only into an empty embedded
 * database when SEED_ON_START allows, so a fresh clone shows a full portal; the server itself
 * knows nothing of the demo (docs/decisions/029-demo-outside-the-app.md).
 */
import path from 'node:path';
import { isDatabaseEmpty, seedDemoContent } from '../demo/index.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from './open-database.ts';

const firstStart = process.argv.includes('--first-start');
const config = loadConfig();
const locale = config.site.locale;
// A PostgreSQL database is never filled on its own: `npm run db:seed` does it on purpose.
if (!firstStart || (config.seedOnStart && !config.databaseUrl)) {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (!firstStart || (await isDatabaseEmpty(database.db))) {
      if (firstStart) console.log('empty database: loading the demo content');
      await seedDemoContent(database.db, {
        locale,
        mediaDir: path.join(config.dataDir, 'media'),
        log: { info: (message) => console.log(message) },
        banner: { locale, storeUrl: config.site.storeUrls[locale] },
      });
    }
  } finally {
    await database.close();
  }
}
