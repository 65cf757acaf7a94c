import type { FastifyRequest } from 'fastify';
import { PET_PICTURE_MAX_BYTES, type PetFormFields } from '../../../core/pets/pet-rules.ts';
import { memberOf } from '../../plugins/members-only.ts';
import { HttpError } from '../../errors.ts';
import { badCharacterError, badCharacterField } from '../../plugins/bad-input.ts';
import type { PetDeps } from './shared.ts';

/**
 * Limits of multipart bodies (registered in server/app.ts): one picture under 5 MB (busboy
 * truncates past `fileSize` bytes, so 5 MB exactly is already too large), a few short fields.
 */
export const PET_UPLOAD_LIMITS = {
  fileSize: PET_PICTURE_MAX_BYTES - 1,
  files: 1,
  fields: 10,
  fieldSize: 1000,
  parts: 12,
  headerPairs: 100,
} as const;

const FIELDS = ['name', 'id_family', 'id_breed', 'birth_date'] as const;

/**
 * The options of the two routes that take the pet form (add and change), around their own
 * schema parts. They declare no JSON body: the handler streams the multipart form itself.
 */
export const petFormRoute = <S extends object>(deps: PetDeps, summary: string, schema: S) => ({
  // Counted before the member check: a guest's uploads count too.
  preValidation: deps.limitUploads,
  config: { members: true },
  schema: {
    tags: ['pets'],
    summary,
    description:
      'multipart/form-data: name (1-60 characters), id_family, id_breed (optional, of that family), ' +
      'birth_date (optional, YYYY-MM-DD, not in the future), picture (optional image under 5 MB).',
    consumes: ['multipart/form-data'],
    ...schema,
  },
});

/** Reads the text fields and the picture of a multipart body; a picture of 5 MB or more is a 413. */
async function readPetForm(
  request: FastifyRequest,
  { services, t }: PetDeps,
): Promise<{ fields: PetFormFields; picture: Buffer | null }> {
  if (!request.isMultipart()) throw new HttpError(415, t('pets.errors.not_multipart'));
  const fields: Record<string, string> = {};
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A browser sends an empty file part when no file was chosen: no new picture.
        if (part.fieldname === 'picture' && bytes.length > 0) picture = bytes;
      } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, t('pets.image_too_large'), {
        picture: [t('pets.image_too_large')],
      });
    // The other limits (413) keep their status. Anything else the parser throws (no boundary,
    // a body cut short, a malformed part header) is a form it cannot read: the request's fault.
    if (statusCode === 413) throw error;
    throw new HttpError(400, t('pets.errors.form_unreadable'));
  }
  // The same rule as every JSON field (server/plugins/bad-input.ts): no NUL in text.
  const bad = badCharacterField(fields);
  if (bad) throw badCharacterError(services.messages, bad);
  return { fields, picture };
}

/** Adds (`idUserPet` null) or changes one of the member's pets from the form of the request. */
export async function savePet(request: FastifyRequest, idUserPet: number | null, deps: PetDeps) {
  const { fields, picture } = await readPetForm(request, deps);
  const idUser = memberOf(request).idUser;
  const result = await deps.services.pets.save({ idUser, idUserPet, fields, picture });
  if (result.ok) return result.pet;
  if (result.reason === 'not_found') throw deps.notFound();
  const only = Object.keys(result.errors);
  // A file that is not a picture, and nothing else wrong: say so in the message itself.
  const pictureOnly = only.length === 1 && only[0] === 'picture';
  throw deps.invalid(
    result.errors,
    pictureOnly ? 'pets.errors.picture_invalid' : 'pets.errors.fix_fields',
  );
}
