import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { guarded, type Actor } from '../operations.ts';
import type { InfographicContext } from './context.ts';
import type { InfographicInput } from './infographic-rules.ts';
import { getInfographic, listInfographics, otherInfographics } from './list-infographics.ts';
import { removeInfographic } from './remove-infographic.ts';
import { createInfographic, updateInfographic } from './save-infographic.ts';

export type { InfographicRow, StudioInfographic } from './list-infographics.ts';
export type { InfographicSave } from './save-infographic.ts';

/**
 * The infographics in the studio (decision 043): pictures, title, address and the
 * related infographics in order; every change one transaction with its audit entry, then every
 * page purged (the home banner, the list and each "see also" show them).
 */
export function createInfographicServices(db: Db, purge: PurgeBus) {
  const context: InfographicContext = { db, purge };
  return guarded(
    'studioInfographics',
    {
      list: null,
      get: null,
      others: null,
      create: 'infographics.edit',
      update: 'infographics.edit',
      remove: 'infographics.edit',
    },
    {
      list: () => listInfographics(db),
      get: (idInfographic: number) => getInfographic(db, idInfographic),
      create: (actor: Actor, input: InfographicInput) => createInfographic(context, actor, input),
      update: (actor: Actor, idInfographic: number, input: InfographicInput) =>
        updateInfographic(context, actor, idInfographic, input),
      remove: (actor: Actor, idInfographic: number) =>
        removeInfographic(context, actor, idInfographic),
      others: (idInfographic: number | null) => otherInfographics(db, idInfographic),
    },
  );
}

export type InfographicServices = ReturnType<typeof createInfographicServices>;
