import type { Services } from '../../../core/container.ts';
import { memberOf } from '../../plugins/members-only.ts';
import { errorBody, type ApiApp } from '../schemas.ts';
import { memberAnswer, memberBody } from './member-body.ts';

/** POST /api/auth/me: the session check (who is signed in); a guest gets 401. */
export function meRoute(app: ApiApp, services: Services) {
  app.post(
    '/api/auth/me',
    {
      // A read sent as POST (the specification's session check): it changes nothing.
      config: { members: true, keepsMemberReads: true },
      schema: {
        tags: ['auth'],
        summary: 'Session check: the member signed in, with the newsletter flag',
        response: { 200: memberBody, 401: errorBody },
      },
    },
    async (request) => {
      const member = memberOf(request);
      // A session made before the hint existed, or a hint the browser lost (decision 072).
      request.visitor.hint(true);
      return memberAnswer(services, member.idUser, member);
    },
  );
}
