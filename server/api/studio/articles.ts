// Over 300 lines on purpose: every article route shares the refusal mapping and the editor's answer shape.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import type { Actor } from '../../../core/studio/articles/article-rules.ts';
import type { StateAction } from '../../../core/studio/articles/change-state.ts';
import type { ArticleRefusal, ArticleResult } from '../../../core/studio/articles/results.ts';
import { ARTICLE_STATES } from '../../../db/schema/editorial.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, text, type ApiApp } from '../schemas.ts';
import {
  apiField,
  checkAnswer,
  checkBody,
  diffAnswer,
  diffBody,
  editorAnswer,
  editorBody,
  presenceAnswer,
  presenceBody,
  revisionAnswer,
  revisionBody,
  snapshotAnswer,
  snapshotBody,
  snapshotFromBody,
  snapshotInput,
} from './article-bodies.ts';

const params = z.object({ id: idParam });
const revisionParams = z.object({ id: idParam, number: idParam });
const revision = z.number().int().positive();
/** 409: an impossible move, or (with `current_revision` and `diff`) a save over a newer revision. */
const conflictBody = errorBody.extend({
  current_revision: z.number().optional(),
  diff: diffBody.optional(),
});
/** 422: field errors, or (with `checks`) the content checks that block publishing. */
const invalidBody = errorBody.extend({ checks: z.array(checkBody).optional() });
const changeErrors = { 403: errorBody, 404: errorBody, 409: conflictBody, 422: invalidBody };

/**
 * The studio's article API (docs/decisions/033): list, create, read for the editor, save with
 * optimistic concurrency, autosave, presence, changes of state, medical sign-off, revisions
 * (list, one, diff, restore), content checks, preview links, and the pickers' lists. The route's
 * permission is the role half (decision 032); ownership and state are checked by the service.
 */
