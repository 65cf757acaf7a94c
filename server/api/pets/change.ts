import { errorBody, type ApiApp } from '../schemas.ts';
import { petFormRoute, savePet } from './pet-form.ts';
import { petParams, userPetBody, type PetDeps } from './shared.ts';

/** POST /api/auth/me/pet/:id_user_pet: changes a pet from the pet form. */
export function changePetRoute(app: ApiApp, deps: PetDeps) {
  app.post(
    '/api/auth/me/pet/:id_user_pet',
    petFormRoute(deps, 'Changes a pet (the picture only when a new one is sent)', {
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
    }),
    async (request) => savePet(request, request.params.id_user_pet, deps),
  );
}
