import type { PackRow } from '../../core/content-pack/pack-format.ts';
import { slugify } from '../../core/shared/slug.ts';

/**
 * What a translation overlay (demo/packs/<locale>/<table>[.<part>].json) may touch, per pack table
 * (docs/decisions/049-demo-pack.md): the fields that find the row in the English pack, and the
 * text columns it may replace. Deny by default: keys, ids, links, paths, colours, measures,
 * gauges, numbers, dates and search_text (recomputed) are never listed here. A slug is: the
 * address of a breed, article or infographic in the site's language, the English one answering
 * 301 to it (docs/decisions/087-localized-slugs.md); it must be one slugify writes.
 */
export const OVERLAY_TABLES: Record<string, { identity: string[]; columns: string[] }> = {
  breeds: {
    identity: ['key'],
    columns: [
      'name',
      'slug',
      'synonyms',
      'origin',
      'date_origin',
      'race_type',
      'utilizations',
      'abstract',
      'specifics',
    ],
  },
  breed_texts: { identity: ['breed', 'section'], columns: ['content'] },
  articles: {
    identity: ['key'],
    columns: [
      'title',
      'slug',
      'excerpt',
      'content',
      'get_more',
      'image_caption',
      'image_alt',
      'seo_title',
      'seo_description',
      // The sign-off's credentials as the language writes them; the name stays.
      'medical_reviewer_credentials',
    ],
  },
  authors: { identity: ['key'], columns: ['name', 'occupation', 'biography'] },
  infographics: { identity: ['key'], columns: ['title', 'slug', 'facts'] },
  products: {
    identity: ['id_product'],
    columns: ['name', 'title', 'abstract', 'description', 'buy_text', 'from_text'],
  },
  quotes: { identity: ['id_quote'], columns: ['content', 'author'] },
  tips: { identity: ['id_tip'], columns: ['content'] },
  polls: { identity: ['id_poll'], columns: ['question'] },
  poll_options: { identity: ['id_option'], columns: ['label'] },
  notices: { identity: ['id_notice'], columns: ['text', 'link_label'] },
};

/** An overlay file's table: its name up to the first dot (`breed_texts.dogs.json`). */
export const overlayTableOf = (fileName: string) => fileName.replace(/\.json$/, '').split('.')[0]!;

export const identityLabel = (identity: string[], row: PackRow) =>
  identity.map((field) => `${field}=${JSON.stringify(row[field])}`).join(', ');

export const identityOfRow = (identity: string[], row: PackRow) =>
  JSON.stringify(identity.map((field) => row[field] ?? null));

/** What a value is made of, to compare an overlay's with the pack's (`string[]`, objects' keys). */
function shape(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const items = [...new Set(value.map(shape))];
    return items.length ? `${items.join('|')}[]` : 'empty[]';
  }
  if (typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}:${shape(v)}`)
      .sort()
      .join(',')}}`;
  return typeof value;
}

/** An English array's shape accepts an empty overlay array and the same element shape. */
function sameShape(english: unknown, translated: unknown): boolean {
  const a = shape(english);
  const b = shape(translated);
  if (a === b) return true;
  return (
    Array.isArray(english) && Array.isArray(translated) && (a === 'empty[]' || b === 'empty[]')
  );
}

/** Every string inside a value (a specifics list, facts). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * What a translation must keep from the English Markdown: link targets and image paths
 * (`](target …)`, `href`/`src`) and the product cards' `data-id`, in any order.
 */
export function fixedParts(text: string): string[] {
  const parts: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^\s)>]+)/g)) parts.push(`link ${m[1]}`);
  for (const m of text.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/g)) parts.push(`link ${m[1]}`);
  for (const m of text.matchAll(/<[^>]*class="product-card"[^>]*>/g)) {
    const id = /\bdata-id="([^"]*)"/.exec(m[0]);
    parts.push(`product-card ${id?.[1] ?? '?'}`);
  }
  return parts.sort();
}

/**
 * Everything wrong with one overlay file against the English pack, each naming the file and
 * the row: unknown table, not an array, an identity the pack lacks, a column that may not be
 * overlaid, a different type, an empty text, a link, picture or product card changed.
 */
export function checkOverlay(
  fileName: string,
  content: unknown,
  englishTables: Record<string, PackRow[] | undefined>,
): string[] {
  const problems: string[] = [];
  const table = overlayTableOf(fileName);
  const rules = OVERLAY_TABLES[table];
  if (!rules) return [`${fileName}: "${table}" is not a table an overlay may translate`];
  if (!Array.isArray(content)) return [`${fileName}: not a JSON array of rows`];
  const english = new Map(
    (englishTables[table] ?? []).map((row) => [identityOfRow(rules.identity, row), row]),
  );
  const seen = new Set<string>();
  content.forEach((item: unknown, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      problems.push(`${fileName} row #${index + 1}: not an object`);
      return;
    }
    const row = item as PackRow;
    const missing = rules.identity.filter((field) => !(field in row));
    if (missing.length) {
      problems.push(`${fileName} row #${index + 1}: no ${missing.join(', ')} to find the row`);
      return;
    }
    const id = identityOfRow(rules.identity, row);
    const where = `${fileName} row ${identityLabel(rules.identity, row)}`;
    const source = english.get(id);
    if (!source) {
      problems.push(`${where}: no such row in the English pack`);
      return;
    }
    if (seen.has(id)) problems.push(`${where}: listed twice`);
    seen.add(id);
    for (const [column, value] of Object.entries(row)) {
      if (rules.identity.includes(column)) continue;
      if (!rules.columns.includes(column)) {
        problems.push(`${where}: "${column}" may not be translated`);
        continue;
      }
      if (!sameShape(source[column] ?? null, value)) {
        problems.push(
          `${where}: "${column}" is ${shape(value)}, the English one is ${shape(source[column] ?? null)}`,
        );
        continue;
      }
      if (column === 'slug' && (typeof value !== 'string' || !value || slugify(value) !== value)) {
        problems.push(`${where}: "slug" ${JSON.stringify(value)} is not an address's slug`);
        continue;
      }
      if (strings(value).some((s) => s.trim() === ''))
        problems.push(`${where}: "${column}" has an empty text`);
      if (typeof value === 'string' && typeof source[column] === 'string') {
        const want = fixedParts(source[column]);
        const got = fixedParts(value);
        if (want.join('\n') !== got.join('\n'))
          problems.push(
            `${where}: "${column}" must keep the English links, pictures and product cards ` +
              `(${want.join('; ') || 'none'}), has (${got.join('; ') || 'none'})`,
          );
      }
    }
  });
  return problems;
}
