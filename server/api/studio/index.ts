import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../core/container.ts';
import { apiMessages } from '../messages.ts';
import { accountRoutes } from './accounts.ts';
import { articleRoutes } from './articles.ts';
import { auditRoutes } from './audit.ts';
import { profileRoutes } from './profile.ts';
import { mediaRoutes } from './media.ts';
import { linkRoutes } from './links.ts';
import { previewRoutes } from './preview.ts';
import { noticeRoutes } from './notices.ts';
import { contentPackRoutes } from './content.ts';
import { homeRoutes } from './home.ts';
import { widgetRoutes } from './widgets.ts';
import { breedRoutes } from './breeds.ts';
import { productRoutes } from './products.ts';
import { staticPageRoutes } from './pages.ts';
import { infographicRoutes } from './infographics.ts';
import { sessionRoutes } from './session.ts';
import { settingsRoutes } from './settings.ts';
import { signInRoutes } from './sign-in.ts';
import { staffRoutes } from './staff.ts';
import { subscriberRoutes } from './subscribers.ts';
import { memberRoutes } from './members.ts';
import { newsletterEditionRoutes } from './newsletter.ts';
import { trashRoutes } from './trash.ts';

/**
 * /api/studio: every route declares its permission (server/plugins/studio-access.ts checks it;
 * docs/decisions/032); they are tagged `studio` in the API document and never cached.
 */
export function studioRoutes(services: Services): FastifyPluginAsyncZod {
  const messages = apiMessages(services.messages);
  return async (app) => {
    signInRoutes(app, services, messages);
    sessionRoutes(app);
    accountRoutes(app, services, messages);
    staffRoutes(app, services, messages);
    articleRoutes(app, services, messages);
    profileRoutes(app, services, messages);
    auditRoutes(app, services);
    mediaRoutes(app, services, messages);
    linkRoutes(app, services);
    previewRoutes(app, services, messages);
    settingsRoutes(app, services, messages);
    noticeRoutes(app, services, messages);
    subscriberRoutes(app, services, messages);
    memberRoutes(app, services, messages);
    newsletterEditionRoutes(app, services, messages);
    trashRoutes(app, services, messages);
    contentPackRoutes(app, services, messages);
    homeRoutes(app, services, messages);
    widgetRoutes(app, services, messages);
    breedRoutes(app, services, messages);
    productRoutes(app, services, messages);
    staticPageRoutes(app, services, messages);
    infographicRoutes(app, services, messages);
  };
}
