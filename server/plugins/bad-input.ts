import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translate, translator, type Messages } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';

/** The methods some route of the site answers; any other is a 501 before routing (decision 021). */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const SUPPORTED = new Set(SUPPORTED_METHODS);

/**
 * The path (`email`, `items.2.name`) of the first text holding a NUL character, or null.
 * PostgreSQL cannot store NUL in text, so such a value would fail in the database.
 */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  // Bytes are not text: a content pack's file is read by its route (decision 069), and walking
  // a buffer entry by entry would take minutes and gigabytes.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulField(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** The 400 of a text field holding a NUL character, with the field named. */
export function nulError(messages: Messages, field: string): HttpError {
  const t = translator(messages);
  return new HttpError(400, t('api_errors.invalid_fields'), {
    [field]: [t('api_errors.invalid_character')],
  });
}

/**
 * Input no route can use is refused before it reaches a handler: an unsupported method (501),
 * and a NUL character in any API path parameter, query or body field (400, the field named).
 * Multipart fields are streamed by their route, which checks them with nulField().
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
    app.addHook('preValidation', async (request) => {
      // The route the router matched, never the URL text: `/%61pi/…` is an API call too.
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      const field = nulField(request.params) ?? nulField(request.query) ?? nulField(request.body);
      if (field) throw nulError(messages, field);
    });
  },
);
