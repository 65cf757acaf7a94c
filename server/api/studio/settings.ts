import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { editableSettingsSchema } from '../../../core/site/editable-settings.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, type ApiApp } from '../schemas.ts';

const valuesBody = z.object({
  title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  logo_path: z.string(),
  store_url: z.string(),
  forum_url: z.string(),
  legacy_url: z.string(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  contact_email: z.string(),
  has_newsletter: z.boolean(),
  covid_notice: z.boolean(),
  header_colour: z.string(),
  cookie_notice: z.string().nullable(),
});
const settingsBody = z.object({
  revision: z.number(),
  values: valuesBody,
  /** The environment's values: what a value never saved follows. */
  defaults: valuesBody,
});

/**
 * The website settings: title, description and keywords, logo, the store, forum,
 * legacy and social links, the contact address, the newsletter and the delivery notice. Admins
 * only (`settings.edit`); a save is audited and shows on every page at once.
 */
export function settingsRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  app.get(
    '/api/studio/settings',
    {
      config: { permission: 'settings.edit' },
      schema: {
        summary: 'The website settings as the site uses them, their revision and their defaults',
        response: { 200: settingsBody },
      },
    },
    async () => services.siteSettings.read(),
  );

  app.put(
    '/api/studio/settings',
    {
      config: { permission: 'settings.edit' },
      schema: {
        summary:
          'Saves the website settings, based on the revision they were read at (409 when another save came first); audited',
        body: z.object({
          revision: z
            .number()
            .int()
            .min(0)
            .max(2 ** 31 - 1),
          values: z.record(z.string(), z.unknown()),
        }),
        response: { 200: settingsBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const fields = fieldErrorsOf(editableSettingsSchema, request.body.values);
      if (!fields.ok) throw invalid(fields.errors);
      const result = await services.siteSettings.save(staffOf(request), {
        revision: request.body.revision,
        values: fields.value,
      });
      if (!result.ok) throw new HttpError(409, t('studio_settings.conflict'));
      return services.siteSettings.read();
    },
  );
}
