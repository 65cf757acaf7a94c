import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { errorBody, idParam, text, type ApiApp } from '../schemas.ts';

const auditEntryBody = z.object({
  id_audit: z.number(),
  at: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  actor: z.object({ id_staff: z.number(), display_name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});

/**
 * The audit log, read-only (decision 037): newest first, paged, filtered by subject or actor.
 * No route changes or deletes an entry; entries are only ever added by the changes they record.
 */
export function auditRoutes(app: ApiApp, services: Services) {
  app.get(
    '/api/studio/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        summary: 'The audit log: who changed what and when, with before and after; newest first',
        querystring: z.object({
          page: idParam.optional(),
          subject_type: text(50).optional(),
          subject_id: text(50).optional(),
          actor: idParam.optional(),
        }),
        response: {
          200: z.object({
            entries: z.array(auditEntryBody),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
          }),
          400: errorBody,
        },
      },
    },
    async (request) => {
      const { page, subject_type, subject_id, actor } = request.query;
      const result = await services.studio.audit({
        page: Math.max(1, Math.min(page ?? 1, 100_000)),
        subjectType: subject_type?.trim() || undefined,
        subjectId: subject_id?.trim() || undefined,
        actor: actor === undefined || actor === 0 ? undefined : actor,
      });
      return {
        entries: result.entries.map((entry) => ({
          id_audit: entry.idAudit,
          at: entry.at.toISOString(),
          action: entry.action,
          subject_type: entry.subjectType,
          subject_id: entry.subjectId,
          actor: entry.actor
            ? { id_staff: entry.actor.idStaff, display_name: entry.actor.displayName }
            : null,
          details: entry.details,
        })),
        total: result.total,
        page: result.page,
        page_size: result.pageSize,
      };
    },
  );
}
