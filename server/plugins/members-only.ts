import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Member } from '../../core/accounts/sessions.ts';
import { translate, type Messages } from '../../core/site/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member signed in, on a members-only route (set before its handler); null elsewhere. */
    member: Member | null;
  }
  interface FastifyContextConfig {
    /**
     * `true` makes a route members only: a guest gets 401 after the body is validated and before
     * the route's own preHandlers (so a per-account limit can count by `request.member`).
     */
    members?: boolean;
  }
}

/** The one "members only" rule of the API, declared on a route with `config: { members: true }`. */
export const membersOnlyPlugin = fp<{ messages: Messages }>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('member', null);
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.members !== true) return;
      // One member's answer: neither a CDN nor the browser's cache keeps it (decision 072).
      reply.header('cache-control', 'private, no-store');
      request.member = await request.visitor.member();
      // A session that ended (idle, signed out elsewhere) also ends the browser's "signed in"
      // hint, so its next page paints guest chrome (decision 072).
      if (!request.member) request.visitor.hint(false);
      if (!request.member)
        return reply
          .status(401)
          .send({ message: translate(options.messages, 'account.not_signed_in') });
    });
  },
);

/** The member of a members-only route; a route without `config: { members: true }` is a bug. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new Error(`${request.routeOptions.url}: not a members-only route`);
  return request.member;
}
