import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { EditionRefusal } from '../../../core/newsletter/edition-rules.ts';
import type { EditionFigures } from '../../../core/newsletter/edition-figures.ts';
import { EDITION_STATES, editionInput } from '../../../core/newsletter/edition-rules.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';

const figuresBody = z.object({
  recipients: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  unsubscribed: z.number(),
  failures: z.array(z.object({ reason: z.string(), count: z.number() })),
});
const figuresAnswer = ({ idEdition: _id, ...figures }: EditionFigures) => figures;

const summaryBody = z.object({
  id_edition: z.number(),
  subject: z.string(),
  state: z.enum(EDITION_STATES),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
  creator: z.string().nullable(),
  figures: figuresBody,
});

const editionBody = z.object({
  id_edition: z.number(),
  subject: z.string(),
  preheader: z.string(),
  intro: z.string(),
  closing: z.string(),
  state: z.enum(EDITION_STATES),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  article_ids: z.array(z.number()),
  product_ids: z.array(z.number()),
  figures: figuresBody,
});

const params = z.object({ id: idParam });

/** An input in the API's snake_case, checked by the rules the screen uses too. */
const apiInput = z.object({
  subject: z.unknown(),
  preheader: z.unknown().optional(),
  intro: z.unknown().optional(),
  closing: z.unknown().optional(),
  article_ids: z.unknown().optional(),
  product_ids: z.unknown().optional(),
});

/**
 * Newsletter editions in the studio (decision 047): composing is `newsletter.edit`,
 * scheduling, sending and cancelling `newsletter.send` (both editors and up). Every change is
 * audited.
 */
