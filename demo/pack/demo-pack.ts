import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentPack, PackRow } from '../../core/content-pack/pack-format.ts';
import { PACK_TABLES, packTable } from '../../core/content-pack/pack-tables.ts';
import { breedSearchText } from '../../core/search/search-text.ts';
import type { Locale } from '../../core/site/locale.ts';
import { checkOverlay, identityOfRow, OVERLAY_TABLES, overlayTableOf } from './overlay-rules.ts';

/** The project root: where package.json is, from the sources (demo/pack/) or the bundle (dist/). */
function rootDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** demo/packs: the English pack (en.json) and a folder of translation overlays per locale. */
export const PACKS_DIR = path.join(rootDir(), 'demo', 'packs');

/** The demo pack as it is read: the format's header and its tables' rows. */
export type DemoPack = ContentPack & { tables: Record<string, PackRow[] | undefined> };

let english: DemoPack | null = null;

/** demo/packs/en.json, read once per process (callers get their own copy). */
export function englishPack(): DemoPack {
  english ??= JSON.parse(readFileSync(path.join(PACKS_DIR, 'en.json'), 'utf8')) as DemoPack;
  return structuredClone(english);
}

/** The overlay files of a locale's folder: name → parsed JSON, in name order. */
export function readOverlays(dir: string): [fileName: string, content: unknown][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown]);
}

export class OverlayRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`translation overlay refused:\n${problems.join('\n')}`);
  }
}

/**
 * The English pack with translation overlays applied (docs/decisions/049-demo-pack.md): each
 * listed row's translated columns replace the English ones; rows not listed stay English. Checked
 * first (checkOverlay): any problem refuses them all. Then what is derived from the text follows:
 * a breed's search_text (as core/search/search-text.ts writes it), and references to a row known
 * by its text (a poll's options name its question).
 */
export function applyOverlays(
  pack: DemoPack,
  overlays: [fileName: string, content: unknown][],
): DemoPack {
  const problems = overlays.flatMap(([name, content]) => checkOverlay(name, content, pack.tables));
  if (problems.length) throw new OverlayRefused(problems);
  const out = structuredClone(pack);
  const renamed = new Map<string, Map<string, unknown>>();
  for (const [name, content] of overlays) {
    const table = overlayTableOf(name);
    const { identity } = OVERLAY_TABLES[table]!;
    const rows = out.tables[table]!;
    const byIdentity = new Map(rows.map((row) => [identityOfRow(identity, row), row]));
    for (const translated of content as PackRow[]) {
      const row = byIdentity.get(identityOfRow(identity, translated))!;
      const keyField = packTable(table).key;
      const before = keyField.length === 1 ? row[keyField[0]!] : undefined;
      Object.assign(row, translated);
      const after = keyField.length === 1 ? row[keyField[0]!] : undefined;
      if (before !== after) {
        if (!renamed.has(table)) renamed.set(table, new Map());
        renamed.get(table)!.set(JSON.stringify(before), after);
      }
    }
  }
  for (const row of out.tables.breeds ?? [])
    row.search_text = breedSearchText({
      name: row.name as string,
      synonyms: row.synonyms as string[],
      origin: row.origin as string,
      raceType: row.race_type as string,
    });
  for (const table of PACK_TABLES)
    for (const reference of table.references ?? []) {
      const names = renamed.get(reference.to);
      if (!names) continue;
      for (const row of out.tables[table.name] ?? []) {
        const key = JSON.stringify(row[reference.as]);
        if (names.has(key)) row[reference.as] = names.get(key);
      }
    }
  return out;
}

/**
 * The demo pack in a site's language: English, or English with demo/packs/<locale>/ applied
 * (`overlaysDir` replaces that folder: tests' own overlays).
 */
export function demoPack(locale: Locale = 'en', options: { overlaysDir?: string } = {}): DemoPack {
  const pack = englishPack();
  if (locale === 'en' && !options.overlaysDir) return pack;
  return applyOverlays(pack, readOverlays(options.overlaysDir ?? path.join(PACKS_DIR, locale)));
}

/** What of a site's export is not the demo's (npm run demo:pack, demo/pack/write-demo-pack.ts). */
const NOT_DEMO = new Set(['notices', 'site_settings', 'home_curation', 'media']);
const VOLATILE = new Set(['created_at', 'updated_at']);

/**
 * The demo pack of a site's export: without pictures, without what is the site's (notices,
 * settings, the home curation, the media library) and empty tables, without times of change;
 * exported_at is its newest publication date.
 */
export function demoPackOf(site: DemoPack): DemoPack {
  const tables: Record<string, PackRow[]> = {};
  let newest = '';
  for (const [name, rows] of Object.entries(site.tables)) {
    if (NOT_DEMO.has(name) || !rows?.length) continue;
    tables[name] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !VOLATILE.has(column))),
    );
    for (const row of rows)
      if (typeof row.published_at === 'string' && row.published_at > newest)
        newest = row.published_at;
  }
  return {
    format: site.format,
    format_version: site.format_version,
    schema_version: site.schema_version,
    exported_at: newest || site.exported_at,
    tables,
    pictures: {},
  };
}

/** One table's rows of the pack (tests read the demo's text through this). */
export const packRows = (pack: DemoPack, table: string): PackRow[] => pack.tables[table] ?? [];
