import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';

/** What the product writes share: the database and the purge announcement. */
export interface ProductContext {
  db: Db;
  purge: PurgeBus;
}

/**
 * After a commit: every page is purged (products show on the home, breed profiles, articles and
 * search; docs/decisions/043). Gives back what it is handed.
 */
export const done = <T>(context: ProductContext, result: T) => {
  context.purge.announce({ kind: 'site' });
  return result;
};
