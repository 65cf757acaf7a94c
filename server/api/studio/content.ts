import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import type { FastifyError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkParts, PACK_PARTS } from '../../../core/content-pack/index.ts';
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
 * Content packs: export for admins (`content.export`), import with a dry run
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

  // The pack's file is taken as bytes and read off the main thread (core/content-pack/read-pack.ts):
  // JSON.parse of tens of megabytes here would stall every other request (decision 069).
  app.register(async (scope) => {
    const packs = services.contentPacks;
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: packs.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    // Too large is said before the body is read (its Content-Length), with the limit.
    const parent = scope.errorHandler;
    scope.setErrorHandler(function (error: FastifyError, request, reply) {
      if (error.statusCode === 413)
        return reply
          .status(413)
          .send({ message: packs.tooLargeMessage(), errors: { pack: [packs.tooLargeMessage()] } });
      return parent.call(this, error, request, reply);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/studio/content/import',
      {
        config: { permission: 'content.import' },
        bodyLimit: packs.bodyLimit,
        schema: {
          summary:
            'Imports a content pack in one transaction (dry_run=true: reports and changes nothing); audited',
          querystring: z.object({ dry_run: z.enum(['true', 'false']).optional() }),
          body: z.unknown(),
          response: { 200: importReport, 413: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await packs.importChecked(body, {
          dryRun: request.query.dry_run === 'true',
          actor: staffOf(request).idStaff,
        });
        if (result.ok) return result.report;
        throw new HttpError(result.status, result.message, {
          pack: result.problems.length ? result.problems : [result.message],
        });
      },
    );
  });
}
