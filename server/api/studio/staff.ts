import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { INVITABLE_ROLES } from '../../../core/studio/permissions.ts';
import { emailSchema } from '../../../core/accounts/account-rules.ts';
import type { StaffListing } from '../../../core/studio/staff-admin.ts';
import { fieldErrorsOf, invitationSchema } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, text, type ApiApp } from '../schemas.ts';
import { staffAnswer, staffBody } from './bodies.ts';

const done = z.object({});

/** A line of the staff list: whether anyone can sign in as them yet, and their last sign-in. */
const staffListBody = staffBody.extend({
  profile_only: z.boolean(),
  last_sign_in_at: z.string().nullable(),
});
const listAnswer = (member: StaffListing): z.infer<typeof staffListBody> => ({
  ...staffAnswer(member),
  profile_only: member.profileOnly,
  last_sign_in_at: member.lastSignInAt?.toISOString() ?? null,
});
const profileInvitationSchema = z.object({ email: emailSchema });
const changeErrors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const ERROR_STATUS = {
  staff_not_found: 404,
  owner_fixed: 409,
  not_self: 409,
  not_enrolled: 409,
  not_profile_only: 409,
  already_staff: 409,
} as const;

/**
 * Staff management: the list, invitations, role changes, removal and the handing over of
 * ownership. Each change asks for the actor's password again (re-authentication, decision 031)
 * and writes an audit entry in the same transaction.
 */
export function staffRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  /** The actor, once their password is confirmed; 403 when it is wrong. */
  const reauthenticated = async (request: FastifyRequest, password: string) => {
    const actor = staffOf(request);
    if (!(await services.studio.confirmPassword(actor.idStaff, password))) {
      await app.reauthGuard.failed(request, actor.idStaff);
      throw new HttpError(403, t('studio.reauth_failed'));
    }
    return actor;
  };
  /** Before the password is read: 429 once this staff member has given too many wrong ones. */
  const mayTry = (request: FastifyRequest, reply: FastifyReply) =>
    app.reauthGuard.assertMayTry(request, reply, staffOf(request).idStaff);
  const answer = (result: { ok: true } | { ok: false; error: keyof typeof ERROR_STATUS }) => {
    if (!result.ok)
      throw new HttpError(
        ERROR_STATUS[result.error],
        t(
          result.error === 'not_profile_only'
            ? 'studio_staff.not_profile_only'
            : `studio.${result.error}`,
        ),
      );
    return {};
  };

  app.get(
    '/api/studio/staff',
    {
      config: { permission: 'staff.list' },
      schema: {
        summary: 'Everyone on the staff, with who is a profile only and their last sign-in',
        response: { 200: z.array(staffListBody) },
      },
    },
    async () => (await services.studio.list()).map(listAnswer),
  );

  app.post(
    '/api/studio/staff/invitations',
    {
      config: { permission: 'staff.invite' },
      preHandler: mayTry,
      schema: {
        summary: 'Invites someone by e-mail with a role (never owner; password again)',
        body: z.object({ email: text(1000), role: text(50), password: text(1000) }),
        response: { 201: done, 403: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const fields = fieldErrorsOf(invitationSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      // Every staff change by an admin asks the password again, invitations too.
      const actor = await reauthenticated(request, request.body.password);
      const result = await services.studio.invite(actor, fields.value);
      if (!result.ok) throw new HttpError(409, t(`studio.${result.error}`));
      return reply.status(201).send({});
    },
  );

  app.post(
    '/api/studio/staff/:id/invitation',
    {
      config: { permission: 'staff.invite' },
      preHandler: mayTry,
      schema: {
        summary:
          'Invites the person behind a profile nobody can sign in as yet (a demo author) at a real address (password again)',
        params: z.object({ id: idParam }),
        body: z.object({ email: text(1000), password: text(1000) }),
        response: { 201: done, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const fields = fieldErrorsOf(profileInvitationSchema, request.body);
      if (!fields.ok) throw invalid(fields.errors);
      const actor = await reauthenticated(request, request.body.password);
      answer(
        await services.studio.inviteProfile(actor, {
          idStaff: request.params.id,
          email: fields.value.email,
        }),
      );
      return reply.status(201).send({});
    },
  );

  app.post(
    '/api/studio/staff/:id/role',
    {
      config: { permission: 'staff.role.change' },
      preHandler: mayTry,
      schema: {
        summary: 'Changes the role of a staff member (password again; never to or from owner)',
        params: z.object({ id: idParam }),
        body: z.object({
          role: z.enum(INVITABLE_ROLES, t('studio.invalid_role')),
          password: text(1000),
        }),
        response: { 200: done, ...changeErrors },
      },
    },
    async (request) => {
      const actor = await reauthenticated(request, request.body.password);
      return answer(await services.studio.changeRole(actor, request.params.id, request.body.role));
    },
  );

  app.post(
    '/api/studio/staff/:id/remove',
    {
      config: { permission: 'staff.remove' },
      preHandler: mayTry,
      schema: {
        summary: 'Removes a staff member (password again; never the owner)',
        params: z.object({ id: idParam }),
        body: z.object({ password: text(1000) }),
        response: { 200: done, ...changeErrors },
      },
    },
    async (request) => {
      const actor = await reauthenticated(request, request.body.password);
      return answer(await services.studio.remove(actor, request.params.id));
    },
  );

  app.post(
    '/api/studio/staff/:id/medical-reviewer',
    {
      config: { permission: 'staff.role.change' },
      preHandler: mayTry,
      schema: {
        summary:
          'Gives or takes the medical-reviewer permission (password again; never to oneself but by the owner)',
        params: z.object({ id: idParam }),
        body: z.object({ medical_reviewer: z.boolean(), password: text(1000) }),
        response: { 200: done, ...changeErrors },
      },
    },
    async (request) => {
      const actor = await reauthenticated(request, request.body.password);
      return answer(
        await services.studio.setMedicalReviewer(
          actor,
          request.params.id,
          request.body.medical_reviewer,
        ),
      );
    },
  );

  app.post(
    '/api/studio/staff/:id/second-factor/reset',
    {
      config: { permission: 'staff.second_factor.reset' },
      preHandler: mayTry,
      schema: {
        summary:
          "Resets a staff member's second factor (password again; the owner's only by the owner): they enrol again at their next sign-in and every session of theirs ends",
        params: z.object({ id: idParam }),
        body: z.object({ password: text(1000) }),
        response: { 200: done, ...changeErrors },
      },
    },
    async (request) => {
      const actor = await reauthenticated(request, request.body.password);
      return answer(await services.studio.resetSecondFactor(actor, request.params.id));
    },
  );

  app.post(
    '/api/studio/ownership',
    {
      config: { permission: 'ownership.transfer' },
      preHandler: mayTry,
      schema: {
        summary:
          'Hands ownership over to another staff member (password again); the owner becomes an admin',
        body: z.object({ id_staff: z.number().int().positive(), password: text(1000) }),
        response: { 200: done, ...changeErrors },
      },
    },
    async (request) => {
      const actor = await reauthenticated(request, request.body.password);
      return answer(await services.studio.transferOwnership(actor, request.body.id_staff));
    },
  );
}
