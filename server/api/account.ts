import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { changePasswordForm, eraseAccountForm } from '../../core/accounts/account-forms.ts';
import { slugify } from '../../core/shared/slug.ts';
import { HttpError } from '../errors.ts';
import { memberOf } from '../plugins/members-only.ts';
import { accountActionKey, keyedLimit, LIMITS } from '../plugins/rate-limits.ts';
import { apiMessages } from './messages.ts';
import { petBody } from './pets/shared.ts';
import { errorBody } from './schemas.ts';

export const exportBody = z.object({
  exported_at: z.string(),
  account: z.object({
    id_user: z.number(),
    email: z.string(),
    username: z.string(),
    locale: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  pets: z.array(petBody),
  newsletter: z.array(
    z.object({
      email: z.string(),
      status: z.string(),
      created_at: z.string(),
      confirmed_at: z.string().nullable(),
      unsubscribed_at: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: z.string(),
      last_seen_at: z.string(),
      expires_at: z.string(),
      user_agent: z.string().nullable(),
    }),
  ),
});

/**
 * The member's own account: change password,
 * erase the account, download all their data. Members only: a guest gets 401.
 */
export function accountRoutes(services: Services): FastifyPluginAsyncZod {
  const { t, invalid } = apiMessages(services.messages);

  return async (app) => {
    /** After the member check (`members: true`), so it counts by the member it finds. */
    const perAccount = (action: 'password-change' | 'erase') =>
      keyedLimit(app, LIMITS.accountPasswordPerAccount, (request) =>
        accountActionKey(action, request.member?.idUser ?? 'guest'),
      );

    app.post(
      '/api/auth/me/password',
      {
        config: { rateLimit: LIMITS.accountPassword, members: true },
        preHandler: perAccount('password-change'),
        schema: {
          tags: ['auth'],
          summary: "Changes the member's password; their other sessions end",
          body: changePasswordForm,
          response: { 200: z.object({}), 401: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const result = await services.accounts.changePassword(member.idUser, {
          currentPassword: request.body.current_password,
          password: request.body.password,
          confirmation: request.body.password_confirmation,
        });
        if (!result.ok) throw invalid(result.errors);
        // Every session ended with the change; this visitor goes on with a new one.
        await request.visitor.signIn(member.idUser);
        return {};
      },
    );

    app.post(
      '/api/auth/me/erase',
      {
        config: { rateLimit: LIMITS.accountPassword, members: true },
        preHandler: perAccount('erase'),
        schema: {
          tags: ['auth'],
          summary: 'Deletes the member and all their data (pets, pictures, sessions, newsletter)',
          body: eraseAccountForm,
          response: { 200: z.object({}), 401: errorBody, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const result = await services.accounts.erase(member.idUser, request.body.password);
        if (!result.ok) throw invalid(result.errors);
        await request.visitor.signOut();
        return {};
      },
    );

    app.get(
      '/api/auth/me/export',
      {
        config: { members: true },
        schema: {
          tags: ['auth'],
          summary: "All the member's data as a JSON download",
          response: { 200: exportBody, 401: errorBody },
        },
      },
      async (request, reply) => {
        const member = memberOf(request);
        const data = await services.accounts.exportData(member.idUser);
        if (!data) throw new HttpError(401, t('account.not_signed_in'));
        const name = `${slugify(services.settings.title) || 'account'}-data-${member.username}.json`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        return data;
      },
    );
  };
}
