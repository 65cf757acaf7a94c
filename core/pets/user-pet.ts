import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { breeds, families, userPets } from '../../db/schema/index.ts';
import { localizedName, type Locale } from '../site/locale.ts';

/** A member's pet, as the API and the pages show it. */
export interface UserPet {
  id_user_pet: number;
  name: string;
  breed: { id_breed: number; name: string; slug: string; image_url: string | null } | null;
  /** 'YYYY-MM-DD' or null */
  birth_date: string | null;
  family: { id_family: number; name: string };
  /** Public path of the picture (/media/pets/…), or null */
  image_path: string | null;
}

/** The pets of one member matching `where`, oldest first, with their family and breed. */
export async function selectUserPets(
  db: Db,
  idUser: number,
  locale: Locale,
  where?: SQL,
): Promise<UserPet[]> {
  const rows = await db
    .select({
      pet: userPets,
      family: {
        idFamily: families.idFamily,
        name: families.name,
        translations: families.translations,
      },
      breed: {
        idBreed: breeds.idBreed,
        name: breeds.name,
        slug: breeds.slug,
        imageUrl: breeds.imageUrl,
      },
    })
    .from(userPets)
    .innerJoin(families, eq(families.idFamily, userPets.idFamily))
    .leftJoin(breeds, eq(breeds.idBreed, userPets.idBreed))
    .where(and(eq(userPets.idUser, idUser), where))
    .orderBy(asc(userPets.idUserPet));
  return rows.map(({ pet, family, breed }) => ({
    id_user_pet: pet.idUserPet,
    name: pet.name,
    breed: breed
      ? { id_breed: breed.idBreed, name: breed.name, slug: breed.slug, image_url: breed.imageUrl }
      : null,
    birth_date: pet.birthDate,
    family: {
      id_family: family.idFamily,
      name: localizedName(family.name, family.translations, locale),
    },
    image_path: pet.imagePath,
  }));
}
