import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import type { ImportResult, SubscriberRow } from '../../../core/newsletter/manage-subscribers.ts';
import { IMPORT_LIMITS, SUBSCRIBER_STATES } from '../../../core/newsletter/subscriber-rules.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, type ApiApp } from '../schemas.ts';

const filterQuery = z.object({
  state: z.enum(SUBSCRIBER_STATES).optional(),
  search: z.string().max(254).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

const subscriberBody = z.object({
  id_subscriber: z.number(),
  email: z.string(),
  state: z.enum(SUBSCRIBER_STATES),
  locale: z.string(),
  member: z.boolean(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});

const subscriberAnswer = (row: SubscriberRow): z.infer<typeof subscriberBody> => ({
  id_subscriber: row.id,
  email: row.email,
  state: row.state,
  locale: row.locale,
  member: row.member,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

const countsBody = z.object({
  confirmed: z.number(),
  asked: z.number(),
  upgraded: z.number(),
  unchanged: z.number(),
});

/**
 * The newsletter's subscribers in the studio (decision 046): admins and the owner
 * (`subscribers.manage`). The list and the CSV export take the same filters; an import is a CSV
 * with `email` and `consent` columns (and optionally `locale`), checked whole before anything
 * changes, with `dry_run` to see what it would do.
 */
export function subscriberRoutes(app: ApiApp, services: Services, { t }: ApiMessages) {
  const admin = services.newsletter.subscribers;

  app.get(
    '/api/studio/subscribers',
    {
      config: { permission: 'subscribers.manage' },
      schema: {
        summary: 'Subscribers: filtered by state and part of the address, 50 a page, by address',
        querystring: filterQuery,
        response: {
          200: z.object({
            subscribers: z.array(subscriberBody),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
            states: z.record(z.enum(SUBSCRIBER_STATES), z.number()),
          }),
        },
      },
    },
    async (request) => {
      const list = await admin.list(request.query);
      return {
        subscribers: list.rows.map(subscriberAnswer),
        total: list.total,
        page: list.page,
        page_size: list.pageSize,
        states: list.states,
      };
    },
  );

  app.get(
    '/api/studio/subscribers/export',
    {
      config: { permission: 'subscribers.manage' },
      schema: {
        summary:
          'Every subscriber the filters find, as a CSV file (the columns an import reads first)',
        querystring: filterQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await admin.exportCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/studio/subscribers/import',
    {
      config: { permission: 'subscribers.manage', rateLimit: LIMITS.upload },
      bodyLimit: IMPORT_LIMITS.bytes + 64 * 1024,
      schema: {
        summary:
          'Imports a CSV (email, consent, optional locale): consent recorded subscribes at once, none sends the confirmation e-mail; refused whole, with every problem by line, when anything is wrong; audited',
        body: z.object({
          csv: z.string().max(IMPORT_LIMITS.bytes),
          dry_run: z.boolean().optional(),
        }),
        response: {
          200: z.object({ dry_run: z.boolean(), counts: countsBody }),
          422: errorBody.extend({
            problems: z.array(
              z.object({ line: z.number(), message: z.string(), value: z.string().optional() }),
            ),
          }),
        },
      },
    },
    async (request, reply) => {
      const result: ImportResult = await admin.importCsv(
        staffOf(request),
        request.body.csv,
        request.body.dry_run === true,
      );
      if (!result.ok)
        return reply.code(422).send({
          message: t('studio_subscribers.import_refused'),
          problems: result.problems.map((problem) => ({
            line: problem.line,
            message: t(`studio_subscribers.import_errors.${problem.key}`).replace(
              '{{limit}}',
              problem.value ?? '',
            ),
            ...(problem.value === undefined ? {} : { value: problem.value }),
          })),
        });
      return { dry_run: result.dryRun, counts: result.counts };
    },
  );

  app.delete(
    '/api/studio/subscribers/:id',
    {
      config: { permission: 'subscribers.manage' },
      schema: {
        summary:
          'Erases an address: the subscriber and any mail to it not sent yet; audited without the address (erased: false when there was none)',
        params: z.object({ id: idParam }),
        response: { 200: z.object({ erased: z.boolean() }) },
      },
    },
    async (request) => ({
      erased: await admin.erase(staffOf(request), request.params.id),
    }),
  );
}
