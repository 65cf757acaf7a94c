import type { PetFieldErrors } from '../../../core/pets/pet-rules.ts';
import type { UserPet } from '../../../core/pets/user-pet.ts';

/** Months January to December, named in the site language. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Years offered for a birth date: this year back to 40 years ago. */
const YEAR_SPAN = 40;

/** The error messages shown, per field of the rules, plus one for the whole form. */
export type FieldErrors = Partial<Record<keyof PetFieldErrors | 'form', string[]>>;

/** What the form's inputs hold. */
export interface PetValues {
  name: string;
  idFamily: string;
  idBreed: string;
  day: string;
  month: string;
  year: string;
}

/** The error shown under each input's field. */
export const ERROR_FIELD: Record<keyof PetValues, keyof PetFieldErrors> = {
  name: 'name',
  idFamily: 'id_family',
  idBreed: 'id_breed',
  day: 'birth_date',
  month: 'birth_date',
  year: 'birth_date',
};

export function initialValues(pet: UserPet | null): PetValues {
  const [year = '', month = '', day = ''] = pet?.birth_date?.split('-') ?? [];
  return {
    name: pet?.name ?? '',
    idFamily: pet ? String(pet.family.id_family) : '',
    idBreed: pet?.breed ? String(pet.breed.id_breed) : '',
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year,
  };
}

/** What a form sent without scripts held, as the action answers it with its errors. */
export function postedValues(posted: Record<string, string>): PetValues {
  const { name = '', id_family = '', id_breed = '', day = '', month = '', year = '' } = posted;
  return { name, idFamily: id_family, idBreed: id_breed, day, month, year };
}

/**
 * Each field's message of an action's answer, and its message for the whole form (`otherwise`
 * when the answer never came and has none).
 */
export function answerErrors(
  answer: { message: string; errors: Partial<Record<string, string>> },
  otherwise: string,
): FieldErrors {
  const errors: FieldErrors = { form: [answer.message || otherwise] };
  for (const [field, message] of Object.entries(answer.errors)) {
    if (message) errors[field as keyof FieldErrors] = [message];
  }
  return errors;
}

/** The years of the year select, newest first, plus the pet's own year if it is older. */
export function yearsOffered(chosen: string, now: Date = new Date()): string[] {
  const thisYear = now.getFullYear();
  const years = Array.from({ length: YEAR_SPAN + 1 }, (_, i) => String(thisYear - i));
  if (chosen && !years.includes(chosen)) years.push(chosen);
  return years;
}
