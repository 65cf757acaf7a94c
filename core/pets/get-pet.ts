import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPets } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { selectUserPets, type UserPet } from './user-pet.ts';

/** One pet of a member; null when it does not exist or belongs to someone else. */
export async function getPet(
  db: Db,
  idUser: number,
  idUserPet: number,
  locale: Locale,
): Promise<UserPet | null> {
  const [pet] = await selectUserPets(db, idUser, locale, eq(userPets.idUserPet, idUserPet));
  return pet ?? null;
}
