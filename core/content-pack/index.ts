import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import type { PurgeBus } from '../publishing/purge.ts';
import { exportPack, importPack, PackRefused, type ImportReport } from './pack-engine.ts';
import { createHeldPacks } from './held-packs.ts';
import { DEFAULT_PACK_MAX_MB } from './pack-limits.ts';
import { problemText } from './problem-text.ts';
import { PACK_PARTS } from './pack-tables.ts';
import type { PackPictures } from './pack-pictures.ts';
import { readPack, UnreadablePack } from './read-pack.ts';

export { PackRefused, checkParts, type ImportReport, type PackProblem } from './pack-engine.ts';
export { PACK_PARTS } from './pack-tables.ts';
export { UnreadablePack } from './read-pack.ts';

/** A pack's file larger than CONTENT_PACK_MAX_MB: refused before it is read (docs/decisions/069). */
export class PackTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`content pack larger than ${maxBytes} bytes`);
  }
}

export interface ContentPackOptions {
  /** The largest pack's file taken, in bytes (CONTENT_PACK_MAX_MB). */
  maxBytes?: number;
}

/**
 * Content packs (docs/decisions/045 and 069): the site's content out as one JSON
 * document, and into another instance. Used by the studio (admins) and by scripts/content-pack.ts.
 * A pack's file is read off the main thread (read-pack.ts) and its size is bounded, so an import
 * never stalls the other requests for long.
 */
export function createContentPackServices(
  db: Db,
  purge: PurgeBus,
  pictures: PackPictures,
  t: (key: string, values?: Record<string, string | number>) => string = (key) => key,
  options: ContentPackOptions = {},
) {
  const held = createHeldPacks(path.join(tmpdir(), 'pawpedia-content-packs'));
  const maxBytes = options.maxBytes ?? DEFAULT_PACK_MAX_MB * 1024 * 1024;
  /** A pack's file read and imported; refused packs throw PackRefused with every problem. */
  const importFile = async (
    bytes: Uint8Array,
    options: { dryRun: boolean; actor: number | null },
  ): Promise<ImportReport> => {
    if (bytes.byteLength > maxBytes) throw new PackTooLarge(maxBytes);
    const read = await readPack(bytes);
    const { report, afterCommit } = await importPack(
      db,
      pictures,
      read.document,
      options,
      read.pictures,
    );
    for (const write of afterCommit) await write();
    if (!options.dryRun) purge.announce({ kind: 'site' });
    return report;
  };
  return {
    parts: PACK_PARTS,
    /** The largest pack's file taken, in bytes. */
    bodyLimit: maxBytes,
    /** Why a pack's file too large is refused, in the site's language. */
    tooLargeMessage: () =>
      t('studio_content.too_large', { max: Math.round(maxBytes / (1024 * 1024)) }),
    /** Checked packs waiting for their confirmation (the studio's screen, without scripts). */
    held,
    export: (only?: readonly string[]) => exportPack(db, pictures, { only }),
    import: importFile,
    /** The same, answering a refused pack with its problems in the site's language. */
    async importChecked(
      bytes: Uint8Array,
      options: { dryRun: boolean; actor: number | null },
    ): Promise<
      | { ok: true; report: ImportReport }
      | { ok: false; status: 413 | 422; message: string; problems: string[] }
    > {
      try {
        return { ok: true, report: await importFile(bytes, options) };
      } catch (error) {
        if (error instanceof PackTooLarge)
          return { ok: false, status: 413, message: this.tooLargeMessage(), problems: [] };
        if (error instanceof UnreadablePack)
          return {
            ok: false,
            status: 422,
            message: t(
              error.reason === 'not_json' ? 'studio_content.not_json' : 'studio_content.too_deep',
            ),
            problems: [],
          };
        if (!(error instanceof PackRefused)) throw error;
        return {
          ok: false,
          status: 422,
          message: t('studio_content.refused'),
          problems: error.problems.map((problem) => problemText(t, problem)),
        };
      }
    },
  };
}
