import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import type { ApiApp } from '../schemas.ts';

/**
 * Uploads are limited per address and per account, both counted on every upload (adding and
 * changing a pet share the counts), a guest's too. One hook checks both: @fastify/rate-limit runs
 * only the first of several limits it hooks into one request.
 */
export function uploadLimit(app: ApiApp, t: (key: string) => string) {
  const perAddress = app.createRateLimit({
    ...LIMITS.upload,
    keyGenerator: (request) => `pet-upload:ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    ...LIMITS.upload,
    keyGenerator: async (request) => {
      const member = await request.visitor.member();
      return member ? `pet-upload:member:${member.idUser}` : `pet-upload:guest:${request.ip}`;
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of [perAddress, perAccount]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(429, t('account.too_many_requests'));
      }
    }
  };
}
