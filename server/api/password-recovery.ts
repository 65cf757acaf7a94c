import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { forgotPasswordForm, resetPasswordForm } from '../../core/accounts/account-forms.ts';
import { isValidEmail } from '../../core/accounts/account-rules.ts';
import { HttpError } from '../errors.ts';
import { keyedLimit, LIMITS, recoveryEmailKey } from '../plugins/rate-limits.ts';
import { apiMessages } from './messages.ts';
import { errorBody } from './schemas.ts';

const messageBody = z.object({ message: z.string() });

/** Password recovery by e-mail: a reset link, then a new password. */
export function passwordRecoveryRoutes(services: Services): FastifyPluginAsyncZod {
  const { t, invalid } = apiMessages(services.messages);

  return async (app) => {
    app.post(
      '/api/auth/password/forgot',
      {
        config: { rateLimit: LIMITS.recovery },
        // Per address as well, so nobody floods one person's inbox from many IPs.
        preHandler: keyedLimit(
          app,
          LIMITS.recovery,
          // A keyed hash: the limit store holds no e-mail address.
          (request) =>
            recoveryEmailKey(app, (request.body as { email?: unknown } | undefined)?.email),
        ),
        schema: {
          tags: ['auth'],
          summary:
            'Sends a password-reset link when the e-mail belongs to a member (the same answer either way)',
          body: forgotPasswordForm,
          response: { 200: messageBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        if (!isValidEmail(request.body.email)) {
          throw invalid({ email: ['account.invalid_email'] });
        }
        // Answered before the lookup: a member's address and a stranger's take the same time.
        services.recovery.requestAfterReply(request.body.email);
        return { message: t('recovery.sent') };
      },
    );

    app.post(
      '/api/auth/password/reset',
      {
        config: { rateLimit: LIMITS.recoveryReset },
        schema: {
          tags: ['auth'],
          summary:
            'Sets a new password with a single-use reset token; ends every session of the member',
          body: resetPasswordForm,
          response: {
            200: messageBody,
            400: errorBody,
            410: errorBody,
            422: errorBody,
            429: errorBody,
          },
        },
      },
      async (request) => {
        const result = await services.recovery.reset({
          token: request.body.token,
          password: request.body.password,
          confirmation: request.body.password_confirmation,
        });
        if (result.ok) return { message: t('recovery.reset_done') };
        if ('errors' in result) throw invalid(result.errors);
        if (result.token === 'invalid') throw new HttpError(400, t('recovery.token_invalid'));
        throw new HttpError(410, t(`recovery.token_${result.token}`));
      },
    );
  };
}
