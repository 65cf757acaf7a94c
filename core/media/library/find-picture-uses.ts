import { or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { PictureUse, PictureUseField } from './library-rules.ts';
import { libraryName } from './media-store.ts';
import { PICTURE_USE_SOURCES, type PictureUseSource } from './picture-use-sources.ts';

/** What the site shows now that is not a row of its own: the logo of the environment's default. */
export interface LivePictures {
  logoPath?: string | null;
}

/**
 * What a row's text is searched for: a library picture's file name (128 random bits, so it
 * matches nothing else), which also finds it in a variant's address (`/img/w/640/webp/media/...`),
 * an absolute address or JSON; any other path as it is.
 */
const tokenOf = (publicPath: string) => libraryName(publicPath) ?? publicPath;

/** A notice's text as its title: the first words. */
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

type Row = { id: string; title: string } & Record<string, string | null>;

async function rowsOf(
  db: Executor,
  source: PictureUseSource,
  tokens: readonly string[],
): Promise<Row[]> {
  const selection: Record<string, SQL> = {
    id: sql<string>`(${source.id})::text`,
    title: sql<string>`${source.title}`,
  };
  source.fields.forEach(({ column }, i) => {
    selection[`f${i}`] = sql<string | null>`(${column})::text`;
  });
  const conditions = source.fields.flatMap(({ column }) =>
    tokens.map((token) => sql`strpos((${column})::text, ${token}) > 0`),
  );
  const query = db.select(selection).from(source.table).$dynamic();
  const joined = source.join ? query.innerJoin(source.join.table, source.join.on) : query;
  return (await joined.where(or(...conditions)).orderBy(sql`1`)) as Row[];
}

/** The fields of one row that hold the token (a JSON column: by the setting that holds it). */
function fieldsOf(source: PictureUseSource, row: Row, token: string): PictureUseField[] {
  const found: PictureUseField[] = [];
  source.fields.forEach(({ field, json }, i) => {
    const value = row[`f${i}`];
    if (!value?.includes(token)) return;
    if (!json) return found.push(field);
    const parsed = JSON.parse(value) as Record<string, unknown>;
    for (const [name, setting] of Object.entries(parsed))
      if (JSON.stringify(setting).includes(token))
        found.push(name === 'logo_path' ? 'logo' : field);
  });
  return found;
}

function add(list: PictureUse[], use: PictureUse) {
  const same = list.find((u) => u.kind === use.kind && u.id === use.id);
  if (!same) return void list.push(use);
  for (const field of use.fields) if (!same.fields.includes(field)) same.fields.push(field);
}

/**
 * Where each picture is used (docs/decisions/070): the one answer to "where is it used", for the
 * library's list and for the refusal to delete. Every row of every kind, in any state (a draft,
 * an unpublished article, a sent edition whose e-mails show it), by every column of
 * picture-use-sources.ts. Autosaved working copies and past revisions are not uses (decision 036).
 */
export async function findPictureUses(
  db: Executor,
  paths: readonly string[],
  live: LivePictures = {},
): Promise<Map<string, PictureUse[]>> {
  const uses = new Map<string, PictureUse[]>(paths.map((p) => [p, []]));
  if (!paths.length) return uses;
  const tokens = [...new Set(paths.map(tokenOf))];
  // One after another: inside a transaction every query goes through one connection anyway.
  const found: { source: PictureUseSource; rows: Row[] }[] = [];
  for (const source of PICTURE_USE_SOURCES)
    found.push({ source, rows: await rowsOf(db, source, tokens) });
  for (const p of paths) {
    const token = tokenOf(p);
    const list = uses.get(p)!;
    for (const { source, rows } of found)
      for (const row of rows) {
        const fields = fieldsOf(source, row, token);
        if (!fields.length) continue;
        add(list, {
          kind: source.kind,
          id: row.id,
          idArticle: source.kind === 'article' ? Number(row.id) : null,
          title: source.kind === 'notice' ? short(row.title) : row.title,
          fields,
        });
      }
    if (live.logoPath?.includes(token))
      add(list, { kind: 'settings', id: 'site', idArticle: null, title: '', fields: ['logo'] });
  }
  return uses;
}
