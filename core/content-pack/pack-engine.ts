// Over 300 lines on purpose: the import's checks, writes and turns share one transaction's state.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { audit } from '../shared/audit.ts';
import { packColumns, primaryKeyOf, type PackColumn } from './pack-columns.ts';
import {
  contentPackSchema,
  PACK_FORMAT,
  PACK_FORMAT_VERSION,
  PICTURE_PATH,
  SCHEMA_VERSION,
  type ContentPack,
  type PackRow,
} from './pack-format.ts';
import { picturePaths, twinOf, type PackPictures } from './pack-pictures.ts';
import { sanitizeHtmlField } from '../shared/markdown.ts';
import { checkPackPicture, type CheckedPicture } from './pack-picture-check.ts';
import { rowIssues } from './pack-rules.ts';
import { PACK_PARTS, PACK_TABLES, packTable, type PackTable } from './pack-tables.ts';

/** One thing wrong with a pack; the studio and the command line word it from `code`. */
export interface PackProblem {
  code:
    | 'not_a_pack'
    | 'format_version'
    | 'newer_schema'
    | 'invalid'
    | 'duplicate'
    | 'missing_reference'
    | 'picture';
  table?: string;
  /** The row's natural key, e.g. `labrador-retriever / description`, or its place `#3`. */
  row?: string;
  field?: string;
  value?: string;
  /** What is wrong, as a catalog key (the studio's own message for the field), shown as value. */
  message?: string;
}

export class PackRefused extends Error {
  constructor(readonly problems: PackProblem[]) {
    super(`content pack refused: ${problems.length} problem(s)`);
  }
}

export interface TableChanges {
  created: number;
  changed: number;
  unchanged: number;
  /** Rows of a parent in the pack that the pack no longer has (a product out of a kit). */
  removed: number;
}

export interface ImportReport {
  dry_run: boolean;
  tables: Record<string, TableChanges>;
  pictures: number;
}

/** The parts a pack may be limited to; unknown names are refused before anything is read. */
export function checkParts(only: readonly string[]): string[] {
  return only.filter((name) => !PACK_PARTS.includes(name));
}

const columnsOf = new Map(PACK_TABLES.map((t) => [t.name, packColumns(t)]));
const cols = (table: PackTable) => columnsOf.get(table.name)!;

/** The columns that identify a row in its own database (its primary key, one or more). */
function identityOf(table: PackTable): { property: string; column: PgColumn }[] {
  const config = getTableConfig(table.table);
  const composite = config.primaryKeys[0]?.columns.map((c) => c.name);
  return Object.entries(table.table as unknown as Record<string, PgColumn>)
    .filter(([, c]) => c && typeof c === 'object' && 'columnType' in c)
    .filter(([, c]) => (composite ? composite.includes(c.name) : c.primary))
    .map(([property, column]) => ({ property, column }));
}

/** JSON with sorted object keys: two rows are the same when these are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const keyOf = (table: PackTable, row: PackRow) => canonical(table.key.map((k) => row[k] ?? null));
/** A row's natural key for people, e.g. `labrador-retriever / description` (a long text cut). */
const labelOf = (table: PackTable, row: PackRow) => {
  const label = table.key.map((k) => String(row[k] ?? '')).join(' / ');
  return label.length > 60 ? `${label.slice(0, 59)}…` : label;
};

/** The problems listed at most: enough to fix a pack, never a page of thousands. */
const MAX_PROBLEMS = 50;

/** Rows checked between two turns of the event loop. */
const ROWS_PER_TURN = 200;

/**
 * Every rule of the studio that a row breaks (pack-rules.ts), naming the table, the row and the
 * field; at most `max` of them. Gives the event loop a turn now and then: a pack has thousands
 * of rows.
 */
