import { z } from 'zod';

const part = (max: number) => z.string().max(max).default('');

/**
 * Its own module, apart from pet-rules.ts: an object schema built in the browser makes zod test
 * for eval, which the Content-Security-Policy reports (only the page's action imports this).
 *
 * The pet form as the page posts it (multipart; the picture is its file part): the birth date
 * comes as three selects, made one with birthDateOf. The rules are parsePetFields', applied
 * by the pets service as for the API.
 */
export const petForm = z.object({
  name: part(1000),
  id_family: part(20),
  id_breed: part(20),
  day: part(2),
  month: part(2),
  year: part(4),
});
