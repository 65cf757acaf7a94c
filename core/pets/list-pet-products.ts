import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, userPets } from '../../db/schema/index.ts';
import { listBreedProducts } from '../breeds/get-breed-profile.ts';
import { toProduct, type Product } from '../products/to-product.ts';

export const PET_PRODUCTS_LIMIT = 12;

/**
 * Products for a member's pet: its breed's kit when it has a breed with a kit, else its
 * family's products. Null when the pet is not one of the member's.
 */
export async function listPetProducts(
  db: Db,
  idUser: number,
  idUserPet: number,
  storeUrl: string,
): Promise<Product[] | null> {
  const [pet] = await db
    .select({ idFamily: userPets.idFamily, idBreed: userPets.idBreed })
    .from(userPets)
    .where(and(eq(userPets.idUserPet, idUserPet), eq(userPets.idUser, idUser)))
    .limit(1);
  if (!pet) return null;
  if (pet.idBreed !== null) {
    const kit = await listBreedProducts(db, pet.idBreed, storeUrl);
    if (kit.length) return kit.slice(0, PET_PRODUCTS_LIMIT);
  }
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.idFamily, pet.idFamily), eq(products.type, 'product')))
    .orderBy(asc(products.idProduct))
    .limit(PET_PRODUCTS_LIMIT);
  return rows.map((row) => toProduct(row, storeUrl));
}
