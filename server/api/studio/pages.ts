import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { STATIC_PAGE_PATHS } from '../../../core/pages/static-page-paths.ts';
import { LOCALES } from '../../../core/site/locale.ts';
import { staticPageSchema } from '../../../core/studio/pages/page-rules.ts';
import type { StaticPageRow } from '../../../core/studio/pages/index.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { STATIC_PAGE_KEYS } from '../../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, type ApiApp } from '../schemas.ts';

const pageBody = z.object({
  key: z.enum(STATIC_PAGE_KEYS),
  locale: z.enum(LOCALES),
  path: z.string(),
  aliases: z.array(z.string()),
  title: z.string(),
  body: z.string(),
  html: z.string().nullable(),
  updated_at: z.string(),
});
const pageAnswer = (row: StaticPageRow): z.infer<typeof pageBody> => ({
  key: row.key,
  locale: row.locale,
  path: STATIC_PAGE_PATHS[row.key].path,
  aliases: [...STATIC_PAGE_PATHS[row.key].aliases],
  title: row.title,
  body: row.body,
  html: row.html,
  updated_at: row.updatedAt.toISOString(),
});
const params = z.object({ key: z.enum(STATIC_PAGE_KEYS), locale: z.enum(LOCALES) });

/**
 * The static pages (about, privacy, terms, FAQ, the placeholder; decision 043): editors
 * and up (`pages.edit`). Each page has a text per locale: title, markdown body and an HTML field,
 * sanitised when saved. Addresses and aliases are the page table's (not editable). Audited; shows
 * at once.
 */
export function staticPageRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  const pages = services.studioPages;

  app.get(
    '/api/studio/pages',
    {
      config: { permission: 'pages.edit' },
      schema: {
        summary: "Every static page's text in every locale it has",
        response: { 200: z.array(pageBody) },
      },
    },
    async () => (await pages.list()).map(pageAnswer),
  );

  app.get(
    '/api/studio/pages/:key/:locale',
    {
      config: { permission: 'pages.edit' },
      schema: {
        summary: "A static page's text in one locale",
        params,
        response: { 200: pageBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await pages.get(request.params.key, request.params.locale);
      if (!row) throw new HttpError(404, t('studio_catalogue.page_not_found'));
      return pageAnswer(row);
    },
  );

  app.put(
    '/api/studio/pages/:key/:locale',
    {
      config: { permission: 'pages.edit' },
      schema: {
        summary: "Writes a static page's text in one locale (HTML sanitised); audited",
        params,
        body: z.object({
          title: z.unknown(),
          body: z.unknown().optional(),
          html: z.unknown().optional(),
        }),
        response: { 200: pageBody, 422: errorBody },
      },
    },
    async (request) => {
      const fields = fieldErrorsOf(staticPageSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      const row = await pages.save(
        staffOf(request),
        request.params.key,
        request.params.locale,
        fields.value,
      );
      return pageAnswer(row);
    },
  );
}
