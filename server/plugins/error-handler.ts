import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type ErrorBody } from '../errors.ts';

const GENERIC: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * Every API error leaves as `{ message, errors }` with the right status. Validation errors name
 * the field; unexpected errors are logged and answered with a 500 that reveals nothing.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
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
          String((issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join('.') ?? '') ||
          error.validationContext ||
          'request';
        (errors[field] ??= []).push(issue.message ?? 'is not valid');
      }
      return reply.status(400).send({ message: 'Some fields are not valid.', errors });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again later.' });
    }
    return reply.status(status).send({ message: GENERIC[status] ?? error.message });
  });
});
