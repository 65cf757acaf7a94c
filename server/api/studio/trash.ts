import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';

const params = z.object({ id: idParam });
const kindParams = z.object({ kind: z.enum(['articles', 'editions']), id: idParam });
/** Every change here is confirmed by the person first (the studio's dialogs). */
const confirmed = z.object({ confirm: z.literal(true) });

/**
 * The studio's trash (docs/decisions/075): what is in it, restoring, deleting for good and
 * emptying it (admins), and trashing a newsletter edition that was never sent.
 */
export function trashRoutes(app: ApiApp, services: Services, messages: ApiMessages) {
  const { t } = messages;
  const trash = services.studioArticles.trash;
  const notInTrash = () => new HttpError(404, t('studio_trash.not_found'));

  app.get(
    '/api/studio/trash',
    {
      config: { permission: 'article.trash.own' },
      schema: {
        summary:
          'What is in the trash, newest first, with who put it there and when (editors everything, others their own articles)',
        response: {
          200: z.array(
            z.object({
              kind: z.enum(['article', 'edition']),
              id: z.number(),
              title: z.string(),
              state: z.string(),
              trashed_at: z.string(),
              trashed_by: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) =>
      (await trash.list(staffOf(request))).map((item) => ({
        kind: item.kind,
        id: item.id,
        title: item.title,
        state: item.state,
        trashed_at: item.trashedAt.toISOString(),
        trashed_by: item.trashedBy,
      })),
  );

  app.post(
    '/api/studio/newsletter/:id/trash',
    {
      config: { permission: 'newsletter.trash' },
      schema: {
        summary:
          'Moves a draft or cancelled edition to the trash; a sent one stays in the archive (409)',
        params,
        body: confirmed,
        response: { 204: z.null(), 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await trash.edition(staffOf(request), request.params.id);
      if (answer === 'not_found') throw new HttpError(404, t('studio_newsletter.errors.not_found'));
      if (answer === 'impossible')
        throw new HttpError(409, t('studio_trash.edition_not_trashable'));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/studio/trash/articles/:id/restore',
    {
      config: { permission: 'article.trash.own' },
      schema: {
        summary: 'Takes an article out of the trash, as a draft (never public again by itself)',
        params,
        body: confirmed,
        response: { 204: z.null(), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const result = await trash.restoreArticle(staffOf(request), request.params.id);
      if (!result.ok) {
        if (result.error === 'forbidden') throw new HttpError(403, t('studio_articles.forbidden'));
        throw notInTrash();
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/studio/trash/editions/:id/restore',
    {
      config: { permission: 'newsletter.trash' },
      schema: {
        summary: 'Takes a newsletter edition out of the trash, in the state it had',
        params,
        body: confirmed,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await trash.restoreEdition(staffOf(request), request.params.id);
      if (answer !== 'ok') throw notInTrash();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/studio/trash/:kind/:id/delete',
    {
      config: { permission: 'trash.purge' },
      schema: {
        summary: 'Deletes one item of the trash for good (admins); the audit log keeps the record',
        params: kindParams,
        body: confirmed,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const done = await trash.delete(
        staffOf(request),
        kind === 'articles' ? 'article' : 'edition',
        id,
      );
      if (!done) throw notInTrash();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/studio/trash/empty',
    {
      config: { permission: 'trash.purge' },
      schema: {
        summary: 'Deletes everything in the trash for good (admins)',
        body: confirmed,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => ({ deleted: await trash.empty(staffOf(request)) }),
  );

  app.get(
    '/api/studio/notifications',
    {
      config: { permission: 'article.read' },
      schema: {
        summary:
          "The staff member's review notifications, newest first (docs/decisions/077): submitted, published, sent back",
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              kind: z.enum(['submitted', 'published', 'sent_back']),
              id_article: z.number().nullable(),
              title: z.string(),
              note: z.string(),
              actor: z.string().nullable(),
              created_at: z.string(),
              read: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) =>
      (await services.studioNotifications.list(staffOf(request).idStaff)).map((n) => ({
        id: n.id,
        kind: n.kind,
        id_article: n.idArticle,
        title: n.title,
        note: n.note,
        actor: n.actor,
        created_at: n.createdAt.toISOString(),
        read: n.readAt !== null,
      })),
  );

  app.post(
    '/api/studio/notifications/read',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: "Marks the staff member's own notifications read (`ids`, or all of them)",
        body: z.union([
          z.object({ ids: z.array(idParam).min(1).max(100) }),
          z.object({ all: z.literal(true) }),
        ]),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await services.studioNotifications.markRead(
        staffOf(request).idStaff,
        'ids' in body ? body.ids : null,
      );
      return reply.status(204).send(null);
    },
  );
}
