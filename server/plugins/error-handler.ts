import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translator, type Messages } from '../../core/site/messages.ts';
import { ForbiddenOperation } from '../../core/studio/operations.ts';
import { isDatabaseUnreachable } from '../../db/unreachable.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError, RETRY_AFTER_SECONDS, type ErrorBody } from '../errors.ts';

const GENERIC: Record<number, string> = {
  400: 'api_errors.bad_request',
  404: 'api_errors.not_found',
  405: 'api_errors.method_not_allowed',
  413: 'api_errors.too_large',
  415: 'api_errors.unsupported_type',
  429: 'api_errors.too_many',
};

/**
 * Every API error leaves as `{ message, errors }` with the right status, in the site's language.
 * Validation errors name the field. A studio operation the actor may not do is a 403 (decision
 * 089). A database that cannot be reached is an outage: 503 with Retry-After (decision 021). A
 * unique violation that no upsert caught (two requests made the same row at once) is a 409: the
 * loser is told, never a 500 (decision 068). Other unexpected errors are logged and answered with
 * a 500 that reveals nothing.
 */
export const errorHandlerPlugin = fp<{ messages: Messages; english: boolean }>(
  async (app: FastifyInstance, { messages, english }) => {
    const t = translator(messages);
    // Every 503 (an outage, a page rendered during one, /readyz) says when to come back.
    app.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorBody = { message: error.message };
        if (error.errors) body.errors = error.errors;
        return reply.status(error.statusCode).send(body);
      }
      // A studio operation's own permission (core/studio/operations.ts), whichever route asked.
      if (error instanceof ForbiddenOperation)
        return reply.status(403).send({ message: t('studio.forbidden') });
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field =
            issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
            String(
              (issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join('.') ?? '',
            ) ||
            error.validationContext ||
            'request';
          // zod's own wording is English; other locales get the catalog's.
          (errors[field] ??= []).push(
            english
              ? (issue.message ?? t('api_errors.invalid_value'))
              : t('api_errors.invalid_value'),
          );
        }
        return reply.status(400).send({ message: t('api_errors.invalid_fields'), errors });
      }
      if (isDatabaseUnreachable(error)) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ message: t('api_errors.unavailable') });
      }
      if (isUniqueViolation(error)) {
        request.log.warn({ err: error }, 'unique violation answered 409');
        return reply.status(409).send({ message: t('api_errors.conflict') });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: t('api_errors.server') });
      }
      // Other 4xx of Fastify and its plugins (406 'not multipart', 408, ...): their own wording
      // is English, so the generic message in the site's language.
      return reply.status(status).send({ message: t(GENERIC[status] ?? 'api_errors.bad_request') });
    });
  },
);
