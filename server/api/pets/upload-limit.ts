import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { accountActionKey, LIMITS } from '../../plugins/rate-limits.ts';
import type { ApiApp } from '../schemas.ts';

/**
 * Uploads are limited per address and per account, both counted on every upload (adding and
 * changing a pet share the counts), a guest's too. One hook checks both: @fastify/rate-limit runs
 * only the first of several limits it hooks into one request. The keys are those of the pet
 * form's page action (`context.actions.limit('upload', ...)`), so both doors share the counts.
 */
export function uploadLimit(app: ApiApp, t: (key: string) => string) {
  const perAddress = app.createRateLimit(LIMITS.upload);
  const perAccount = app.createRateLimit({
    ...LIMITS.upload,
    keyGenerator: async (request) => {
      const member = await request.visitor.member();
      return member
        ? accountActionKey('pet-upload', member.idUser)
        : `pet-upload:guest:${request.ip}`;
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
