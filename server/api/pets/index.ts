import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../core/container.ts';
import { addPetRoute } from './add.ts';
import { changePetRoute } from './change.ts';
import { deletePetRoute } from './delete.ts';
import { listPetsRoute } from './list.ts';
import { petDeps } from './shared.ts';
import { petSuggestionsRoute } from './suggestions.ts';

export { PET_UPLOAD_LIMITS } from './pet-form.ts';
export { userPetBody } from './shared.ts';

/**
 * The member's pets: members only (`config: { members: true }`), every
 * call is the signed-in member's own. One module per route, in the order of the API document.
 */
export function petRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = petDeps(app, services);
    listPetsRoute(app, deps);
    addPetRoute(app, deps);
    changePetRoute(app, deps);
    deletePetRoute(app, deps);
    petSuggestionsRoute(app, deps, 'articles');
    petSuggestionsRoute(app, deps, 'products');
  };
}
