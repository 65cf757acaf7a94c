import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { infographicSchema } from '../../../core/studio/infographics/infographic-rules.ts';
import type { StudioInfographic } from '../../../core/studio/infographics/index.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';

const infographicBody = z.object({
  id_infographic: z.number(),
  title: z.string(),
  slug: z.string(),
  image_path: z.string(),
  mobile_image_path: z.string(),
  thumbnail_path: z.string(),
  related: z.array(z.number()),
});
const infographicAnswer = (row: StudioInfographic): z.infer<typeof infographicBody> => ({
  id_infographic: row.idInfographic,
  title: row.title,
  slug: row.slug,
  image_path: row.imagePath,
  mobile_image_path: row.mobileImagePath,
  thumbnail_path: row.thumbnailPath,
  related: row.related,
});
const infographicInput = z.object({
  title: z.unknown(),
  slug: z.unknown(),
  image_path: z.unknown(),
  mobile_image_path: z.unknown(),
  thumbnail_path: z.unknown(),
  related: z.unknown().optional(),
});
const params = z.object({ id: idParam });

/**
 * The infographics (decision 043): editors and up (`infographics.edit`): pictures for
 * wide screens, phones and the thumbnail, title, address (slug) and related infographics in
 * order. Every change is audited and shows at once.
 */
export function infographicRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  const infographics = services.studioInfographics;
  const notFound = () => new HttpError(404, t('studio_catalogue.infographic_not_found'));
  const checked = (body: unknown) => {
    const fields = fieldErrorsOf(infographicSchema, body);
    if (!fields.ok) throw invalid(fields.errors);
    return fields.value;
  };

  app.get(
    '/api/studio/infographics',
    {
      config: { permission: 'infographics.edit' },
      schema: {
        summary: 'Every infographic, by title',
        response: { 200: z.array(infographicBody.omit({ related: true })) },
      },
    },
    async () =>
      (await infographics.list()).map((row) => {
        const { related: _related, ...rest } = infographicAnswer({ ...row, related: [] });
        return rest;
      }),
  );

  app.get(
    '/api/studio/infographics/:id',
    {
      config: { permission: 'infographics.edit' },
      schema: {
        summary: 'One infographic with its related infographics in order',
        params,
        response: { 200: infographicBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await infographics.get(request.params.id);
      if (!row) throw notFound();
      return infographicAnswer(row);
    },
  );

  app.post(
    '/api/studio/infographics',
    {
      config: { permission: 'infographics.edit' },
      schema: {
        summary: 'Adds an infographic; audited',
        body: infographicInput,
        response: { 201: infographicBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const result = await infographics.create(staffOf(request), checked(request.body));
      if (result.status === 'invalid') throw invalid(result.errors);
      if (result.status !== 'saved') throw notFound();
      return reply.code(201).send(infographicAnswer(result.infographic));
    },
  );

  app.put(
    '/api/studio/infographics/:id',
    {
      config: { permission: 'infographics.edit' },
      schema: {
        summary: 'Changes an infographic and its related ones; audited',
        params,
        body: infographicInput,
        response: { 200: infographicBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const result = await infographics.update(
        staffOf(request),
        request.params.id,
        checked(request.body),
      );
      if (result.status === 'invalid') throw invalid(result.errors);
      if (result.status === 'not_found') throw notFound();
      return infographicAnswer(result.infographic);
    },
  );

  app.delete(
    '/api/studio/infographics/:id',
    {
      config: { permission: 'infographics.edit' },
      schema: {
        summary: 'Deletes an infographic (deleted: false when there was none); audited',
        params,
        response: { 200: z.object({ deleted: z.boolean() }) },
      },
    },
    async (request) => ({
      deleted: await infographics.remove(staffOf(request), request.params.id),
    }),
  );
}
