import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import {
  fieldErrorsOf,
  staffAccountSchema,
  displayNameSchema,
  staffPasswordSchema,
} from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, text, type ApiApp } from '../schemas.ts';
import { signInStepAnswer, signInStepBody } from './bodies.ts';

const accountFields = { name: text(1000), password: text(1000) };
const acceptSchema = z.object({ name: displayNameSchema, password: staffPasswordSchema });

/**
 * New staff accounts: the first owner through the setup link printed at start, everyone else by
 * accepting an invitation. Both end at the enrolment of the second factor.
 */
export function accountRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  const begin = async (
    request: FastifyRequest,
    row: Parameters<Services['studio']['beginSecondFactor']>[0],
  ) => {
    const step = await services.studio.beginSecondFactor(row, request.headers['user-agent']);
    await request.studio.setToken(step.token);
    return signInStepAnswer(step);
  };
  /** The new account, or why its token cannot make one: used or expired (410), taken (409). */
  const accountOrRefusal = <R>(result: { ok: true; row: R } | { ok: false; error: string }): R => {
    if (result.ok) return result.row;
    throw new HttpError(result.error === 'invalid_token' ? 410 : 409, t(`studio.${result.error}`));
  };

  app.post(
    '/api/studio/setup',
    {
      config: { permission: 'public', rateLimit: LIMITS.studioToken },
      schema: {
        summary: "Creates the owner with the start log's one-time setup link; then enrolment",
        body: z.object({ token: text(200), email: text(1000), ...accountFields }),
        response: { 201: signInStepBody, 410: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const fields = fieldErrorsOf(staffAccountSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      const result = await services.studio.createOwner({
        ...fields.value,
        token: request.body.token,
      });
      return reply.status(201).send(await begin(request, accountOrRefusal(result)));
    },
  );

  app.post(
    '/api/studio/invitations/accept',
    {
      config: { permission: 'public', rateLimit: LIMITS.studioToken },
      schema: {
        summary: 'Accepts an invitation: name and password; then enrolment',
        body: z.object({ token: text(200), ...accountFields }),
        response: { 201: signInStepBody, 410: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const fields = fieldErrorsOf(acceptSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      const result = await services.studio.acceptInvitation({
        ...fields.value,
        token: request.body.token,
      });
      return reply.status(201).send(await begin(request, accountOrRefusal(result)));
    },
  );
}
