import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPets } from '../../db/schema/index.ts';
import type { PictureStorage } from '../media/picture-storage.ts';
import { NotAPictureError, processPicture } from '../media/process-picture.ts';
import type { Locale } from '../site/locale.ts';
import { checkPet } from './check-pet.ts';
import { getPet } from './get-pet.ts';
import type { PetFieldErrors, PetFormFields } from './pet-rules.ts';
import type { UserPet } from './user-pet.ts';

export interface PetSave {
  idUser: number;
  /** null adds a new pet; a number changes that pet of the member. */
  idUserPet: number | null;
  fields: PetFormFields;
  /** The uploaded picture as received, or null to keep the current one (or have none). */
  picture: Buffer | null;
}

export type SavePetResult =
  | { ok: true; pet: UserPet }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; errors: PetFieldErrors };

/**
 * Adds or changes a member's pet without ever losing what is saved: the fields are checked and
 * the new picture decoded, cleaned and stored before the row is touched; the row is written in
 * one transaction; the old picture is removed only after that committed, and the new one is
 * removed again if the write failed. Another member's pet is "not found".
 */
export async function savePet(
  db: Db,
  pictures: PictureStorage,
  locale: Locale,
  save: PetSave,
  now: Date = new Date(),
): Promise<SavePetResult> {
  const { idUser, idUserPet } = save;
  if (idUserPet !== null && !(await getPet(db, idUser, idUserPet, locale)))
    return { ok: false, reason: 'not_found' };

  const [checked, picture] = await Promise.all([
    checkPet(db, save.fields, now),
    save.picture
      ? processPicture(save.picture).catch((error: unknown) => {
          if (error instanceof NotAPictureError) return null;
          throw error;
        })
      : Promise.resolve(undefined),
  ]);
  const errors: PetFieldErrors = checked.ok ? {} : { ...checked.errors };
  if (picture === null) errors.picture = ['pets.errors.picture_invalid'];
  if (!checked.ok || picture === null) return { ok: false, reason: 'invalid', errors };

  const { name, idFamily, idBreed, birthDate } = checked.value;
  const newPath = picture ? await pictures.put(picture, 'pet.webp') : null;
  let id: number | null;
  let oldPath: string | null = null;
  try {
    if (idUserPet === null) {
      const [row] = await db
        .insert(userPets)
        .values({ idUser, name, idFamily, idBreed, birthDate, imagePath: newPath })
        .returning({ idUserPet: userPets.idUserPet });
      id = row!.idUserPet;
    } else {
      const mine = and(eq(userPets.idUserPet, idUserPet), eq(userPets.idUser, idUser));
      const written = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ imagePath: userPets.imagePath })
          .from(userPets)
          .where(mine)
          .for('update');
        if (!current) return null; // deleted meanwhile
        await tx
          .update(userPets)
          .set({
            name,
            idFamily,
            idBreed,
            birthDate,
            ...(newPath ? { imagePath: newPath } : {}),
            updatedAt: new Date(),
          })
          .where(mine);
        return { id: idUserPet, oldPath: newPath ? current.imagePath : null };
      });
      id = written?.id ?? null;
      oldPath = written?.oldPath ?? null;
    }
  } catch (error) {
    if (newPath) await pictures.delete(newPath).catch(() => undefined);
    throw error;
  }
  if (id === null) {
    if (newPath) await pictures.delete(newPath).catch(() => undefined);
    return { ok: false, reason: 'not_found' };
  }
  // Committed: the replaced picture can go. Failing to remove it loses nothing of the member's.
  if (oldPath) await pictures.delete(oldPath).catch(() => undefined);
  const pet = await getPet(db, idUser, id, locale);
  return pet ? { ok: true, pet } : { ok: false, reason: 'not_found' };
}
