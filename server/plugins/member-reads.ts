import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../../core/container.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `true` on a POST that changes nothing a member's reads show (the session check, a page
     * view counted, a form field checked), so that it leaves them kept (decision 073). Every
     * other request with a method other than GET, HEAD or OPTIONS drops them: deny by default.
     */
    keepsMemberReads?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A member's own reads are kept a few seconds (core/container.ts, decision 073); whatever a
 * state-changing request wrote (a pet, a sign-out, a vote, a password reset, a member disabled
 * in the studio), the next read after its answer reads the database again, on every instance.
 * Dropped before the answer leaves (onSend), so the browser's next call cannot be answered
 * from before the change.
 */
export const memberReadsPlugin = fp<{ services: Services }>(
  async (app: FastifyInstance, { services }) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!SAFE.has(request.method) && request.routeOptions.config.keepsMemberReads !== true)
        services.memberReadsChanged();
      return payload;
    });
  },
);
