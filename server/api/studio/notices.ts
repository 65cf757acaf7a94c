import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { noticeSchema } from '../../../core/site/notice-rules.ts';
import { noticeFields, type Notice } from '../../../core/studio/notices/index.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';

const noticeBody = z.object({
  id_notice: z.number(),
  text: z.string(),
  link_url: z.string().nullable(),
  link_label: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  position: z.number(),
});
const noticeAnswer = (notice: Notice): z.infer<typeof noticeBody> => ({
  id_notice: notice.idNotice,
  ...noticeFields(notice),
});
const noticeInput = z.object({
  text: z.unknown(),
  link_url: z.unknown().optional(),
  link_label: z.unknown().optional(),
  starts_at: z.unknown().optional(),
  ends_at: z.unknown().optional(),
});
const params = z.object({ id: idParam });

/**
 * The notification banner's messages ("Notices"): editors and up (`notices.edit`).
 * Dates are ISO 8601 instants; either may be null (open). Every change is audited and shows on
 * every page at once.
 */
export function noticeRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  const notFound = () => new HttpError(404, t('studio_notices.not_found'));
  const checked = (body: unknown) => {
    const fields = fieldErrorsOf(noticeSchema, body);
    if (!fields.ok) throw invalid(fields.errors);
    return fields.value;
  };

  app.get(
    '/api/studio/notices',
    {
      config: { permission: 'notices.edit' },
      schema: {
        summary: "The notification banner's messages, in order, whatever their dates",
        response: { 200: z.array(noticeBody) },
      },
    },
    async () => (await services.notices.list()).map(noticeAnswer),
  );

  app.post(
    '/api/studio/notices',
    {
      config: { permission: 'notices.edit' },
      schema: {
        summary: 'Adds a message at the end of the banner; audited',
        body: noticeInput,
        response: { 201: noticeBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const created = await services.notices.create(staffOf(request), checked(request.body));
      return reply.code(201).send(noticeAnswer(created));
    },
  );

  app.put(
    '/api/studio/notices/:id',
    {
      config: { permission: 'notices.edit' },
      schema: {
        summary: 'Changes a message (text, link, dates); audited',
        params,
        body: noticeInput,
        response: { 200: noticeBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const updated = await services.notices.update(
        staffOf(request),
        request.params.id,
        checked(request.body),
      );
      if (!updated) throw notFound();
      return noticeAnswer(updated);
    },
  );

  app.post(
    '/api/studio/notices/:id/move',
    {
      config: { permission: 'notices.edit' },
      schema: {
        summary: 'Moves a message one place earlier (-1) or later (1) in the banner; audited',
        params,
        body: z.object({ by: z.union([z.literal(-1), z.literal(1)]) }),
        response: { 200: z.array(noticeBody), 404: errorBody },
      },
    },
    async (request) => {
      const moved = await services.notices.move(
        staffOf(request),
        request.params.id,
        request.body.by,
      );
      if (!moved) throw notFound();
      return moved.map(noticeAnswer);
    },
  );

  app.delete(
    '/api/studio/notices/:id',
    {
      config: { permission: 'notices.edit' },
      schema: {
        summary: 'Removes a message from the banner; audited (deleted: false when there was none)',
        params,
        response: { 200: z.object({ deleted: z.boolean() }) },
      },
    },
    async (request) => ({
      deleted: await services.notices.remove(staffOf(request), request.params.id),
    }),
  );
}