export function newsletterEditionRoutes(
  app: ApiApp,
  services: Services,
  { t, invalid }: ApiMessages,
) {
  const editions = services.editions;
  const refusal = (error: unknown): never => {
    if (error instanceof EditionRefusal) {
      throw new HttpError(
        error.reason === 'not_found' ? 404 : 409,
        t(`studio_newsletter.errors.${error.reason}`),
      );
    }
    throw error;
  };
  const found = async (id: number) => {
    const edition = await editions.get(id);
    if (!edition) throw new HttpError(404, t('studio_newsletter.errors.not_found'));
    return edition;
  };

  app.get(
    '/api/studio/newsletter',
    {
      config: { permission: 'newsletter.edit' },
      schema: {
        summary: 'Newsletter editions, last changed first, each with its figures',
        response: { 200: z.array(summaryBody) },
      },
    },
    async () =>
      (await editions.list()).map((e) => ({
        id_edition: e.id,
        subject: e.subject,
        state: e.state,
        scheduled_at: e.scheduledAt?.toISOString() ?? null,
        sent_at: e.sentAt?.toISOString() ?? null,
        updated_at: e.updatedAt.toISOString(),
        creator: e.creator,
        figures: figuresAnswer(e.figures),
      })),
  );

  app.post(
    '/api/studio/newsletter',
    {
      config: { permission: 'newsletter.edit' },
      schema: {
        summary: 'Starts a draft edition with its subject; audited',
        body: z.object({ subject: z.unknown() }),
        response: { 201: z.object({ id_edition: z.number() }), 422: errorBody },
      },
    },
    async (request, reply) => {
      const checked = fieldErrorsOf(editionInput.shape.subject, request.body.subject);
      if (!checked.ok) throw invalid({ subject: checked.errors.form ?? [] });
      const id = await editions.create(staffOf(request), checked.value);
      return reply.code(201).send({ id_edition: id });
    },
  );

  app.get(
    '/api/studio/newsletter/pickable',
    {
      config: { permission: 'newsletter.edit' },
      schema: {
        summary: "What an edition's pickers offer: published articles by title, and products",
        querystring: z.object({ search: z.string().max(200).optional() }),
        response: {
          200: z.object({
            articles: z.array(z.object({ id: z.number(), title: z.string() })),
            products: z.array(z.object({ id: z.number(), name: z.string() })),
          }),
        },
      },
    },
    async (request) => {
      const pickable = await editions.pickable(request.query.search ?? '');
      return {
        articles: pickable.articles.map((a) => ({ id: a.id, title: a.title })),
        products: pickable.products,
      };
    },
  );

  app.get(
    '/api/studio/newsletter/:id',
    {
      config: { permission: 'newsletter.edit' },
      schema: {
        summary: 'One edition with its articles and products in order, and its figures',
        params,
        response: { 200: editionBody, 404: errorBody },
      },
    },
    async (request) => {
      const e = await found(request.params.id);
      const figures = (await editions.figures([e.id])).get(e.id)!;
      return {
        id_edition: e.id,
        subject: e.subject,
        preheader: e.preheader,
        intro: e.intro,
        closing: e.closing,
        state: e.state,
        scheduled_at: e.scheduledAt?.toISOString() ?? null,
        sent_at: e.sentAt?.toISOString() ?? null,
        article_ids: e.articleIds,
        product_ids: e.productIds,
        figures: figuresAnswer(figures),
      };
    },
  );

  app.put(
    '/api/studio/newsletter/:id',
    {
      config: { permission: 'newsletter.edit' },
      schema: {
        summary: 'Saves a draft or scheduled edition (every field); audited with before and after',
        params,
        body: apiInput,
        response: {
          200: z.object({ saved: z.literal(true) }),
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const b = request.body;
      const checked = fieldErrorsOf(editionInput, {
        subject: b.subject,
        preheader: b.preheader ?? '',
        intro: b.intro ?? '',
        closing: b.closing ?? '',
        articleIds: b.article_ids ?? [],
        productIds: b.product_ids ?? [],
      });
      if (!checked.ok) throw invalid(checked.errors);
      await editions.save(staffOf(request), request.params.id, checked.value).catch(refusal);
      return { saved: true as const };
    },
  );

  app.get(
    '/api/studio/newsletter/:id/preview',
    {
      config: { permission: 'newsletter.edit' },
      schema: {
        summary: 'The edition as a subscriber gets it: subject, HTML and plain text',
        params,
        response: {
          200: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
          404: errorBody,
        },
      },
    },
    async (request) => {
      const preview = await editions.preview(request.params.id);
      if (!preview) throw new HttpError(404, t('studio_newsletter.errors.not_found'));
      return preview;
    },
  );

  app.post(
    '/api/studio/newsletter/:id/test',
    {
      config: { permission: 'newsletter.edit' },
      schema: {
        summary: "Sends the edition to the staff member's own address, through the outbox; audited",
        params,
        response: { 200: z.object({ to: z.string() }), 404: errorBody },
      },
    },
    async (request) => {
      const to = await editions
        .sendTest(staffOf(request), request.params.id, t('studio_newsletter.test_prefix'))
        .catch(refusal);
      return { to };
    },
  );

  app.post(
    '/api/studio/newsletter/:id/state',
    {
      config: { permission: 'newsletter.send' },
      schema: {
        summary:
          'Schedules (at an ISO 8601 instant), sends now, takes off the schedule or cancels an edition; audited',
        params,
        body: z.discriminatedUnion('action', [
          z.object({ action: z.literal('schedule'), at: z.iso.datetime({ offset: true }) }),
          z.object({ action: z.enum(['send_now', 'unschedule', 'cancel']) }),
        ]),
        response: {
          200: z.object({ state: z.enum(EDITION_STATES) }),
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const actor = staffOf(request);
      const { id } = request.params;
      const body = request.body;
      const run =
        body.action === 'schedule'
          ? editions.schedule(actor, id, new Date(body.at))
          : body.action === 'send_now'
            ? editions.schedule(actor, id, new Date())
            : body.action === 'unschedule'
              ? editions.unschedule(actor, id)
              : editions.cancel(actor, id);
      await run.catch(refusal);
      return { state: (await found(id)).state };
    },
  );
}
