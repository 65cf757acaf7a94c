import { z } from 'zod';
import { memberOf } from '../../plugins/members-only.ts';
import type { ApiApp } from '../schemas.ts';
import { onePetSchema, type PetDeps } from './shared.ts';

/** DELETE /api/auth/me/pet/:id_user_pet: deletes a pet and its picture. */
export function deletePetRoute(app: ApiApp, { services, notFound }: PetDeps) {
  app.delete(
    '/api/auth/me/pet/:id_user_pet',
    {
      config: { members: true },
      schema: onePetSchema('Deletes a pet and its picture', z.object({})),
    },
    async (request) => {
      if (!(await services.pets.delete(memberOf(request).idUser, request.params.id_user_pet)))
        throw notFound();
      return {};
    },
  );
}
