/**
 * Content packs from the command line (docs/decisions/045):
 *   npm run content:export -- <file> [--only breeds,products]
 *   npm run content:import -- <file> [--dry-run]
 *   npm run content:schema            (writes docs/content-pack.schema.json)
 * The database and DATA_DIR are the configured ones (.env or the environment), as for the server.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createContentPackServices, checkParts, PACK_PARTS } from '../core/content-pack/index.ts';
import { contentPackJsonSchema } from '../core/content-pack/pack-format.ts';
import { createPackPictures } from '../core/content-pack/pack-pictures.ts';
import {
  createDatabaseMediaStore,
  createDiskMediaStore,
} from '../core/media/library/media-store.ts';
import { createPurgeBus } from '../core/publishing/purge.ts';
import { messagesFor, translator } from '../core/site/messages.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from './open-database.ts';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { only: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});

if (command === 'schema') {
  const file = fileURLToPath(new URL('../docs/content-pack.schema.json', import.meta.url));
  // Formatted as the repository's other files (npm run format:check).
  const prettier = await import('prettier');
  const text = await prettier.format(JSON.stringify(contentPackJsonSchema()), {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  });
  await writeFile(file, text);
  console.log(`written: ${path.relative(process.cwd(), file)}`);
  process.exit(0);
}

const file = positionals[0];
if ((command !== 'export' && command !== 'import') || !file) {
  console.error(
    'usage: npm run content:export -- <file> [--only a,b]  |  npm run content:import -- <file> [--dry-run]',
  );
  process.exit(2);
}

const config = loadConfig();
const t = translator(messagesFor(config.site.locale));
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const mediaDir = path.join(config.dataDir, 'media');
  const store =
    database.engine === 'postgres'
      ? createDatabaseMediaStore(database.db)
      : createDiskMediaStore(path.join(mediaDir, 'library'));
  // Other instances see the change through the content version (migration 0006) within seconds.
  const packs = createContentPackServices(
    database.db,
    createPurgeBus(),
    createPackPictures(mediaDir, store),
    t,
    { maxBytes: config.contentPackMaxBytes },
  );
  if (command === 'export') {
    const only = (values.only ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const unknown = checkParts(only);
    if (unknown.length) {
      console.error(`unknown part(s): ${unknown.join(', ')}; known: ${PACK_PARTS.join(', ')}`);
      process.exitCode = 2;
    } else {
      const pack = await packs.export(only);
      await writeFile(file, JSON.stringify(pack));
      const rows = Object.values(pack.tables).reduce((n, list) => n + (list?.length ?? 0), 0);
      console.log(
        `exported ${rows} rows and ${Object.keys(pack.pictures).length} pictures to ${file}`,
      );
    }
  } else {
    // Refused before it is read when larger than CONTENT_PACK_MAX_MB (decision 069).
    const size = (await stat(file)).size;
    const result =
      size > packs.bodyLimit
        ? ({ ok: false, message: packs.tooLargeMessage(), problems: [] } as const)
        : await packs.importChecked(await readFile(file), {
            dryRun: values['dry-run'],
            actor: null,
          });
    if (result.ok) {
      const { report } = result;
      console.log(report.dry_run ? 'dry run: nothing was changed' : 'imported');
      for (const [name, c] of Object.entries(report.tables))
        console.log(
          `${name.padEnd(20)} created ${c.created}, changed ${c.changed}, unchanged ${c.unchanged}, removed ${c.removed}`,
        );
      console.log(`pictures: ${report.pictures}`);
    } else {
      console.error(result.message);
      for (const problem of result.problems) console.error(`- ${problem}`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
