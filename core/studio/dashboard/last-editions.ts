import type { Db } from '../../../db/client.ts';

/** One newsletter edition's figures, as the dashboard shows them (issue 16). */
export interface EditionFigures {
  subject: string;
  sentAt: Date | null;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/**
 * The last `n` editions sent, newest first.
 *
 * TODO(editions branch): newsletter editions and their per-recipient figures are built on the
 * editions helper's branch at the same time as this one; until the lead wires this to their
 * tables at merge, it answers an empty list and the dashboard says no edition was sent yet.
 */
export async function lastEditions(_db: Db, _n: number): Promise<EditionFigures[]> {
  return [];
}