export function articleRoutes(app: ApiApp, services: Services, messages: ApiMessages) {
  const { t } = messages;
  const articles = services.studioArticles;
  const actorOf = (request: FastifyRequest): Actor => staffOf(request);
  const notFound = () => new HttpError(404, t('studio_articles.not_found'));

  /** A refused change as its HTTP answer (403, 404, 409 with the diff, 422 with the checks). */
  const refusal = (reply: FastifyReply, result: ArticleRefusal) => {
    switch (result.error) {
      case 'not_found':
        throw notFound();
      case 'forbidden':
        throw new HttpError(403, t('studio_articles.forbidden'));
      case 'impossible':
        throw new HttpError(409, t('studio_articles.impossible'));
      case 'conflict':
        return reply.status(409).send({
          message: t('studio_articles.conflict'),
          current_revision: result.currentRevision,
          diff: diffAnswer(result.diff),
        });
      case 'invalid':
        throw new HttpError(
          422,
          t('studio_articles.fix_fields'),
          Object.fromEntries(
            Object.entries(result.fields).map(([field, keys]) => [
              apiField(field),
              keys.map((key) => t(key)),
            ]),
          ),
        );
      case 'checks_failed':
        return reply.status(422).send({
          message: t('studio_articles.checks_failed'),
          checks: result.checks.map(checkAnswer(t)),
        });
    }
  };

  /** The editor's view of the article after a change, or the refusal. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    idArticle: number,
    result: ArticleResult<unknown>,
  ) => {
    if (!result.ok) return refusal(reply, result);
    return view(request, idArticle);
  };
  const view = async (request: FastifyRequest, idArticle: number) => {
    const found = await articles.read(actorOf(request), idArticle);
    if (!found) throw notFound();
    return editorAnswer(t)(found);
  };

  app.get(
    '/api/studio/articles',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: 'Articles in every state, newest change first, filtered and paged',
        querystring: z.object({
          status: z.enum(ARTICLE_STATES).optional(),
          author: idParam.optional(),
          family: idParam.optional(),
          q: text(200).optional(),
          page: idParam.optional(),
        }),
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id_article: z.number(),
                title: z.string(),
                slug: z.string(),
                status: z.enum(ARTICLE_STATES),
                revision: z.number(),
                id_author: z.number().nullable(),
                author_name: z.string().nullable(),
                id_staff_owner: z.number().nullable(),
                scheduled_at: z.string().nullable(),
                updated_at: z.string(),
              }),
            ),
            page: z.number(),
            pages: z.number(),
            total: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { status, author, family, q, page } = request.query;
      const list = await articles.list({
        page: Math.max(1, Math.min(page ?? 1, 10_000)),
        ...(status ? { status } : {}),
        ...(author ? { idAuthor: author } : {}),
        ...(family ? { idFamily: family } : {}),
        ...(q ? { q } : {}),
      });
      return {
        ...list,
        items: list.items.map((item) => ({
          id_article: item.idArticle,
          title: item.title,
          slug: item.slug,
          status: item.status,
          revision: item.revision,
          id_author: item.idAuthor,
          author_name: item.authorName,
          id_staff_owner: item.idStaffOwner,
          scheduled_at: item.scheduledAt?.toISOString() ?? null,
          updated_at: item.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/studio/articles',
    {
      config: { permission: 'article.create' },
      schema: {
        summary: 'Creates a draft owned by the staff member (revision 1)',
        body: z.object({ title: text(300) }),
        response: { 201: editorBody },
      },
    },
    async (request, reply) => {
      const idArticle = await articles.create(actorOf(request), { title: request.body.title });
      return reply.status(201).send(await view(request, idArticle));
    },
  );

  app.get(
    '/api/studio/articles/:id',
    {
      config: { permission: 'article.read' },
      schema: {
        summary:
          "One article for the editor: fields, the staff member's unsaved autosave, who else has it open, checks, allowed actions",
        params,
        response: { 200: editorBody, 404: errorBody },
      },
    },
    async (request) => view(request, request.params.id),
  );

  app.put(
    '/api/studio/articles/:id',
    {
      config: { permission: 'article.edit.own' },
      schema: {
        summary:
          'Saves every field (a revision); refused with 409 and the word diff when based on an older revision',
        params,
        body: z.object({
          revision,
          article: snapshotInput(t),
          // The home flags as the editor loaded them: a flag left as loaded keeps what the home
          // page's curation set since (docs/decisions/044). Without it, the flags are written.
          placement_base: z.object({ is_home: z.boolean(), is_featured: z.boolean() }).optional(),
        }),
        response: { 200: editorBody, ...changeErrors },
      },
    },
    async (request, reply) => {
      const base = request.body.placement_base;
      const result = await articles.save(actorOf(request), request.params.id, {
        revision: request.body.revision,
        snapshot: snapshotFromBody(request.body.article),
        placementBase: base && { isHome: base.is_home, isFeatured: base.is_featured },
      });
      return answer(request, reply, request.params.id, result);
    },
  );

  // PUT while typing; POST too, for the request sent on leaving the page (`fetch` with
  // `keepalive`, which carries the CSRF header a beacon cannot: decision 033).
  for (const method of ['PUT', 'POST'] as const)
    app.route({
      method,
      url: '/api/studio/articles/:id/autosave',
      config: { permission: 'article.edit.own' },
      schema: {
        summary:
          method === 'PUT'
            ? "Keeps the editor's working copy (per staff member); the article and its public page are unchanged"
            : 'The same autosave, as sent on leaving the page (fetch with keepalive)',
        params,
        body: z.object({ base_revision: revision, article: snapshotInput(t) }),
        response: { 200: z.object({ saved_at: z.string() }), 403: errorBody, 404: errorBody },
      },
      handler: async (request, reply) => {
        const result = await articles.autosave(actorOf(request), request.params.id, {
          baseRevision: request.body.base_revision,
          snapshot: snapshotFromBody(request.body.article),
        });
        if (!result.ok) return refusal(reply, result);
        return { saved_at: result.value.savedAt.toISOString() };
      },
    });

  app.post(
    '/api/studio/articles/:id/presence',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: 'Heartbeat of an open editor (every few seconds); answers who else has it open',
        params,
        body: z.object({}),
        response: { 200: z.object({ others: presenceBody }), 404: errorBody },
      },
    },
    async (request, reply) => {
      const result = await articles.heartbeat(actorOf(request), request.params.id);
      if (!result.ok) return refusal(reply, result);
      return { others: presenceAnswer(result.value) };
    },
  );

  const stateRoute = (
    action: StateAction,
    permission: 'article.submit' | 'article.schedule' | 'article.publish.own' | 'article.unpublish',
    summary: string,
  ) =>
    app.post(
      `/api/studio/articles/:id/${action}`,
      {
        config: { permission },
        schema: {
          summary,
          params,
          body:
            action === 'schedule'
              ? z.object({ revision, scheduled_at: z.iso.datetime({ offset: true }) })
              : z.object({ revision, scheduled_at: z.iso.datetime({ offset: true }).optional() }),
          response: { 200: editorBody, ...changeErrors },
        },
      },
      async (request, reply) => {
        const { revision: basedOn, scheduled_at } = request.body;
        const result = await articles.changeState(actorOf(request), request.params.id, action, {
          revision: basedOn,
          ...(scheduled_at ? { scheduledAt: new Date(scheduled_at) } : {}),
        });
        return answer(request, reply, request.params.id, result);
      },
    );
  stateRoute('submit', 'article.submit', 'Submits a draft for review (its owner, or an editor)');
  stateRoute(
    'schedule',
    'article.schedule',
    'Schedules publishing at a future time (editors); refused while a content check has an error',
  );
  stateRoute(
    'unschedule',
    'article.schedule',
    'Takes a scheduled article off the schedule (back to review)',
  );
  stateRoute(
    'publish',
    'article.publish.own',
    'Publishes now (authors their own, editors any); refused while a content check has an error',
  );
  stateRoute('unpublish', 'article.unpublish', 'Takes a published article off the site (editors)');

  app.post(
    '/api/studio/articles/:id/send-back',
    {
      config: { permission: 'article.send_back' },
      schema: {
        summary:
          'Sends an article in review back to its author as a draft, with a note (editors); the author is told by e-mail',
        params,
        body: z.object({ revision, note: text(2000) }),
        response: { 200: editorBody, ...changeErrors },
      },
    },
    async (request, reply) => {
      const result = await articles.changeState(actorOf(request), request.params.id, 'send_back', {
        revision: request.body.revision,
        note: request.body.note,
      });
      return answer(request, reply, request.params.id, result);
    },
  );

  app.post(
    '/api/studio/articles/:id/trash',
    {
      config: { permission: 'article.trash.own' },
      schema: {
        summary:
          'Moves an article to the trash (editors any, others their own drafts); a published one leaves the site at once (410)',
        params,
        body: z.object({ confirm: z.literal(true) }),
        response: { 204: z.null(), 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const result = await articles.trash.article(actorOf(request), request.params.id);
      if (!result.ok) return refusal(reply, result);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/studio/articles/:id/medical-review',
    {
      config: { permission: 'article.review.medical' },
      schema: {
        summary: 'A medical reviewer signs the article off (signed: true) or withdraws it',
        params,
        body: z.object({ revision, signed: z.boolean() }),
        response: { 200: editorBody, ...changeErrors },
      },
    },
    async (request, reply) => {
      const result = await articles.review(actorOf(request), request.params.id, request.body);
      return answer(request, reply, request.params.id, result);
    },
  );

  app.get(
    '/api/studio/articles/:id/revisions',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: "An article's revisions, newest first: number, event, state, who, when",
        params,
        response: { 200: z.array(revisionBody), 404: errorBody },
      },
    },
    async (request) => {
      const list = await articles.revisions(request.params.id);
      if (!list) throw notFound();
      return list.map(revisionAnswer);
    },
  );

  app.get(
    '/api/studio/articles/:id/revisions/:number',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: 'One revision with every field as it was saved',
        params: revisionParams,
        response: { 200: revisionBody.extend({ article: snapshotBody }), 404: errorBody },
      },
    },
    async (request) => {
      const found = await articles.revision(request.params.id, request.params.number);
      if (!found) throw new HttpError(404, t('studio_articles.revision_not_found'));
      return { ...revisionAnswer(found), article: snapshotAnswer(found.snapshot) };
    },
  );

  app.get(
    '/api/studio/articles/:id/diff',
    {
      config: { permission: 'article.read' },
      schema: {
        summary:
          'The word-level diff between two revisions (from older to newer), changed fields only',
        params,
        querystring: z.object({ from: idParam, to: idParam }),
        response: {
          200: z.object({ from: z.number(), to: z.number(), fields: diffBody }),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const diff = await articles.diff(request.params.id, from, to);
      if (!diff) throw new HttpError(404, t('studio_articles.revision_not_found'));
      return { from, to, fields: diffAnswer(diff) };
    },
  );

  app.post(
    '/api/studio/articles/:id/revisions/:number/restore',
    {
      config: { permission: 'article.edit.own' },
      schema: {
        summary: "Restores a revision's fields as a new revision (history is kept)",
        params: revisionParams,
        body: z.object({ revision }),
        response: { 200: editorBody, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { id, number } = request.params;
      const result = await articles.restore(actorOf(request), id, number, request.body);
      return answer(request, reply, id, result);
    },
  );

  app.get(
    '/api/studio/articles/:id/checks',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: 'Content checks of the saved article: errors block publishing, warnings do not',
        params,
        response: { 200: z.object({ checks: z.array(checkBody) }), 404: errorBody },
      },
    },
    async (request) => {
      const found = await articles.read(actorOf(request), request.params.id);
      if (!found) throw notFound();
      return { checks: found.checks.map(checkAnswer(t)) };
    },
  );

  app.post(
    '/api/studio/articles/checks',
    {
      config: { permission: 'article.read' },
      schema: {
        summary:
          'Content checks of an unsaved version (what the editor shows live), with every fact the database knows',
        body: z.object({ article: snapshotInput(t) }),
        response: { 200: z.object({ checks: z.array(checkBody) }) },
      },
    },
    async (request) => ({
      checks: (await articles.checks(snapshotFromBody(request.body.article))).map(checkAnswer(t)),
    }),
  );

  app.post(
    '/api/studio/articles/:id/preview-link',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: 'A signed link, valid 72 hours, that shows the article as the public page would',
        params,
        body: z.object({}),
        response: { 201: z.object({ url: z.string(), expires_at: z.string() }), 404: errorBody },
      },
    },
    async (request, reply) => {
      const link = await articles.previewLink(request.params.id);
      if (!link) throw notFound();
      return reply.status(201).send({ url: link.url, expires_at: link.expiresAt.toISOString() });
    },
  );

  app.get(
    '/api/studio/authors',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: 'Bylines for the author picker',
        response: {
          200: z.array(
            z.object({
              id_author: z.number(),
              name: z.string(),
              occupation: z.string(),
              image_url: z.string().nullable(),
              id_staff: z.number().nullable(),
            }),
          ),
        },
      },
    },
    async () =>
      (await articles.authors()).map((a) => ({
        id_author: a.idAuthor,
        name: a.name,
        occupation: a.occupation,
        image_url: a.imageUrl,
        id_staff: a.idStaff,
      })),
  );

  const named = z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() }));
  app.get(
    '/api/studio/families',
    {
      config: { permission: 'article.read' },
      schema: { summary: 'Families for the picker', response: { 200: named } },
    },
    async () => articles.families(),
  );
  app.get(
    '/api/studio/categories',
    {
      config: { permission: 'article.read' },
      schema: { summary: 'Categories for the picker', response: { 200: named } },
    },
    async () => articles.categories(),
  );

  app.get(
    '/api/studio/products',
    {
      config: { permission: 'article.read' },
      schema: {
        summary: 'Products for the product picker (by name, or id), at most 20',
        querystring: z.object({ q: text(200).optional() }),
        response: {
          200: z.array(
            z.object({
              id_product: z.number(),
              name: z.string(),
              image_url: z.string().nullable(),
              price: z.number().nullable(),
            }),
          ),
        },
      },
    },
    async (request) =>
      (await articles.products(request.query.q ?? '')).map((p) => ({
        id_product: p.idProduct,
        name: p.name,
        image_url: p.imageUrl,
        price: p.price,
      })),
  );
}
