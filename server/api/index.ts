import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../core/container.ts';
import { translate } from '../../core/site/messages.ts';
import { analyticsRoutes } from './analytics.ts';
import { articleRoutes } from './articles.ts';
import { accountRoutes } from './account.ts';
import { authRoutes } from './auth/index.ts';
import { botCheckRoutes } from './bot-check.ts';
import { breedRoutes } from './breeds.ts';
import { infographicRoutes } from './infographics.ts';
import { newsletterRoutes } from './newsletter.ts';
import { passwordRecoveryRoutes } from './password-recovery.ts';
import { petRoutes } from './pets/index.ts';
import { searchRoutes } from './search.ts';
import { stockRoutes } from './stock.ts';
import { storeRoutes } from './store.ts';
import { studioRoutes } from './studio/index.ts';
import { widgetRoutes } from './widgets.ts';

/** Every /api route; any other /api path is a JSON 404, never a page. */
export function apiRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(breedRoutes(services));
    await app.register(articleRoutes(services));
    await app.register(authRoutes(services));
    await app.register(accountRoutes(services));
    await app.register(petRoutes(services));
    await app.register(botCheckRoutes(services));
    await app.register(passwordRecoveryRoutes(services));
    await app.register(newsletterRoutes(services));
    await app.register(infographicRoutes(services));
    await app.register(searchRoutes(services));
    await app.register(stockRoutes(services));
    await app.register(analyticsRoutes(services));
    await app.register(storeRoutes(services));
    await app.register(widgetRoutes(services));
    await app.register(studioRoutes(services));
    // Answers nothing but a 404, so it needs no CSRF check.
    app.all('/api/*', { schema: { hide: true }, config: { csrf: false } }, async (_request, reply) =>
      reply.status(404).send({ message: translate(services.messages, 'api_errors.api_not_found') }),
    );
  };
}
