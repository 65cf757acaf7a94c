/**
 * npm run db:seed: migrates, then loads (or refreshes) the demo content. Safe to run again.
 * With --first-start (npm start, npm run serve, npm run dev): loads it only into an empty embedded
 * database when SEED_ON_START allows, so a fresh clone shows a full portal; the server itself
 * knows nothing of the demo (docs/decisions/029-demo-outside-the-app.md).
 * The browser tests seed one copy for every site language (scripts/e2e-data-dir.mjs): with
 * --without-locale-parts it leaves out what is in the site's language (the banner's message), and
 * each server's copy then gets its own with --locale-parts (docs/decisions/039-ci-time.md).
 */
import path from 'node:path';
import { isDatabaseEmpty, seedDemoContent, seedNotices } from '../demo/index.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from './open-database.ts';

const firstStart = process.argv.includes('--first-start');
const withoutLocaleParts = process.argv.includes('--without-locale-parts');
const localePartsOnly = process.argv.includes('--locale-parts');
const config = loadConfig();
const banner = { locale: config.site.locale, storeUrl: config.site.storeUrls[config.site.locale] };
if (localePartsOnly) {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await seedNotices(database.db, banner);
  } finally {
    await database.close();
  }
  process.exit(0);
}
// A PostgreSQL database is never filled on its own: `npm run db:seed` does it on purpose.
if (!firstStart || (config.seedOnStart && !config.databaseUrl)) {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (!firstStart || (await isDatabaseEmpty(database.db))) {
      if (firstStart) console.log('empty database: loading the demo content');
      await seedDemoContent(database.db, {
        mediaDir: path.join(config.dataDir, 'media'),
        log: { info: (message) => console.log(message) },
        banner: withoutLocaleParts ? null : banner,
      });
    }
  } finally {
    await database.close();
  }
}
