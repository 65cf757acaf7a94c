import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';

/** What the infographic writes share: the database and the purge announcement. */
export interface InfographicContext {
  db: Db;
  purge: PurgeBus;
}

/**
 * After a commit: every page is purged (the home banner, the list and each "see also" show
 * infographics; docs/decisions/043). Gives back what it is handed.
 */
export const done = <T>(context: InfographicContext, result: T) => {
  context.purge.announce({ kind: 'site' });
  return result;
};
