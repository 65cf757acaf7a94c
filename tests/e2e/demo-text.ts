import type { Locale } from '../../core/site/locale.ts';
import { demoPack, type DemoPack } from '../../demo/pack/demo-pack.ts';

const packs = new Map<Locale, DemoPack>();

/**
 * A demo text as a server of that locale shows it: the demo pack with the locale's overlays
 * (demo/packs, docs/decisions/049-demo-pack.md), so a test expects Portuguese once the overlays
 * say it, and English where they do not. `identity` finds the row, e.g. `{ id_product: 3 }`.
 */
export function demoText(
  locale: Locale,
  table: string,
  identity: Record<string, unknown>,
  column: string,
): string {
  if (!packs.has(locale)) packs.set(locale, demoPack(locale));
  const row = packs
    .get(locale)!
    .tables[table]?.find((r) => Object.entries(identity).every(([k, v]) => r[k] === v));
  const value = row?.[column];
  if (typeof value !== 'string')
    throw new Error(`no text ${table}.${column} for ${JSON.stringify(identity)} in ${locale}`);
  return value;
}
