import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import type { PurgeBus } from '../publishing/purge.ts';
import { exportPack, importPack, PackRefused, type ImportReport } from './pack-engine.ts';
import { createHeldPacks } from './held-packs.ts';
import { problemText } from './problem-text.ts';
import { PACK_PARTS } from './pack-tables.ts';
import type { PackPictures } from './pack-pictures.ts';

export { PackRefused, checkParts, type ImportReport, type PackProblem } from './pack-engine.ts';
export { PACK_PARTS } from './pack-tables.ts';

/** A whole site with its pictures is many megabytes; only admins may send one (decision 045). */
export const PACK_BODY_LIMIT = 512 * 1024 * 1024;

/**
 * Content packs (issue 15, docs/decisions/045): the site's content out as one JSON document, and
 * into another instance. Used by the studio (admins) and by scripts/content-pack.ts.
 */
export function createContentPackServices(
  db: Db,
  purge: PurgeBus,
  pictures: PackPictures,
  t: (key: string) => string = (key) => key,
) {
  const held = createHeldPacks(path.join(tmpdir(), 'pawpedia-content-packs'));
  return {
    parts: PACK_PARTS,
    bodyLimit: PACK_BODY_LIMIT,
    /** Checked packs waiting for their confirmation (the studio's screen, without scripts). */
    held,
    export: (only?: readonly string[]) => exportPack(db, pictures, { only }),
    /** Refused packs throw PackRefused with every problem; a real import purges every page. */
    async import(input: unknown, options: { dryRun: boolean; actor: number | null }) {
      const { report, afterCommit } = await importPack(db, pictures, input, options);
      for (const write of afterCommit) await write();
      if (!options.dryRun) purge.announce({ kind: 'site' });
      return report;
    },
    /** The same, answering a refused pack with its problems in the site's language. */
    async importChecked(
      input: unknown,
      options: { dryRun: boolean; actor: number | null },
    ): Promise<{ ok: true; report: ImportReport } | { ok: false; problems: string[] }> {
      try {
        return { ok: true, report: await this.import(input, options) };
      } catch (error) {
        if (!(error instanceof PackRefused)) throw error;
        return { ok: false, problems: error.problems.map((problem) => problemText(t, problem)) };
      }
    },
  };
}
