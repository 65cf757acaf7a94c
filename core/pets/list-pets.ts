import type { Db } from '../../db/client.ts';
import type { Locale } from '../site/locale.ts';
import { selectUserPets, type UserPet } from './user-pet.ts';

/** A member's pets, in the order they were added. */
export function listPets(db: Db, idUser: number, locale: Locale): Promise<UserPet[]> {
  return selectUserPets(db, idUser, locale);
}
