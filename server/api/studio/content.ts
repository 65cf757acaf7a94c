import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import {
  checkParts,
  PACK_BODY_LIMIT,
  PackRefused,
  PACK_PARTS,
} from '../../../core/content-pack/index.ts';
import { problemText } from '../../../core/content-pack/problem-text.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { studioFiles } from '../../../core/site/studio-paths.ts';
import { errorBody, type ApiApp } from '../schemas.ts';

const tableChanges = z.object({
  created: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  removed: z.number(),
});
export const importReport = z.object({
  dry_run: z.boolean(),
  tables: z.record(z.string(), tableChanges),
  pictures: z.number(),
});

/** `only=breeds,products` → the parts; unknown names are refused with the list of known ones. */
export function partsOf(only: string | string[] | undefined, t: (key: string) => string): string[] {
  const parts = [only ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = checkParts(parts);
  if (unknown.length)
    throw new HttpError(400, t('studio_content.unknown_parts'), {
      only: [`${unknown.join(', ')} (${PACK_PARTS.join(', ')})`],
    });
  return parts;
}

/**
 * Content packs (issue 15): export for admins (`content.export`), import with a dry run
 * (`content.import`). A refused pack is a 422 listing every problem under `errors.pack`; a real
 * import is audited and purges every page.
 */
export function contentPackRoutes(app: ApiApp, services: Services, { t }: ApiMessages) {
  app.get(
    studioFiles.contentExport,
    {
      config: { permission: 'content.export' },
      schema: {
        summary: "The site's content as a content pack (JSON, pictures inline), as a download",
        querystring: z.object({ only: z.union([z.string(), z.array(z.string())]).optional() }),
        // The pack's own schema is published apart (files.contentPackSchema): too big to repeat.
        response: { 200: z.unknown(), 400: errorBody },
      },
    },
    async (request, reply) => {
      const parts = partsOf(request.query.only, t);
      const pack = await services.contentPacks.export(parts);
      const day = pack.exported_at.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="pawpedia-content-${day}${parts.length ? `-${parts.join('-')}` : ''}.json"`,
        )
        .send(pack);
    },
  );

  app.post(
    '/api/studio/content/import',
    {
      config: { permission: 'content.import' },
      bodyLimit: PACK_BODY_LIMIT,
      schema: {
        summary:
          'Imports a content pack in one transaction (dry_run=true: reports and changes nothing); audited',
        querystring: z.object({ dry_run: z.enum(['true', 'false']).optional() }),
        body: z.unknown(),
        response: { 200: importReport, 422: errorBody },
      },
    },
    async (request) => {
      try {
        return await services.contentPacks.import(request.body, {
          dryRun: request.query.dry_run === 'true',
          actor: staffOf(request).idStaff,
        });
      } catch (error) {
        if (!(error instanceof PackRefused)) throw error;
        throw new HttpError(422, t('studio_content.refused'), {
          pack: error.problems.map((problem) => problemText(t, problem)),
        });
      }
    },
  );
}
