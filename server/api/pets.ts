import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Member } from '../../core/accounts/sessions.ts';
import type { Services } from '../../core/container.ts';
import { PET_PICTURE_MAX_BYTES, type PetFormFields } from '../../core/pets/pet-rules.ts';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';
import { nulError, nulField } from '../plugins/bad-input.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { errorBody, idParam, product } from './schemas.ts';
import { articleSummary } from './articles.ts';

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

export const userPetBody = z.object({
  id_user_pet: z.number(),
  name: z.string(),
  breed: z
    .object({
      id_breed: z.number(),
      name: z.string(),
      slug: z.string(),
      image_url: z.string().nullable(),
    })
    .nullable(),
  birth_date: z.string().nullable().describe('YYYY-MM-DD'),
  family: z.object({ id_family: z.number(), name: z.string() }),
  image_path: z.string().nullable(),
});

const petParams = z.object({ id_user_pet: idParam });

const multipartNote =
  'multipart/form-data: name (1-60 characters), id_family, id_breed (optional, of that family), ' +
  'birth_date (optional, YYYY-MM-DD, not in the future), picture (optional image under 5 MB).';

/** The member's pets: every call is the signed-in member's own. */
export function petRoutes(services: Services): FastifyPluginAsyncZod {
  const t = (key: string) => translate(services.messages, key);

  async function memberOf(request: FastifyRequest): Promise<Member> {
    const member = await request.visitor.member();
    if (!member) throw new HttpError(401, t('account.not_signed_in'));
    return member;
  }
  const notFound = () => new HttpError(404, t('pets.errors.not_found'));

  /** Reads the text fields and the picture of a multipart body; a picture of 5 MB or more is a 413. */
  async function readPetForm(
    request: FastifyRequest,
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
    const nul = nulField(fields);
    if (nul) throw nulError(services.messages, nul);
    return { fields, picture };
  }

  async function save(request: FastifyRequest, idUserPet: number | null) {
    const member = await memberOf(request);
    const { fields, picture } = await readPetForm(request);
    const result = await services.pets.save({ idUser: member.idUser, idUserPet, fields, picture });
    if (result.ok) return result.pet;
    if (result.reason === 'not_found') throw notFound();
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, keys]) => [field, keys.map(t)]),
    );
    const only = Object.keys(errors);
    // A file that is not a picture, and nothing else wrong: say so in the message itself.
    const message =
      only.length === 1 && only[0] === 'picture'
        ? t('pets.errors.picture_invalid')
        : t('pets.errors.fix_fields');
    throw new HttpError(422, message, errors);
  }

  return async (app) => {
    // Uploads are limited per address and per account, both counted on every upload (adding
    // and changing a pet share the counts). One hook checks both: @fastify/rate-limit runs only
    // the first of several limits it hooks into one request.
    const perAddress = app.createRateLimit({
      ...LIMITS.upload,
      keyGenerator: (request) => `pet-upload:ip:${request.ip}`,
    });
    const perAccount = app.createRateLimit({
      ...LIMITS.upload,
      keyGenerator: async (request) => {
        const member = await request.visitor.member();
        return member ? `pet-upload:member:${member.idUser}` : `pet-upload:guest:${request.ip}`;
      },
    });
    const limitUploads = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limit of [perAddress, perAccount]) {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new HttpError(429, t('account.too_many_requests'));
        }
      }
    };

    app.get(
      '/api/auth/me/pets',
      {
        schema: {
          tags: ['pets'],
          summary: "The signed-in member's pets",
          response: { 200: z.array(userPetBody), 401: errorBody },
        },
      },
      async (request) => services.pets.list((await memberOf(request)).idUser),
    );

    app.post(
      '/api/auth/me/pets',
      {
        preHandler: limitUploads,
        schema: {
          tags: ['pets'],
          summary: 'Adds a pet',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          response: {
            201: userPetBody,
            401: errorBody,
            413: errorBody,
            415: errorBody,
            422: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => reply.status(201).send(await save(request, null)),
    );

    app.post(
      '/api/auth/me/pet/:id_user_pet',
      {
        preHandler: limitUploads,
        schema: {
          tags: ['pets'],
          summary: 'Changes a pet (the picture only when a new one is sent)',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          params: petParams,
          response: {
            200: userPetBody,
            401: errorBody,
            404: errorBody,
            413: errorBody,
            415: errorBody,
            422: errorBody,
            429: errorBody,
          },
        },
      },
      async (request) => save(request, request.params.id_user_pet),
    );

    app.delete(
      '/api/auth/me/pet/:id_user_pet',
      {
        schema: {
          tags: ['pets'],
          summary: 'Deletes a pet and its picture',
          params: petParams,
          response: { 200: z.object({}), 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const member = await memberOf(request);
        if (!(await services.pets.delete(member.idUser, request.params.id_user_pet)))
          throw notFound();
        return {};
      },
    );

    app.get(
      '/api/auth/me/pet/:id_user_pet/articles',
      {
        schema: {
          tags: ['pets'],
          summary: "Articles for a pet: its family's, the ones about its breed first",
          params: petParams,
          response: { 200: z.array(articleSummary), 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const member = await memberOf(request);
        const articles = await services.pets.articles(member.idUser, request.params.id_user_pet);
        if (!articles) throw notFound();
        return articles;
      },
    );

    app.get(
      '/api/auth/me/pet/:id_user_pet/products',
      {
        schema: {
          tags: ['pets'],
          summary: "Products for a pet: its breed's kit, else its family's products",
          params: petParams,
          response: { 200: z.array(product), 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const member = await memberOf(request);
        const products = await services.pets.products(member.idUser, request.params.id_user_pet);
        if (!products) throw notFound();
        return products;
      },
    );
  };
}
