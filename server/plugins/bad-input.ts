import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translate, translator, type Messages } from '../../core/site/messages.ts';
import { jsonTooDeep, unstorableField } from '../../core/shared/json-input.ts';
import { HttpError } from '../errors.ts';

/** The methods some route of the site answers; any other is a 501 before routing (decision 021). */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const SUPPORTED = new Set(SUPPORTED_METHODS);

/**
 * The path (`email`, `items.2.name`) of the first text or key holding a character PostgreSQL
 * cannot store (a NUL, a lone surrogate), or null; iterative, so no nesting overflows it.
 */
export const badCharacterField = unstorableField;

/** The 400 of a text field holding a NUL or a lone surrogate, with the field named. */
export function badCharacterError(messages: Messages, field: string): HttpError {
  const t = translator(messages);
  return new HttpError(400, t('api_errors.invalid_fields'), {
    [field]: [t('api_errors.invalid_character')],
  });
}

/**
 * Input no route can use is refused before it reaches a handler: an unsupported method (501); a
 * JSON body nested deeper than MAX_JSON_DEPTH (400), checked as it is parsed, so on every route
 * and before any code walks it; and a character PostgreSQL cannot store (NUL, a lone surrogate)
 * in any API path parameter, query or body field (400, the field named; decisions 021 and 068).
 * Multipart fields are streamed by their route, which checks them with badCharacterField().
 */
export const badInputPlugin = fp<{ messages: Messages }>(
  async (app: FastifyInstance, { messages }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (SUPPORTED.has(request.method)) return;
      return reply
        .status(501)
        .header('allow', SUPPORTED_METHODS.join(', '))
        .send({ message: translate(messages, 'api_errors.method_not_implemented') });
    });
    // Fastify's own parser (prototype poisoning refused as before), then the depth, iteratively:
    // JSON.parse itself does not recurse, but zod, the NUL check and a pack's checks do.
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parse = app.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      // parseAs 'string': the body is a string.
      parse(request, body as string, (error, value) => {
        if (error) return done(error, undefined);
        if (jsonTooDeep(value))
          return done(new HttpError(400, translate(messages, 'api_errors.too_deep')), undefined);
        done(null, value);
      }),
    );
    app.addHook('preValidation', async (request) => {
      // The route the router matched, never the URL text: `/%61pi/…` is an API call too.
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      const field =
        badCharacterField(request.params) ??
        badCharacterField(request.query) ??
        badCharacterField(request.body);
      if (field) throw badCharacterError(messages, field);
    });
  },
);
