import { z } from 'zod';
import { memberOf } from '../../plugins/members-only.ts';
import { articleSummary } from '../articles.ts';
import { product, type ApiApp } from '../schemas.ts';
import { onePetSchema, type PetDeps } from './shared.ts';

/** What the site suggests for a pet, one route each: GET /api/auth/me/pet/:id_user_pet/<kind>. */
const SUGGESTIONS = {
  articles: {
    summary: "Articles for a pet: its family's, the ones about its breed first",
    answer: z.array(articleSummary),
  },
  products: {
    summary: "Products for a pet: its breed's kit, else its family's products",
    answer: z.array(product),
  },
};

/** GET /api/auth/me/pet/:id_user_pet/articles or /products: null from the service is a 404. */
export function petSuggestionsRoute(
  app: ApiApp,
  { services, notFound }: PetDeps,
  kind: keyof typeof SUGGESTIONS,
) {
  app.get(
    `/api/auth/me/pet/:id_user_pet/${kind}`,
    {
      config: { members: true },
      schema: onePetSchema(SUGGESTIONS[kind].summary, SUGGESTIONS[kind].answer),
    },
    async (request) => {
      const found = await services.pets[kind](memberOf(request).idUser, request.params.id_user_pet);
      if (!found) throw notFound();
      return found;
    },
  );
}
