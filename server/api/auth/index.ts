import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../core/container.ts';
import { apiMessages } from '../messages.ts';
import { csrfRoute } from './csrf.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { meRoute } from './me.ts';
import { registerRoute } from './register.ts';
import { validateRoute } from './validate.ts';

export { memberBody } from './member-body.ts';

/** Sign-in, registration and the session: one module per route, in the order of the API document. */
export function authRoutes(services: Services): FastifyPluginAsyncZod {
  const messages = apiMessages(services.messages);
  return async (app) => {
    csrfRoute(app);
    meRoute(app, services);
    validateRoute(app, services, messages, 'email');
    validateRoute(app, services, messages, 'username');
    registerRoute(app, services, messages);
    loginRoute(app, services, messages.t);
    logoutRoute(app);
  };
}
