import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPets } from '../../db/schema/index.ts';
import type { PictureStorage } from '../media/picture-storage.ts';

/**
 * Deletes every pet of a member, then their pictures (for erasing an account: the rows would go
 * with the member by cascade, the files would not). Answers how many pets were deleted.
 */
export async function deleteMemberPets(
  db: Db,
  pictures: PictureStorage,
  idUser: number,
): Promise<number> {
  const deleted = await db
    .delete(userPets)
    .where(eq(userPets.idUser, idUser))
    .returning({ imagePath: userPets.imagePath });
  for (const { imagePath } of deleted) {
    if (imagePath) await pictures.delete(imagePath).catch(() => undefined);
  }
  return deleted.length;
}
