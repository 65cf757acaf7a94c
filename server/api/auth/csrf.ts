import { z } from 'zod';
import type { ApiApp } from '../schemas.ts';

/**
 * GET /api/auth/csrf. Pages for guests come from a shared cache and carry no CSRF token; the
 * browser asks for its own here (the visitor plugin puts it in the X-CSRF-Token header of every
 * API answer).
 */
export function csrfRoute(app: ApiApp) {
  app.get(
    '/api/auth/csrf',
    {
      schema: {
        tags: ['auth'],
        summary: 'The CSRF token of this visitor, in the X-CSRF-Token response header',
        response: { 204: z.null() },
      },
    },
    async (_request, reply) => reply.status(204).send(null),
  );
}
