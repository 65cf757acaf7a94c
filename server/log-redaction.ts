import { format } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { paths } from '../core/site/paths.ts';

/**
 * What the logs must never hold (decision 023): the tokens of e-mailed links (password reset and
 * article preview in the path, newsletter confirm/unsubscribe in the query), any query value (a search, an e-mail),
 * and e-mail addresses, which database errors carry in their parameters and messages.
 */
export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a secret token: the patterns' text before `:token` (a password
 * reset link; an article's preview link, decision 035).
 */
const TOKEN_PATHS = [paths.passwordReset, paths.articlePreview].map((page) =>
  page.pattern.replace(/:token$/, ''),
);
/** A path segment that looks like a token anyway: long hex or base64url without word breaks. */
const TOKEN_SEGMENT = /^(?:[0-9a-f]{32,}|[A-Za-z0-9_]{40,}|[A-Za-z0-9_-]{48,})$/i;
const EMAIL = /[^\s@<>()"'`,;:/\\[\]=]+@[^\s@<>()"'`,;:/\\[\]=]+\.[^\s@<>()"'`,;:/\\[\]=]+/g;
const EMAIL_ESCAPED = /[^\s&?=/]+%40[^\s&?=/]+/gi;

/** A text with every e-mail-looking part replaced. */
export const scrubText = (text: string) =>
  text.replace(EMAIL, '[email]').replace(EMAIL_ESCAPED, '[email]');

/**
 * The request target as it may be logged: token segments of the token routes (and anything that
 * looks like a token) replaced, every query value replaced, the parameter names kept.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? null : url.slice(queryAt + 1);
  let path = rawPath
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  for (const prefix of TOKEN_PATHS) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      path = `${prefix}${REDACTED}`;
    }
  }
  path = scrubText(path);
  if (rawQuery === null) return path;
  const query = rawQuery
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return `${scrubText(name).slice(0, 64)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * A log message with e-mails scrubbed and every request target in it redacted (Fastify's
 * "Route GET:/password/reset/<token> not found" names the whole target).
 */
export const scrubMessage = (text: string) =>
  scrubText(text).replace(
    /(^|[\s:(])(\/[^\s"')]*)/g,
    (_match, before: string, target: string) => `${before}${redactUrl(target)}`,
  );

/**
 * The arguments of a log call with the message made safe: a format string is filled in first
 * (as pino would), then scrubbed.
 */
export function scrubLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (typeof first === 'string') return [scrubMessage(format(first, ...rest))];
  if (typeof rest[0] === 'string') return [first, scrubMessage(format(rest[0], ...rest.slice(1)))];
  return args;
}

/** Fields of database errors (pg, PGlite, drizzle) that hold the values of the query. */
const DROPPED = new Set(['params', 'parameters', 'query', 'detail', 'where', 'internalQuery']);

/** Drops the query fields and scrubs e-mails from every text, through nested causes. */
function scrub(value: unknown, depth = 0): unknown {
  // A drizzle error's message is "Failed query: <sql>\nparams: <values>": the values go.
  if (typeof value === 'string')
    return scrubText(value.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]'));
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED.has(key)) continue;
    out[key] = scrub(item, depth + 1);
  }
  return out;
}

/** An error as data: its type, message, stack, own fields (code, table …) and causes. */
function errorData(error: Error, depth = 0): Record<string, unknown> {
  const data: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) if (value !== undefined) data[key] = value;
  if (error.cause !== undefined) {
    data.cause =
      error.cause instanceof Error && depth < 4 ? errorData(error.cause, depth + 1) : error.cause;
  }
  return data;
}

/** The logger's serializers: what a request and an error look like in the log. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
    // The mail worker logs the reason as text; everything else logs Error objects.
    const data =
      error instanceof Error ? errorData(error) : { type: typeof error, message: String(error) };
    return { stack: '', ...(scrub(data) as { type: string; message: string }) };
  },
};

/** Scrubs the plain fields of every log line (anything not handled by a serializer). */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    // Errors, requests and replies are turned into data by the serializers above.
    if (value instanceof Error || key === 'req' || key === 'res' || key === 'err') out[key] = value;
    else if (key === 'url' && typeof value === 'string') out[key] = redactUrl(value);
    else out[key] = scrub(value);
  }
  return out;
}
