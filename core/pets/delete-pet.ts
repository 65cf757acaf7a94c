import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPets } from '../../db/schema/index.ts';
import type { PictureStorage } from '../media/picture-storage.ts';

/** Deletes a member's pet, then its picture. False when the pet is not one of the member's. */
export async function deletePet(
  db: Db,
  pictures: PictureStorage,
  idUser: number,
  idUserPet: number,
): Promise<boolean> {
  const deleted = await db
    .delete(userPets)
    .where(and(eq(userPets.idUserPet, idUserPet), eq(userPets.idUser, idUser)))
    .returning({ imagePath: userPets.imagePath });
  if (!deleted.length) return false;
  const imagePath = deleted[0]!.imagePath;
  // The row is gone: a picture that cannot be removed now is an orphan file, not lost data.
  if (imagePath) await pictures.delete(imagePath).catch(() => undefined);
  return true;
}
