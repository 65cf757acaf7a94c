/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, network
 * down, pool exhausted), as opposed to a fault of the query or the data. Such an error is an
 * outage: the site answers 503 with Retry-After until the database is back (decision 021).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now (starting up). */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);

/**
 * What node-postgres says when it loses or cannot get a connection (it sets no code); the first
 * also covers 'Connection terminated unexpectedly' and '... due to connection timeout'.
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m)))
    return true;
  // Drizzle wraps driver errors (`cause`); a refused dual-stack connect is an AggregateError.
  if (isDatabaseUnreachable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1));
}
