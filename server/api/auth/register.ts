import { registerBody } from '../../../core/accounts/account-forms.ts';
import type { Services } from '../../../core/container.ts';
import { HttpError } from '../../errors.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, type ApiApp } from '../schemas.ts';
import { memberAnswer, memberBody } from './member-body.ts';

/** POST /api/auth/register: creates an account (after the bot check) and signs it in. */
export function registerRoute(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Creates an account and signs it in',
        // The schema the registration page's action uses too (decision 028).
        body: registerBody,
        response: { 201: memberBody, 422: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, username, password, subscribed, token } = request.body;
      if (!(await services.botCheck.verify(token, 'register_account', request.ip))) {
        throw new HttpError(403, t('account.bot_check_failed'));
      }
      const result = await services.accounts.register({ email, username, password });
      if (!result.ok) throw invalid(result.errors);
      const member = await services.accounts.profile(result.idUser);
      if (subscribed === 1 || subscribed === true) {
        await services.newsletter.subscribeMember(result.idUser);
      }
      await request.visitor.signIn(result.idUser);
      return reply.status(201).send(await memberAnswer(services, result.idUser, member!));
    },
  );
}
