import type { Db } from '../../db/client.ts';
import type { PurgeBus } from '../publishing/purge.ts';
import { exportPack, importPack } from './pack-engine.ts';
import type { PackPictures } from './pack-pictures.ts';

export { PackRefused, checkParts, type ImportReport, type PackProblem } from './pack-engine.ts';
export { PACK_PARTS } from './pack-tables.ts';

/**
 * Content packs (issue 15, docs/decisions/045): the site's content out as one JSON document, and
 * into another instance. Used by the studio (admins) and by scripts/content-pack.ts.
 */
export function createContentPackServices(db: Db, purge: PurgeBus, pictures: PackPictures) {
  return {
    export: (only?: readonly string[]) => exportPack(db, pictures, { only }),
    /** Refused packs throw PackRefused with every problem; a real import purges every page. */
    async import(input: unknown, options: { dryRun: boolean; actor: number | null }) {
      const { report, afterCommit } = await importPack(db, pictures, input, options);
      for (const write of afterCommit) await write();
      if (!options.dryRun) purge.announce({ kind: 'site' });
      return report;
    },
  };
}
