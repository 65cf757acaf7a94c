import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';
import type { LIMITS } from './rate-limits.ts';

export type ReauthGuard = ReturnType<typeof createReauthGuard>;

/**
 * The studio's changes that take the password again (decision 031) guess a password, so their
 * tries are limited: 30 wrong passwords per staff member in 15 minutes (`LIMITS.studioReauth`),
 * then 429 until the window ends. Only wrong passwords count, and only those of a signed-in staff
 * member, keyed by the staff member: a guest's requests (answered 401 before any password is
 * read) count nothing, so nobody can lock staff on their address out of role changes
 * (decision 071). Counted where the rate limits are (Redis when REDIS_URL is set).
 */
export function createReauthGuard(app: FastifyInstance, limit: (typeof LIMITS)['studioReauth']) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => keys.get(request) ?? '',
  });
  const count = (request: FastifyRequest, idStaff: number, increment: boolean) => {
    // Keyed under the session secret: another site's staff member with the same id, sharing
    // the Redis server, has a count of their own.
    keys.set(request, `staff:${app.limitKey('studio-reauth', String(idStaff))}`);
    return limiter(request, { increment });
  };
  const guard = {
    /** Seconds this staff member must wait before giving a password again; 0: they may now. */
    async waitSeconds(request: FastifyRequest, idStaff: number): Promise<number> {
      const result = await count(request, idStaff, false);
      if (result.isAllowed) return 0;
      return result.remaining === 0 ? Math.max(1, result.ttlInSeconds) : 0;
    },
    /** Counts a wrong password of this staff member. */
    async failed(request: FastifyRequest, idStaff: number): Promise<void> {
      await count(request, idStaff, true);
    },
    /** Throws 429 with Retry-After while this staff member must wait (API routes). */
    async assertMayTry(request: FastifyRequest, reply: FastifyReply, idStaff: number) {
      const seconds = await guard.waitSeconds(request, idStaff);
      if (!seconds) return;
      reply.header('retry-after', String(seconds));
      throw new HttpError(
        429,
        translate(request.server.rateLimitMessages, 'account.too_many_requests'),
      );
    },
  };
  return guard;
}
