import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { breeds, families } from '../../db/schema/index.ts';
import {
  parsePetFields,
  type PetFieldErrors,
  type PetFormFields,
  type PetInput,
} from './pet-rules.ts';

/**
 * All the rules of a pet: the form's own (pet-rules.ts), then the catalogue's: the family
 * exists and the breed, when given, belongs to that family.
 */
export async function checkPet(
  db: Db,
  fields: PetFormFields,
  now: Date = new Date(),
): Promise<{ ok: true; value: PetInput } | { ok: false; errors: PetFieldErrors }> {
  const parsed = parsePetFields(fields, now);
  const errors: PetFieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const idFamily = parsed.ok ? parsed.value.idFamily : null;
  if (idFamily !== null) {
    const [family] = await db
      .select({ idFamily: families.idFamily })
      .from(families)
      .where(eq(families.idFamily, idFamily))
      .limit(1);
    if (!family) errors.id_family = ['pets.errors.family_invalid'];
    const idBreed = parsed.ok ? parsed.value.idBreed : null;
    if (family && idBreed !== null) {
      const [breed] = await db
        .select({ idFamily: breeds.idFamily })
        .from(breeds)
        .where(eq(breeds.idBreed, idBreed))
        .limit(1);
      if (breed?.idFamily !== idFamily) errors.id_breed = ['pets.errors.breed_invalid'];
    }
  }
  if (!parsed.ok || Object.keys(errors).length) return { ok: false, errors };
  return parsed;
}
