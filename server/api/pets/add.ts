import { errorBody, type ApiApp } from '../schemas.ts';
import { petFormRoute, savePet } from './pet-form.ts';
import { userPetBody, type PetDeps } from './shared.ts';

/** POST /api/auth/me/pets: adds a pet from the pet form. */
export function addPetRoute(app: ApiApp, deps: PetDeps) {
  app.post(
    '/api/auth/me/pets',
    petFormRoute(deps, 'Adds a pet', {
      response: {
        201: userPetBody,
        401: errorBody,
        413: errorBody,
        415: errorBody,
        422: errorBody,
        429: errorBody,
      },
    }),
    async (request, reply) => reply.status(201).send(await savePet(request, null, deps)),
  );
}
