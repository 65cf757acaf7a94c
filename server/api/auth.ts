import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import type { FieldErrors } from '../../core/accounts/check-availability.ts';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';
import { createLoginGuard } from '../plugins/login-guard.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { errorBody } from './schemas.ts';

export const memberBody = z.object({
  id_user: z.number(),
  email: z.string(),
  username: z.string(),
  subscribed: z.union([z.literal(0), z.literal(1)]),
});

/** Loose input types: the account rules are checked by the services, with their messages. */
const text = (max: number) => z.string().max(max);

export function authRoutes(services: Services): FastifyPluginAsyncZod {
  const t = (key: string) => translate(services.messages, key);
  const translated = (errors: FieldErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map(t)]));
  const invalid = (errors: FieldErrors) =>
    new HttpError(422, t('account.fix_fields'), translated(errors));

  return async (app) => {
    const loginGuard = createLoginGuard(app);
    const memberOf = async (idUser: number, email: string, username: string) => ({
      id_user: idUser,
      email,
      username,
      subscribed: (await services.accounts.isSubscribed(idUser)) ? (1 as const) : (0 as const),
    });

    // Pages for guests come from a shared cache and carry no CSRF token; the browser asks for
    // its own here (the visitor plugin puts it in the X-CSRF-Token header of every API answer).
    app.get(
      '/api/auth/csrf',
      {
        schema: {
          tags: ['auth'],
          summary: 'The CSRF token of this visitor, in the X-CSRF-Token response header',
          response: { 204: z.null() },
        },
      },
      async (_request, reply) => reply.status(204).send(null),
    );

    app.post(
      '/api/auth/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'Session check: the member signed in, with the newsletter flag',
          response: { 200: memberBody, 401: errorBody },
        },
      },
      async (request, reply) => {
        const member = await request.visitor.member();
        if (!member) return reply.status(401).send({ message: t('account.not_signed_in') });
        return memberOf(member.idUser, member.email, member.username);
      },
    );

    app.post(
      '/api/auth/validate/email',
      {
        config: { rateLimit: LIMITS.validate },
        schema: {
          tags: ['auth'],
          summary: 'Checks an e-mail for registration (format, not yet registered)',
          body: z.object({ email: text(1000) }),
          response: { 200: z.object({}), 422: errorBody },
        },
      },
      async (request) => {
        const errors = await services.accounts.checkEmail(request.body.email);
        if (errors.length) throw invalid({ email: errors });
        return {};
      },
    );

    app.post(
      '/api/auth/validate/username',
      {
        config: { rateLimit: LIMITS.validate },
        schema: {
          tags: ['auth'],
          summary: 'Checks a username for registration (format, not yet taken)',
          body: z.object({ username: text(1000) }),
          response: { 200: z.object({}), 422: errorBody },
        },
      },
      async (request) => {
        const errors = await services.accounts.checkUsername(request.body.username);
        if (errors.length) throw invalid({ username: errors });
        return {};
      },
    );

    app.post(
      '/api/auth/register',
      {
        config: { rateLimit: LIMITS.register },
        schema: {
          tags: ['auth'],
          summary: 'Creates an account and signs it in',
          body: z.object({
            email: text(1000),
            username: text(1000),
            password: text(1000),
            subscribed: z.union([z.literal(0), z.literal(1), z.boolean()]).default(0),
            token: text(10_000).default(''),
          }),
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
        return reply
          .status(201)
          .send(await memberOf(result.idUser, member!.email, member!.username));
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { rateLimit: LIMITS.login },
        // Guesses at one account are slowed per account and address; a success clears them.
        preHandler: loginGuard.check,
        schema: {
          tags: ['auth'],
          summary: 'Signs in with e-mail and password (a new session id every time)',
          body: z.object({ email: text(1000), password: text(1000) }),
          response: { 200: memberBody, 401: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const idUser = await services.accounts.authenticate(
          request.body.email,
          request.body.password,
        );
        if (!idUser) {
          await loginGuard.failed(request, request.body.email);
          return reply.status(401).send({ message: t('account.login_failed') });
        }
        await loginGuard.succeeded(request, request.body.email);
        await request.visitor.signIn(idUser);
        const member = await services.accounts.profile(idUser);
        return memberOf(idUser, member!.email, member!.username);
      },
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Ends the session on the server',
          response: { 200: z.object({}) },
        },
      },
      async (request) => {
        await request.visitor.signOut();
        return {};
      },
    );
  };
}
