import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, type Messages } from '../../core/site/messages.ts';
import { HttpError, type ErrorBody } from '../errors.ts';

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
 * Validation errors name the field; unexpected errors are logged and answered with a 500 that
 * reveals nothing.
 */
export const errorHandlerPlugin = fp<{ messages: Messages; english: boolean }>(
  async (app: FastifyInstance, { messages, english }) => {
    const t = (key: string) => translate(messages, key);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorBody = { message: error.message };
        if (error.errors) body.errors = error.errors;
        return reply.status(error.statusCode).send(body);
      }
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
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ message: t('api_errors.server') });
      }
      const key = GENERIC[status];
      return reply.status(status).send({ message: key ? t(key) : error.message });
    });
  },
);
