import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { emailSchema } from '../../core/accounts/account-rules.ts';
import { subscribeForm } from '../../core/newsletter/subscribe-form.ts';
import { HttpError } from '../errors.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { requireBotCheck } from './bot-check.ts';
import { apiMessages } from './messages.ts';
import { errorBody } from './schemas.ts';
import { paths } from '../../core/site/paths.ts';

/** The one-click unsubscribe path; its POST is exempt from the CSRF check (`csrf: false`). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/** Newsletter: subscribe (double opt-in, bot check) and the one-click unsubscribe of RFC 8058. */
export function newsletterRoutes(services: Services): FastifyPluginAsyncZod {
  const { t, invalid } = apiMessages(services.messages);
  const enabled = () => {
    if (!services.settings.hasNewsletter) throw new HttpError(404, t('newsletter.disabled'));
  };

  return async (app) => {
    // Mail clients post the one-click form (`List-Unsubscribe=One-Click`); its content is not
    // needed, only the token in the URL. Scoped to this plugin.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, { form: String(body) }),
    );

    app.post(
      '/api/auth/me/subscribe',
      {
        config: { rateLimit: LIMITS.subscribe },
        schema: {
          tags: ['newsletter'],
          summary:
            'Subscribes to the newsletter (double opt-in: a confirmation e-mail is sent). Members send no e-mail.',
          // The schema the newsletter block's action uses too (decision 028).
          body: subscribeForm,
          response: {
            200: z.object({
              subscribed: z.literal(1),
              status: z.enum(['pending', 'confirmed']),
              message: z.string(),
            }),
            403: errorBody,
            404: errorBody,
            422: errorBody,
            429: errorBody,
          },
        },
      },
      async (request) => {
        enabled();
        const member = await request.visitor.member();
        let email: string | null = null;
        if (!member) {
          const parsed = emailSchema.safeParse(request.body.email ?? '');
          if (!parsed.success) {
            throw invalid({ email: ['newsletter.invalid_email'] }, 'newsletter.invalid_email');
          }
          email = parsed.data;
        }
        await requireBotCheck(services, request.body.token, 'subscribe_newsletter', request.ip);
        const status = member
          ? await services.newsletter.subscribeMember(member.idUser)
          : await services.newsletter.subscribe(email!);
        return {
          subscribed: 1 as const,
          status: status ?? 'pending',
          message: t(
            status === 'confirmed' ? 'newsletter.already_confirmed' : 'newsletter.check_inbox',
          ),
        };
      },
    );

    app.post(
      ONE_CLICK_UNSUBSCRIBE_PATH,
      {
        // Posted by mail clients, which have no CSRF token, AJAX header or our Origin: the token
        // in its URL is what authorises it (RFC 8058).
        // Its own count (bucket), apart from subscribing.
        config: { rateLimit: { ...LIMITS.subscribe, bucket: 'unsubscribe' }, csrf: false },
        schema: {
          tags: ['newsletter'],
          summary:
            'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header; needs no session or CSRF token',
          querystring: z.object({ token: z.string().max(200) }),
          response: { 200: z.object({ message: z.string() }), 404: errorBody },
        },
      },
      async (request) => {
        if (!(await services.newsletter.unsubscribe(request.query.token))) {
          throw new HttpError(404, t('newsletter.unsubscribe_invalid'));
        }
        return { message: t('newsletter.unsubscribed_text') };
      },
    );

    // Each edition's message has its own link (decision 047): a mail client's one-click POST
    // (RFC 8058), or the button of the page its GET shows. Both unsubscribe and record the
    // edition; the browser is taken back to the page, which then says it is done.
    app.post(
      paths.newsletterUnsubscribe.pattern,
      {
        config: { rateLimit: { ...LIMITS.subscribe, bucket: 'unsubscribe' }, csrf: false },
        schema: {
          tags: ['newsletter'],
          summary:
            "One-click unsubscribe (RFC 8058) of an edition's message; needs no session, cookie or CSRF token",
          params: z.object({ token: z.string().max(200) }),
          response: { 200: z.object({ message: z.string() }), 404: errorBody },
        },
      },
      async (request, reply) => {
        const done = await services.editions.unsubscribe(request.params.token);
        if ((request.headers.accept ?? '').includes('text/html')) {
          return reply.redirect(
            paths.newsletterUnsubscribe(
              { token: request.params.token },
              { done: done ? '1' : '0' },
            ),
            303,
          );
        }
        if (!done) throw new HttpError(404, t('newsletter.unsubscribe_invalid'));
        return { message: t('newsletter.unsubscribed_text') };
      },
    );

    // Older mail clients open the List-Unsubscribe link instead of posting it: show the page.
    app.get(
      ONE_CLICK_UNSUBSCRIBE_PATH,
      {
        schema: {
          tags: ['newsletter'],
          summary: 'Opens the unsubscribe page for a List-Unsubscribe link',
          querystring: z.object({ token: z.string().max(200) }),
        },
      },
      async (request, reply) =>
        reply.redirect(paths.newsletterUnsubscribed({}, { token: request.query.token }), 303),
    );
  };
}
