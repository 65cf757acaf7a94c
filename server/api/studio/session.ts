import { z } from 'zod';
import { staffOf } from '../../plugins/studio-access.ts';
import { errorBody, type ApiApp } from '../schemas.ts';
import { staffAnswer, staffBody } from './bodies.ts';

/** The staff member signed in, and sign-out. */
export function sessionRoutes(app: ApiApp) {
  app.get(
    '/api/studio/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        summary: 'The staff member signed in, with what their role allows',
        response: { 200: staffBody, 401: errorBody },
      },
    },
    async (request) => staffAnswer(staffOf(request)),
  );
  app.post(
    '/api/studio/sign-out',
    {
      config: { permission: 'signed-in' },
      schema: {
        summary: 'Ends the staff session',
        response: { 200: z.object({}), 401: errorBody },
      },
    },
    async (request) => {
      await request.studio.end();
      return {};
    },
  );
}
