import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { breeds, families } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { readBreed } from './read-breed.ts';
import { snapshot } from './save-breed.ts';

/**
 * Deletes a breed: its texts, kit and related links go with it, members' pets keep their
 * pet with no breed (db/schema/members.ts), a family's chosen breed of the week is cleared.
 */
export async function removeBreed(
  db: Db,
  { idStaff: actor }: Actor,
  idBreed: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await readBreed(tx, idBreed);
    if (!before) return false;
    await tx
      .update(families)
      .set({ idBreedOfTheWeek: null })
      .where(eq(families.idBreedOfTheWeek, idBreed));
    await tx.delete(breeds).where(eq(breeds.idBreed, idBreed));
    const { id_breed: _id, revision: _revision, updated_at: _at, ...was } = before;
    await audit(tx, {
      actor,
      action: 'breed.delete',
      subjectType: 'breed',
      subjectId: idBreed,
      details: { before: snapshot(was) },
    });
    return true;
  });
}
