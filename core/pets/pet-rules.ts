import { z } from 'zod';

/**
 * The rules of a pet, shared by the form in the browser and the API.
 * Messages are catalog keys (locales/*.json, under "pets").
 */
export const PET_NAME_MAX = 60;
/** Pictures must be under 5 MB: 5 MB or more is refused. */
export const PET_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PET_EARLIEST_YEAR = 1900;

export type PetFieldErrors = Partial<
  Record<'name' | 'id_family' | 'id_breed' | 'birth_date' | 'picture', string[]>
>;

/** A 'YYYY-MM-DD' that names a day of the calendar (no 2023-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The latest birth date accepted: today wherever on Earth it is latest (UTC+14), so a pet born
 * today is never "in the future" because of the server's time zone.
 */
export function latestBirthDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The birth date of the form's three selects (day, month, year as numbers in text): '' when
 * none is chosen, null when only some are.
 */
export function birthDateOf(parts: { day?: string; month?: string; year?: string }): string | null {
  const { day = '', month = '', year = '' } = parts;
  if (!day && !month && !year) return '';
  if (!day || !month || !year) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const idField = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** What the form sends, as text fields of a multipart body (or the form's state). */
export interface PetFormFields {
  name?: string | undefined;
  id_family?: string | undefined;
  id_breed?: string | undefined;
  birth_date?: string | undefined;
}

export interface PetInput {
  name: string;
  idFamily: number;
  idBreed: number | null;
  birthDate: string | null;
}

/**
 * Checks the fields that need no database: name 1-60 characters, ids as numbers, birth date a
 * real day, not before 1900 and not in the future. Breed and birth date may be left empty.
 */
export function parsePetFields(
  fields: PetFormFields,
  now: Date = new Date(),
): { ok: true; value: PetInput } | { ok: false; errors: PetFieldErrors } {
  const errors: PetFieldErrors = {};
  const name = (fields.name ?? '').trim();
  if (!name) errors.name = ['pets.errors.name_required'];
  else if ([...name].length > PET_NAME_MAX) errors.name = ['pets.errors.name_too_long'];

  const family = idField.safeParse(fields.id_family ?? '');
  if (!family.success) errors.id_family = ['pets.errors.family_invalid'];

  const breedText = (fields.id_breed ?? '').trim();
  const breed = breedText ? idField.safeParse(breedText) : null;
  if (breed && !breed.success) errors.id_breed = ['pets.errors.breed_invalid'];

  const birthDate = (fields.birth_date ?? '').trim();
  if (birthDate) {
    if (!isRealDate(birthDate) || Number(birthDate.slice(0, 4)) < PET_EARLIEST_YEAR)
      errors.birth_date = ['pets.errors.birth_date_invalid'];
    else if (birthDate > latestBirthDate(now))
      errors.birth_date = ['pets.errors.birth_date_future'];
  }

  if (Object.keys(errors).length || !family.success) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      idFamily: family.data,
      idBreed: breed?.success ? breed.data : null,
      birthDate: birthDate || null,
    },
  };
}