async function ruleProblems(pack: ContentPack, max = MAX_PROBLEMS): Promise<PackProblem[]> {
  const problems: PackProblem[] = [];
  let checked = 0;
  for (const table of PACK_TABLES) {
    for (const row of (pack.tables[table.name] ?? []) as PackRow[]) {
      for (const issue of rowIssues(table.name, row))
        problems.push({
          code: 'invalid',
          table: table.name,
          row: labelOf(table, row),
          field: issue.field,
          message: issue.message,
        });
      if (problems.length >= max) return problems.slice(0, max);
      if (++checked % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return problems;
}

/** Natural key ↔ database id of the tables others point at, kept current while importing. */
class KeyMaps {
  private byId = new Map<string, Map<unknown, unknown>>();
  private byKey = new Map<string, Map<string, unknown>>();

  constructor(private readonly db: Db) {}

  async load(name: string): Promise<void> {
    if (this.byId.has(name)) return;
    const table = packTable(name);
    const pk = primaryKeyOf(table);
    const keyColumn = cols(table).find((c) => c.field === table.key[0])!;
    const rows = await this.db.select({ id: pk.column, key: keyColumn.column }).from(table.table);
    this.byId.set(name, new Map());
    this.byKey.set(name, new Map());
    for (const row of rows) this.add(name, row.id, row.key);
  }

  add(name: string, id: unknown, key: unknown): void {
    this.byId.get(name)?.set(id, key);
    this.byKey.get(name)?.set(canonical(key), id);
  }

  keyFor = (name: string, id: unknown) => this.byId.get(name)?.get(id);
  idFor = (name: string, key: unknown) => this.byKey.get(name)?.get(canonical(key));
}

/** A database row as the pack writes it. */
function packRowOf(table: PackTable, row: Record<string, unknown>, keys: KeyMaps): PackRow {
  const out: PackRow = {};
  for (const c of cols(table)) {
    let value = row[c.property] ?? null;
    if (c.reference && value !== null) value = keys.keyFor(c.reference.to, value) ?? null;
    if (value instanceof Date) value = value.toISOString();
    out[c.field] = value;
  }
  return out;
}

/** A pack value as it compares with the database's (instants in one spelling). */
function normalised(c: PackColumn, value: unknown): unknown {
  if (c.column.columnType === 'PgTimestamp' && typeof value === 'string')
    return new Date(value).toISOString();
  return value;
}

async function loadReferences(table: PackTable, keys: KeyMaps) {
  for (const r of table.references ?? []) await keys.load(r.to);
}

/** The site's content as a pack: the whole site, or the parts named (with their own rows). */
export async function exportPack(
  db: Db,
  pictures: PackPictures,
  options: { only?: readonly string[] } = {},
): Promise<ContentPack> {
  const only = options.only?.length ? options.only : null;
  const chosen = PACK_TABLES.filter((t) => !only || only.includes(t.parent ?? t.name));
  const keys = new KeyMaps(db);
  const tables: Record<string, PackRow[]> = {};
  const used = new Set<string>();
  for (const table of chosen) {
    await loadReferences(table, keys);
    const order = identityOf(table).map((i) => i.column);
    const rows = await db
      .select()
      .from(table.table)
      .orderBy(...order);
    tables[table.name] = rows.map((row) => packRowOf(table, row, keys));
    picturePaths(tables[table.name], used);
  }
  const files: Record<string, string> = {};
  for (const publicPath of [...used].sort()) {
    for (const file of [publicPath, twinOf(publicPath)]) {
      const bytes = await pictures.read(file);
      if (bytes) files[file] = bytes.toString('base64');
    }
  }
  return {
    format: PACK_FORMAT,
    format_version: PACK_FORMAT_VERSION,
    schema_version: SCHEMA_VERSION,
    exported_at: new Date().toISOString(),
    ...(only ? { only: [...only] } : {}),
    tables,
    pictures: files,
  };
}

/** Reads what a file claims to be a pack, or says everything wrong with it. */
export function parsePack(input: unknown): ContentPack {
  const head = (input ?? {}) as Record<string, unknown>;
  if (typeof input !== 'object' || head.format !== PACK_FORMAT)
    throw new PackRefused([{ code: 'not_a_pack' }]);
  if (head.format_version !== PACK_FORMAT_VERSION)
    throw new PackRefused([{ code: 'format_version', value: String(head.format_version) }]);
  if (typeof head.schema_version === 'number' && head.schema_version > SCHEMA_VERSION)
    throw new PackRefused([{ code: 'newer_schema', value: String(head.schema_version) }]);
  const parsed = contentPackSchema.safeParse(input);
  if (!parsed.success)
    throw new PackRefused(
      parsed.error.issues.slice(0, 50).map((issue) => {
        const [section, tableName, index, field] = issue.path.map(String);
        return section === 'tables'
          ? {
              code: 'invalid',
              table: tableName,
              row: index === undefined ? undefined : `#${Number(index) + 1}`,
              field,
              value: issue.message,
            }
          : { code: 'invalid', field: issue.path.join('.'), value: issue.message };
      }),
    );
  return parsed.data;
}

/** Every duplicate and every reference that points at nothing, in the pack or on the site. */
async function findProblems(pack: ContentPack, keys: KeyMaps): Promise<PackProblem[]> {
  const problems: PackProblem[] = [];
  const packKeys = new Map<string, Set<string>>();
  for (const table of PACK_TABLES) {
    const rows = pack.tables[table.name];
    if (!rows) continue;
    const seen = new Set<string>();
    for (const row of rows as PackRow[]) {
      const key = keyOf(table, row);
      if (seen.has(key))
        problems.push({ code: 'duplicate', table: table.name, row: labelOf(table, row) });
      seen.add(key);
    }
    packKeys.set(table.name, seen);
  }
  for (const table of PACK_TABLES) {
    const rows = pack.tables[table.name] as PackRow[] | undefined;
    if (!rows) continue;
    await loadReferences(table, keys);
    for (const row of rows) {
      for (const r of table.references ?? []) {
        const value = row[r.as];
        if (value === null || value === undefined) continue;
        const inPack = packKeys.get(r.to)?.has(canonical([value]));
        if (!inPack && keys.idFor(r.to, value) === undefined)
          problems.push({
            code: 'missing_reference',
            table: table.name,
            row: labelOf(table, row),
            field: r.as,
            value: String(value),
          });
      }
    }
  }
  return problems;
}

/**
 * Every picture decoded and encoded again, one at a time (pack-picture-check.ts); a picture that
 * is not what its name says is a problem. Returns the bytes to write, by path.
 */
async function checkPictures(
  pack: ContentPack,
  decoded: ReadonlyMap<string, Buffer>,
  problems: PackProblem[],
) {
  const files = new Map<string, CheckedPicture & { ok: true }>();
  const check = async (publicPath: string, bytes: Buffer) => {
    // Refused already: enough is listed to fix it (as ruleProblems), the rest is not decoded.
    if (problems.length >= MAX_PROBLEMS) return;
    const checked = await checkPackPicture(publicPath, bytes);
    if (checked.ok) files.set(publicPath, checked);
    else problems.push({ code: 'picture', field: publicPath, message: checked.message });
  };
  // Read by readPack (read-pack.ts): its paths were not seen by the pack's schema yet.
  for (const [publicPath, bytes] of decoded) {
    if (PICTURE_PATH.test(publicPath)) await check(publicPath, bytes);
    else
      problems.push({ code: 'invalid', field: `pictures.${publicPath}`, message: 'forms.invalid' });
  }
  for (const [publicPath, base64] of Object.entries(pack.pictures))
    await check(publicPath, Buffer.from(base64, 'base64'));
  return files;
}

/**
 * What the studio does to a row as it saves it, done to the pack's: a static page's HTML field
 * sanitised (decision 043), a library picture's row telling the size of the bytes written, an
 * edition that was on its way made a draft or sent.
 */
function madeAsTheStudioSaves(
  pack: ContentPack,
  files: Map<string, CheckedPicture & { ok: true }>,
): void {
  for (const page of (pack.tables.static_pages ?? []) as PackRow[])
    if (typeof page.html === 'string') page.html = sanitizeHtmlField(page.html) || null;
  // An edition waiting to go, or going, on the old site: its sending job and deliveries stay
  // there (decision 078), so here it is a draft to schedule again, or sent.
  for (const edition of (pack.tables.newsletter_editions ?? []) as PackRow[]) {
    if (edition.state === 'scheduled')
      Object.assign(edition, { state: 'draft', scheduled_at: null });
    if (edition.state === 'sending')
      Object.assign(edition, {
        state: 'sent',
        sent_at: edition.sent_at ?? edition.sending_at ?? null,
      });
  }
  for (const row of (pack.tables.media ?? []) as PackRow[]) {
    const file = files.get(String(row.path));
    if (file)
      Object.assign(row, { bytes: file.bytes.length, width: file.width, height: file.height });
  }
}

class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/**
 * Imports a pack in one transaction (docs/decisions/045): rows are matched on natural keys and
 * created or changed, never deleted, except a parent's own rows the pack no longer lists. A pack
 * with any problem changes nothing; a dry run does everything, reports, and rolls back.
 * Returns the report and the file writes to run after the commit.
 */
export async function importPack(
  db: Db,
  pictures: PackPictures,
  input: unknown,
  options: { dryRun: boolean; actor: number | null },
  /** The pictures' bytes when the file was read by readPack (read-pack.ts), by path. */
  decoded: ReadonlyMap<string, Buffer> = new Map(),
): Promise<{ report: ImportReport; afterCommit: (() => Promise<void>)[] }> {
  const pack = parsePack(input);
  const problems = await ruleProblems(pack);
  const files = await checkPictures(pack, decoded, problems);
  if (problems.length) throw new PackRefused(problems);
  madeAsTheStudioSaves(pack, files);
  const afterCommit: (() => Promise<void>)[] = [];
  try {
    const report = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const keys = new KeyMaps(tx);
      const problems = await findProblems(pack, keys);
      if (problems.length) throw new PackRefused(problems);

      const report: ImportReport = { dry_run: options.dryRun, tables: {}, pictures: 0 };
      const patches: (() => Promise<void>)[] = [];
      const written = new Set<string>();
      for (const table of PACK_TABLES) {
        const rows = pack.tables[table.name] as PackRow[] | undefined;
        if (!rows) continue;
        report.tables[table.name] = await importTable(tx, table, rows, {
          pack,
          keys,
          written,
          patches,
          dryRun: options.dryRun,
        });
        written.add(table.name);
      }
      for (const patch of patches) await patch();

      for (const [publicPath, { bytes }] of files) {
        const later = await pictures.write(tx, publicPath, bytes);
        if (later) afterCommit.push(later);
        report.pictures += 1;
      }
      await audit(tx, {
        actor: options.actor,
        // (A dry run's entry goes with its rollback.)
        action: 'content.import',
        subjectType: 'content',
        details: { ...report, only: pack.only ?? null, exported_at: pack.exported_at },
      });
      if (options.dryRun) throw new DryRunDone(report);
      return report;
    });
    return { report, afterCommit };
  } catch (error) {
    if (error instanceof DryRunDone) return { report: error.report, afterCommit: [] };
    throw error;
  }
}

async function importTable(
  tx: Db,
  table: PackTable,
  rows: PackRow[],
  run: {
    pack: ContentPack;
    keys: KeyMaps;
    /** The tables of the pack written so far. */
    written: Set<string>;
    /** References to rows written later, set at the end. */
    patches: (() => Promise<void>)[];
    dryRun: boolean;
  },
): Promise<TableChanges> {
  const { pack, keys, written, patches } = run;
  const changes: TableChanges = { created: 0, changed: 0, unchanged: 0, removed: 0 };
  const columns = cols(table);
  const idColumn = table.keepId ? primaryKeyOf(table) : null;
  /** An existing row keeps its own id: the pack's is only a wish for new rows. */
  const isId = (c: PackColumn) => c.property === idColumn?.property;
  const identity = identityOf(table);
  const referenced = PACK_TABLES.some((t) => t.references?.some((r) => r.to === table.name));
  if (referenced) await keys.load(table.name);
  const hasRevision = 'revision' in table.table;

  const existing = new Map<string, { row: PackRow; where: SQL }>();
  for (const row of await tx.select().from(table.table)) {
    const where = and(
      ...identity.map((i) => eq(i.column, (row as Record<string, unknown>)[i.property])),
    )!;
    const packRow = packRowOf(table, row, keys);
    existing.set(keyOf(table, packRow), { row: packRow, where });
  }

  /** The database values of a pack row; references to tables not written yet come after. */
  const valuesOf = (row: PackRow, later: { c: PackColumn; value: unknown }[]) => {
    const values: Record<string, unknown> = {};
    for (const c of columns) {
      if (!(c.field in row) || isId(c)) continue;
      let value = row[c.field];
      if (c.reference && value !== null && value !== undefined) {
        const to = c.reference.to;
        if (pack.tables[to] && !written.has(to) && to !== table.name) {
          later.push({ c, value });
          continue;
        }
        value = keys.idFor(c.reference.to, value);
      }
      if (c.column.columnType === 'PgTimestamp' && typeof value === 'string')
        value = new Date(value);
      values[c.property] = value;
    }
    return values;
  };
  const patchLater = (where: () => SQL, later: { c: PackColumn; value: unknown }[]) => {
    if (later.length)
      patches.push(async () => {
        const set = Object.fromEntries(
          later.map(({ c, value }) => [c.property, keys.idFor(c.reference!.to, value)]),
        );
        await tx.update(table.table).set(set).where(where());
      });
  };

  const creates: {
    values: Record<string, unknown>;
    row: PackRow;
    later: { c: PackColumn; value: unknown }[];
  }[] = [];
  for (const row of rows) {
    const key = keyOf(table, row);
    const found = existing.get(key);
    const later: { c: PackColumn; value: unknown }[] = [];
    if (found) {
      // Only a time of change differing is no change: a fresh site's settings row, say.
      const same = columns.every(
        (c) =>
          !(c.field in row) ||
          c.field === 'updated_at' ||
          isId(c) ||
          canonical(normalised(c, row[c.field])) === canonical(found.row[c.field]),
      );
      if (same) {
        changes.unchanged += 1;
        continue;
      }
      const values = valuesOf(row, later);
      if (hasRevision) values.revision = sql`${sql.identifier('revision')} + 1`;
      await tx.update(table.table).set(values).where(found.where);
      patchLater(() => found.where, later);
      changes.changed += 1;
    } else {
      creates.push({ values: valuesOf(row, later), row, later });
      changes.created += 1;
    }
  }
  if (idColumn) {
    // The pack's id when free here, else one after every id in use or wished for.
    const taken = new Set<number>(
      [...existing.values()].map(({ row }) => Number(row[idColumn.column.name])),
    );
    const wished = creates.map(({ row }) => row[idColumn.column.name]);
    let next =
      Math.max(0, ...taken, ...wished.filter((id): id is number => typeof id === 'number')) + 1;
    for (const create of creates) {
      const id = create.row[idColumn.column.name];
      const free = typeof id === 'number' && id > 0 && !taken.has(id);
      const chosen = free ? id : next++;
      taken.add(chosen);
      create.values[idColumn.property] = chosen;
    }
  }

  // New rows go in batches: a whole site into an empty database is thousands of them.
  for (let start = 0; start < creates.length; start += 500) {
    const batch = creates.slice(start, start + 500);
    const returned = (await tx
      .insert(table.table)
      .values(batch.map((b) => b.values))
      .returning()) as Record<string, unknown>[];
    batch.forEach((b, i) => {
      const inserted = returned[i]!;
      if (referenced)
        keys.add(table.name, inserted[primaryKeyOf(table).property], b.row[table.key[0]!]);
      patchLater(
        () => and(...identity.map((id) => eq(id.column, inserted[id.property])))!,
        b.later,
      );
    });
  }

  // Ids written by hand (kept, or the row's key: an edition's number) leave a serial's sequence
  // behind: the studio's next row would collide.
  // (Not in a dry run: a sequence does not roll back, and nothing was kept.)
  const serial = idColumn ?? (identity.length === 1 ? identity[0] : undefined);
  const handWritten =
    serial &&
    serial.column.columnType === 'PgSerial' &&
    (idColumn !== null || table.key.includes(serial.column.name));
  if (handWritten && creates.length && !run.dryRun) {
    const name = getTableConfig(table.table).name;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, ${serial.column.name}), (select max(${serial.column}) from ${table.table}))`,
    );
  }
  await table.after?.(tx);

  // A parent's rows the pack no longer lists (a product taken out of a kit) go.
  if (table.parent && pack.tables[table.parent]) {
    const parentRef = table.references!.find((r) => r.to === table.parent)!;
    const parentKeys = new Set(
      (pack.tables[table.parent] as PackRow[]).map((p) =>
        canonical(p[packTable(table.parent!).key[0]!]),
      ),
    );
    const wanted = new Set(rows.map((row) => keyOf(table, row)));
    for (const [key, { row, where }] of existing) {
      if (wanted.has(key) || !parentKeys.has(canonical(row[parentRef.as]))) continue;
      await tx.delete(table.table).where(where);
      changes.removed += 1;
    }
  }
  return changes;
}

/** Row counts of every pack table (tests and the command line's summary). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of PACK_TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(table.table);
    counts[table.name] = Number(row?.n ?? 0);
  }
  return counts;
}
