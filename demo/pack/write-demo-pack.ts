/**
 * Writes demo/packs/en.json from a site's export (docs/decisions/049-demo-pack.md): change the demo
 * on a site loaded with it (the studio), export it, then
 *   npm run content:export -- /tmp/site.json && npm run demo:pack -- /tmp/site.json
 * Kept out: pictures (drawn from the rows at seeding, demo/art), what is the site's and not the
 * demo's (notices: the banner is added in the site's language; settings; the home curation) and
 * empty tables (an empty child table would empty the site's own on a second seed). Times of change
 * (created_at, updated_at) go, so the file only changes when the content does; the database
 * gives them at import. exported_at is the newest publication date, not the day it was written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoPackOf, PACKS_DIR, type DemoPack } from './demo-pack.ts';

const source = process.argv[2];
if (source) {
  const site = JSON.parse(await readFile(source, 'utf8')) as DemoPack;
  const target = path.join(PACKS_DIR, 'en.json');
  const prettier = await import('prettier');
  const text = await prettier.format(JSON.stringify(demoPackOf(site)), {
    ...(await prettier.resolveConfig(target)),
    filepath: target,
  });
  await writeFile(target, text);
  console.log(`written: ${path.relative(process.cwd(), target)}`);
}
