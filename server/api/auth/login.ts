import { loginForm } from '../../../core/accounts/account-forms.ts';
import type { Services } from '../../../core/container.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import { errorBody, type ApiApp } from '../schemas.ts';
import { memberAnswer, memberBody } from './member-body.ts';

/** POST /api/auth/login: signs in with e-mail and password. */
export function loginRoute(app: ApiApp, services: Services, t: (key: string) => string) {
  const loginGuard = app.loginGuard;
  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: LIMITS.login },
      // Guesses at one account are slowed per account and address; a success clears them.
      preHandler: loginGuard.check,
      schema: {
        tags: ['auth'],
        summary: 'Signs in with e-mail and password (a new session id every time)',
        body: loginForm,
        response: { 200: memberBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const idUser = await services.accounts.authenticate(email, password);
      if (!idUser) {
        await loginGuard.failed(request, email);
        return reply.status(401).send({ message: t('account.login_failed') });
      }
      // The right password for an account staff disabled (decision 048): say why, no session.
      if (idUser === 'disabled')
        return reply.status(403).send({ message: t('account.login_disabled') });
      await loginGuard.succeeded(request, email);
      await request.visitor.signIn(idUser);
      return memberAnswer(services, idUser, (await services.accounts.profile(idUser))!);
    },
  );
}
