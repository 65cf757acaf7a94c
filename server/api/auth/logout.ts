import { z } from 'zod';
import type { ApiApp } from '../schemas.ts';

/** POST /api/auth/logout: ends the session on the server (a guest's call changes nothing). */
export function logoutRoute(app: ApiApp) {
  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session on the server',
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      await request.visitor.signOut();
      return {};
    },
  );
}
