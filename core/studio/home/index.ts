import type { Db } from '../../../db/client.ts';
import type { HomeChoiceInput } from '../../home/home-rules.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { guarded, type Actor } from '../operations.ts';
import { readHomeCuration } from './read-home-curation.ts';
import { saveHomeCuration } from './save-home-curation.ts';

export type { HomeEditing } from './read-home-curation.ts';
export type { HomeSaveResult } from './save-home-curation.ts';

/**
 * The home page's curation in the studio (decision 044). A save is one transaction:
 * the curation row locked and its revision checked (409 when another save came first), the
 * articles' flags and positions, the row, and the audit entry; then every page is purged (the
 * home, and the pages whose cached copy shows its banners).
 */
export function createHomeCurationServices(db: Db, purge: PurgeBus) {
  return guarded(
    'homeCuration',
    { read: null, save: 'home.edit' },
    {
      read: () => readHomeCuration(db),
      save: (actor: Actor, input: HomeChoiceInput) => saveHomeCuration(db, purge, actor, input),
    },
  );
}

export type HomeCurationServices = ReturnType<typeof createHomeCurationServices>;
