import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import { HttpError } from '../../errors.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, text, type ApiApp } from '../schemas.ts';
import { signInStepAnswer, signInStepBody, staffAnswer, staffBody } from './bodies.ts';

const codeBody = z.object({ code: text(100) });

/**
 * Staff sign-in (docs/decisions/031): the password, then a second factor (a TOTP code or a
 * recovery code), or the enrolment of one. Wrong passwords and wrong codes are slowed like
 * members' wrong passwords, each in its own key space.
 */
export function signInRoutes(app: ApiApp, services: Services, { t }: ApiMessages) {
  // Shared with the studio pages' actions (decision 034).
  const { password: passwordGuard, code: codeGuard } = app.studioGuards;
  /** The session waiting for its second factor, or 401: sign in with the password again. */
  const pending = (request: FastifyRequest) => {
    const { session, token } = request.studio;
    if (!session || session.verified || !token) throw new HttpError(401, t('studio.sign_in_first'));
    return { session, token };
  };

  /**
   * The outcome of a code: a wrong one counts against the guard (401), an expired sign-in starts
   * over (401), a right one clears the guard and sets the full session's cookie.
   */
  const settle = async <T extends { token: string }>(
    request: FastifyRequest,
    email: string,
    done: T | 'wrong' | 'expired',
  ): Promise<T> => {
    if (done === 'expired') throw new HttpError(401, t('studio.sign_in_first'));
    if (done === 'wrong') {
      await codeGuard.failed(request, email);
      throw new HttpError(401, t('studio.code_wrong'));
    }
    await codeGuard.succeeded(request, email);
    await request.studio.setToken(done.token);
    return done;
  };

  app.post(
    '/api/studio/sign-in',
    {
      config: { permission: 'public', rateLimit: LIMITS.studioPassword },
      preHandler: passwordGuard.check,
      schema: {
        summary:
          'Staff sign-in, first step: e-mail and password; then the second factor or its enrolment',
        body: z.object({ email: text(1000), password: text(1000) }),
        response: { 200: signInStepBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const row = await services.studio.checkPassword(email, password);
      if (!row) {
        await passwordGuard.failed(request, email);
        return reply.status(401).send({ message: t('studio.sign_in_failed') });
      }
      await passwordGuard.succeeded(request, email);
      const step = await services.studio.beginSecondFactor(row, request.headers['user-agent']);
      await request.studio.setToken(step.token);
      return signInStepAnswer(step);
    },
  );

  app.post(
    '/api/studio/sign-in/second-factor',
    {
      config: { permission: 'public', rateLimit: LIMITS.studioSecondFactor },
      preHandler: codeGuard.check,
      schema: {
        summary: 'Staff sign-in, second step: a code from the authenticator app or a recovery code',
        body: codeBody,
        response: { 200: staffBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { session, token } = pending(request);
      if (!session.staff.enrolled) throw new HttpError(403, t('studio.enrolment_required'));
      const done = await services.studio.completeSignIn(token, session, request.body.code);
      await settle(request, session.staff.email, done);
      return staffAnswer(session.staff);
    },
  );

  app.post(
    '/api/studio/sign-in/enrol',
    {
      config: { permission: 'public', rateLimit: LIMITS.studioEnrol },
      preHandler: codeGuard.check,
      schema: {
        summary:
          'Enrolment: the first code from the app confirms the secret; answers the ten recovery codes, once',
        body: codeBody,
        response: {
          200: z.object({ staff: staffBody, recovery_codes: z.array(z.string()) }),
          401: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const { session, token } = pending(request);
      if (!session.pendingTotpSecret) throw new HttpError(409, t('studio.already_enrolled'));
      const done = await services.studio.confirmEnrolment(token, session, request.body.code);
      const signedIn = await settle(request, session.staff.email, done);
      return {
        staff: staffAnswer({ ...session.staff, enrolled: true }),
        recovery_codes: signedIn.recoveryCodes,
      };
    },
  );
}
