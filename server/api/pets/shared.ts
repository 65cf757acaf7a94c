import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { HttpError } from '../../errors.ts';
import { apiMessages, type ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';
import { uploadLimit } from './upload-limit.ts';

/** A member's pet as their data export holds it (GET /api/auth/me/export). */
export const petBody = z.object({
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
  birth_date: z.string().nullable(),
  family: z.object({ id_family: z.number(), name: z.string() }),
  image_path: z.string().nullable(),
});

/** A member's pet as the pet routes answer it: the same, with the date's format described. */
export const userPetBody = petBody.extend({
  birth_date: z.string().nullable().describe('YYYY-MM-DD'),
});

export const petParams = z.object({ id_user_pet: idParam });

/** The schema of a route on one of the member's pets: its id in the path, 404 when not theirs. */
export const onePetSchema = <T extends z.ZodType>(summary: string, answer: T) => ({
  tags: ['pets'],
  summary,
  params: petParams,
  response: { 200: answer, 401: errorBody, 404: errorBody },
});

/** What every pet route module gets from petRoutes. */
export interface PetDeps extends ApiMessages {
  services: Services;
  /** The 404 of a pet that does not exist or is another member's. */
  notFound: () => HttpError;
  /** Counts an upload per address and per account; a 429 past either limit. */
  limitUploads: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function petDeps(app: ApiApp, services: Services): PetDeps {
  const messages = apiMessages(services.messages);
  return {
    services,
    ...messages,
    notFound: () => new HttpError(404, messages.t('pets.errors.not_found')),
    limitUploads: uploadLimit(app, messages.t),
  };
}
