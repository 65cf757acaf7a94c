import { z } from 'zod';
import { memberOf } from '../../plugins/members-only.ts';
import { errorBody, type ApiApp } from '../schemas.ts';
import { userPetBody, type PetDeps } from './shared.ts';

/** GET /api/auth/me/pets: the member's pets. */
export function listPetsRoute(app: ApiApp, { services }: PetDeps) {
  app.get(
    '/api/auth/me/pets',
    {
      config: { members: true },
      schema: {
        tags: ['pets'],
        summary: "The signed-in member's pets",
        response: { 200: z.array(userPetBody), 401: errorBody },
      },
    },
    async (request) => services.pets.list(memberOf(request).idUser),
  );
}
