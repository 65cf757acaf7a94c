import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import type { QuoteRow, StudioPoll, TipRow } from '../../../core/studio/widgets/index.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { pollSchema, quoteSchema, tipSchema } from '../../../core/widgets/widget-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { Actor } from '../../../core/studio/operations.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';

const quoteBody = z.object({
  id_quote: z.number(),
  content: z.string(),
  author: z.string(),
  position: z.number(),
  is_active: z.boolean(),
});
const quoteAnswer = (q: QuoteRow): z.infer<typeof quoteBody> => ({
  id_quote: q.idQuote,
  content: q.content,
  author: q.author,
  position: q.position,
  is_active: q.isActive,
});
const tipBody = z.object({
  id_tip: z.number(),
  content: z.string(),
  audience: z.enum(['all', 'guests', 'members']),
});
const tipAnswer = (tip: TipRow): z.infer<typeof tipBody> => ({
  id_tip: tip.idTip,
  content: tip.content,
  audience: tip.audience,
});
const pollBody = z.object({
  id_poll: z.number(),
  question: z.string(),
  is_active: z.boolean(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  created_at: z.string(),
  total_votes: z.number(),
  options: z.array(
    z.object({ id_option: z.number(), label: z.string(), votes: z.number(), percent: z.number() }),
  ),
});
const anyBody = z.record(z.string(), z.unknown());
const params = z.object({ id: idParam });
const deleted = z.object({ deleted: z.boolean() });

/**
 * The home's widgets ("Widgets"): quotes, tips and polls, editors and up
 * (`widgets.edit`). Every change is audited and shows on the home at once. A poll's options
 * with votes stay (decision 044): removing one is a 409, as deleting a poll with votes is.
 */
export function widgetRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  const { quotes, tips, polls } = services.studioWidgets;
  const checked = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const fields = fieldErrorsOf(schema, body);
    if (!fields.ok) throw invalid(fields.errors);
    return fields.value;
  };
  const notFound = () => new HttpError(404, t('studio_widgets.not_found'));
  const config = { permission: 'widgets.edit' } as const;

  app.get(
    '/api/studio/widgets',
    {
      config,
      schema: {
        summary: 'Every quote (in the rotation’s order), tip and poll with its results',
        response: {
          200: z.object({
            quotes: z.array(quoteBody),
            tips: z.array(tipBody),
            polls: z.array(pollBody),
          }),
        },
      },
    },
    async () => ({
      quotes: (await quotes.list()).map(quoteAnswer),
      tips: (await tips.list()).map(tipAnswer),
      polls: await polls.list(),
    }),
  );

  // Quotes and tips: the same three routes each (add, change, remove), audited.
  const editable = <Row, Input>(list: {
    path: '/api/studio/quotes' | '/api/studio/tips';
    service: {
      create: (actor: Actor, input: Input) => Promise<Row>;
      update: (actor: Actor, id: number, input: Input) => Promise<Row | null>;
      remove: (actor: Actor, id: number) => Promise<boolean>;
    };
    schema: z.ZodType<Input>;
    body: z.ZodType<unknown>;
    answer: (row: Row) => unknown;
    summaries: { create: string; update: string; remove: string };
  }) => {
    app.post(
      list.path,
      {
        config,
        schema: {
          summary: list.summaries.create,
          body: anyBody,
          response: { 201: list.body, 422: errorBody },
        },
      },
      async (request, reply) => {
        const row = await list.service.create(staffOf(request), checked(list.schema, request.body));
        return reply.code(201).send(list.answer(row));
      },
    );
    app.put(
      `${list.path}/:id`,
      {
        config,
        schema: {
          summary: list.summaries.update,
          params,
          body: anyBody,
          response: { 200: list.body, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => {
        const row = await list.service.update(
          staffOf(request),
          request.params.id,
          checked(list.schema, request.body),
        );
        if (!row) throw notFound();
        return list.answer(row);
      },
    );
    app.delete(
      `${list.path}/:id`,
      { config, schema: { summary: list.summaries.remove, params, response: { 200: deleted } } },
      async (request) => ({
        deleted: await list.service.remove(staffOf(request), request.params.id),
      }),
    );
  };
  editable({
    path: '/api/studio/quotes',
    service: quotes,
    schema: quoteSchema,
    body: quoteBody,
    answer: quoteAnswer,
    summaries: {
      create: 'Adds a quote at the end of the rotation; audited',
      update: 'Changes a quote (text, author, on or off); audited',
      remove: 'Removes a quote; audited (deleted: false when there was none)',
    },
  });
  editable({
    path: '/api/studio/tips',
    service: tips,
    schema: tipSchema,
    body: tipBody,
    answer: tipAnswer,
    summaries: {
      create: 'Adds a tip for guests, members or both (all); audited',
      update: 'Changes a tip (text, audience); audited',
      remove: 'Removes a tip; audited (deleted: false when there was none)',
    },
  });

  app.post(
    '/api/studio/quotes/:id/move',
    {
      config,
      schema: {
        summary: 'Moves a quote one place earlier (-1) or later (1) in the rotation; audited',
        params,
        body: z.object({ by: z.union([z.literal(-1), z.literal(1)]) }),
        response: { 200: z.array(quoteBody), 404: errorBody },
      },
    },
    async (request) => {
      const rows = await quotes.move(staffOf(request), request.params.id, request.body.by);
      if (!rows) throw notFound();
      return rows.map(quoteAnswer);
    },
  );

  app.post(
    '/api/studio/polls',
    {
      config,
      schema: {
        summary: 'Adds a poll with its options, open and close dates (ISO 8601 instants); audited',
        body: anyBody,
        response: { 201: pollBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const poll: StudioPoll = await polls.create(
        staffOf(request),
        checked(pollSchema, request.body),
      );
      return reply.code(201).send(poll);
    },
  );

  app.put(
    '/api/studio/polls/:id',
    {
      config,
      schema: {
        summary:
          'Changes a poll: question, dates, on or off, options (with id_option: existing, kept with their votes); removing an option with votes is a 409; audited',
        params,
        body: anyBody,
        response: { 200: pollBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const result = await polls.update(
        staffOf(request),
        request.params.id,
        checked(pollSchema, request.body),
      );
      if (result.ok) return result.poll;
      if (result.reason === 'not_found') throw notFound();
      if (result.reason === 'unknown_option')
        throw invalid({ options: ['studio_widgets.errors.unknown_option'] });
      throw new HttpError(409, t('studio_widgets.option_has_votes'));
    },
  );

  app.delete(
    '/api/studio/polls/:id',
    {
      config,
      schema: {
        summary:
          'Deletes a poll nobody voted in (deleted: false when there was none); one with votes is a 409: close it instead',
        params,
        response: { 200: deleted, 409: errorBody },
      },
    },
    async (request) => {
      const result = await polls.remove(staffOf(request), request.params.id);
      if (result.ok) return { deleted: true };
      if (result.reason === 'poll_has_votes')
        throw new HttpError(409, t('studio_widgets.poll_has_votes'));
      return { deleted: false };
    },
  );
}
