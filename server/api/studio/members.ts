import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import type { MemberRow } from '../../../core/accounts/manage-members.ts';
import { MEMBER_STATES, eraseConfirmed } from '../../../core/accounts/member-rules.ts';
import { slugify } from '../../../core/shared/slug.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import { exportBody } from '../account.ts';
import { userPetBody } from '../pets/index.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, text, type ApiApp } from '../schemas.ts';

const filterQuery = z.object({
  state: z.enum(MEMBER_STATES).optional(),
  search: z.string().max(254).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

const memberRowBody = z.object({
  id_user: z.number(),
  username: z.string(),
  email: z.string(),
  locale: z.string(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  pets: z.number(),
});

const rowAnswer = (row: MemberRow): z.infer<typeof memberRowBody> => ({
  id_user: row.id,
  username: row.username,
  email: row.email,
  locale: row.locale,
  created_at: row.createdAt.toISOString(),
  disabled_at: row.disabledAt?.toISOString() ?? null,
  pets: row.pets,
});

/** What the studio shows of a member: never the password hash, a token or a session's id. */
const profileBody = z.object({
  id_user: z.number(),
  username: z.string(),
  email: z.string(),
  locale: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  disabled_at: z.string().nullable(),
  newsletter: z.enum(['pending', 'confirmed', 'unsubscribed']).nullable(),
  active_sessions: z.number(),
  pets: z.array(userPetBody),
});

const params = z.object({ id: idParam });
const done = z.object({});

/**
 * The studio's members (decision 048): admins and the owner (`members.manage`). Every
 * change and every export is audited with the member's number, never their data.
 */
export function memberRoutes(app: ApiApp, services: Services, { t }: ApiMessages) {
  const members = services.members;
  const notFound = () => new HttpError(404, t('studio_members.not_found'));

  app.get(
    '/api/studio/members',
    {
      config: { permission: 'members.manage' },
      schema: {
        summary: 'Members: searched by name or e-mail, filtered by state, 50 a page, by name',
        querystring: filterQuery,
        response: {
          200: z.object({
            members: z.array(memberRowBody),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
            states: z.record(z.enum(MEMBER_STATES), z.number()),
          }),
        },
      },
    },
    async (request) => {
      const list = await members.list(request.query);
      return {
        members: list.rows.map(rowAnswer),
        total: list.total,
        page: list.page,
        page_size: list.pageSize,
        states: list.states,
      };
    },
  );

  app.get(
    '/api/studio/members/:id',
    {
      config: { permission: 'members.manage' },
      schema: {
        summary: "A member's profile and pets (never the password hash or any token)",
        params,
        response: { 200: profileBody, 404: errorBody },
      },
    },
    async (request) => {
      const member = await members.get(request.params.id);
      if (!member) throw notFound();
      return {
        id_user: member.id,
        username: member.username,
        email: member.email,
        locale: member.locale,
        created_at: member.createdAt.toISOString(),
        updated_at: member.updatedAt.toISOString(),
        disabled_at: member.disabledAt?.toISOString() ?? null,
        newsletter: member.newsletter,
        active_sessions: member.activeSessions,
        pets: member.pets,
      };
    },
  );

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/studio/members/:id/${path}`,
      {
        config: { permission: 'members.manage' },
        schema: {
          summary: disabled
            ? 'Disables a member: no sign-in, and every session of theirs ends at once; audited'
            : 'Enables a disabled member again; audited',
          params,
          response: { 200: done, 404: errorBody },
        },
      },
      async (request) => {
        if (!(await members.setDisabled(staffOf(request), request.params.id, disabled)))
          throw notFound();
        return {};
      },
    );
  }

  app.post(
    '/api/studio/members/:id/password-reset',
    {
      config: { permission: 'members.manage' },
      schema: {
        summary: "Sends the member's own password-reset e-mail through the outbox; audited",
        params,
        response: { 200: done, 404: errorBody },
      },
    },
    async (request) => {
      if (!(await members.sendPasswordReset(staffOf(request), request.params.id))) throw notFound();
      return {};
    },
  );

  app.get(
    '/api/studio/members/:id/export',
    {
      config: { permission: 'members.manage' },
      schema: {
        summary: "The member's own data export (GET /api/auth/me/export) as a download; audited",
        params,
        response: { 200: exportBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const data = await members.exportData(staffOf(request), request.params.id);
      if (!data) throw notFound();
      const name = `${slugify(services.settings.title) || 'account'}-data-${data.account.id_user}.json`;
      return reply.header('content-disposition', `attachment; filename="${name}"`).send(data);
    },
  );

  app.post(
    '/api/studio/members/:id/erase',
    {
      config: { permission: 'members.manage' },
      schema: {
        summary:
          "Erases a member on their request: the same erasure as the member's own; the member's e-mail typed to confirm; audited without the data",
        params,
        body: z.object({ confirmation: text(1000) }),
        response: { 200: done, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const email = await members.emailOf(request.params.id);
      if (!email) throw notFound();
      if (!eraseConfirmed(request.body.confirmation, email))
        throw new HttpError(422, t('studio_members.erase_mismatch'));
      if (!(await members.erase(staffOf(request), request.params.id))) throw notFound();
      return {};
    },
  );
}
