import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { homeChoiceSchema, type HomeChoiceInput } from '../../../core/home/home-rules.ts';
import { paths } from '../../../core/site/paths.ts';
import type { HomeEditing } from '../../../core/studio/home/index.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, type ApiApp } from '../schemas.ts';

const choiceBody = z.object({
  featured: z.array(z.number()),
  home: z.array(z.number()),
  banners: z.array(z.number()),
  in_context: z.number().nullable(),
  encyclopedia: z.array(z.number()),
});
const named = z.array(z.object({ id: z.number(), title: z.string() }));
const homeBody = z.object({
  revision: z.number(),
  choice: choiceBody,
  articles: named,
  banners: named,
  families: z.array(z.object({ id: z.number(), name: z.string() })),
});
const homeAnswer = (editing: HomeEditing): z.infer<typeof homeBody> => ({
  revision: editing.revision,
  choice: {
    featured: editing.choice.featured,
    home: editing.choice.home,
    banners: editing.choice.banners,
    in_context: editing.choice.inContext,
    encyclopedia: editing.choice.encyclopedia,
  },
  articles: editing.articles,
  banners: editing.banners,
  families: editing.families,
});

/**
 * The home page's curation (decision 044): editors and up (`home.edit`). A save is
 * based on the revision read (409 when another came first), audited, and on the home at once.
 */
export function homeRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  app.get(
    '/api/studio/home',
    {
      config: { permission: 'home.edit' },
      schema: {
        summary:
          "The home's curation (carousel, list, banners, in-context article, encyclopedia) and what may be chosen",
        response: { 200: homeBody },
      },
    },
    async () => homeAnswer(await services.homeCuration.read()),
  );

  app.put(
    '/api/studio/home',
    {
      config: { permission: 'home.edit' },
      schema: {
        summary:
          'Saves the home curation, based on the revision it was read at (409 when another save came first); audited',
        body: z.record(z.string(), z.unknown()),
        response: { 200: homeBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const fields = fieldErrorsOf(homeChoiceSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      const result = await services.homeCuration.save(staffOf(request), fields.value);
      if (result.ok) return homeAnswer(result.editing);
      if (result.reason === 'conflict') throw new HttpError(409, t('studio_home.conflict'));
      throw invalid(result.errors);
    },
  );

  app.post(
    '/api/studio/home/preview',
    {
      config: { permission: 'home.edit' },
      schema: {
        summary:
          'A private link, valid an hour, to the home page as an unsaved curation would show it (decision 044)',
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ url: z.string() }), 422: errorBody },
      },
    },
    async (request) => {
      const fields = fieldErrorsOf(homeChoiceSchema.omit({ revision: true }), request.body);
      if (!fields.ok) throw invalid(fields.errors);
      return { url: homePreviewPath(services, fields.value) };
    },
  );
}

/** The preview page's path for a choice as the API and the studio's form send it. */
export const homePreviewPath = (services: Services, choice: Omit<HomeChoiceInput, 'revision'>) =>
  paths.homePreview({
    token: services.publishing.homePreviewToken({
      featured: choice.featured,
      home: choice.home,
      banners: choice.banners,
      inContext: choice.in_context,
      encyclopedia: choice.encyclopedia,
    }),
  });
