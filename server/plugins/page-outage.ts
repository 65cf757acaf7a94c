import type { FastifyBaseLogger } from 'fastify';
import type { PageServices } from '../../core/container.ts';
import { pageLanguage } from '../../core/site/locale.ts';
import { translator } from '../../core/site/messages.ts';
import type { ConflictPage, OutagePage } from '../../core/site/outage-page.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { isDatabaseUnreachable } from '../../db/unreachable.ts';
import { RETRY_AFTER_SECONDS } from '../errors.ts';

/**
 * The services as the pages' loaders get them: a call that fails because the database cannot be
 * reached throws a 503 Response instead, which React Router turns into the document's status and
 * the error boundary's data, so every page of an outage is the same short page in the site's
 * language (decision 021). A unique violation no service caught (a page action that lost a race
 * for the same row) throws a 409 Response, as the API answers it (server/plugins/error-handler.ts):
 * the visitor's, never a 500. Any other error passes through unchanged.
 */
export function outageAwareServices(
  services: PageServices,
  log: FastifyBaseLogger,
): { services: PageServices; guard: <T>(promise: Promise<T>) => Promise<T> } {
  const t = translator(services.messages);
  const page: OutagePage = {
    outage: true,
    lang: pageLanguage(services.settings.locale),
    title: t('errors.unavailable_title'),
    heading: t('errors.unavailable_heading'),
    description: t('errors.unavailable_description'),
  };
  const body = JSON.stringify(page);
  const conflict: ConflictPage = {
    conflict: true,
    heading: t('errors.conflict_heading'),
    message: t('api_errors.conflict'),
  };
  const rethrow = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      log.warn({ err: error }, 'unique violation answered 409 (page)');
      throw new Response(JSON.stringify(conflict), {
        status: 409,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
    if (!isDatabaseUnreachable(error)) throw error;
    log.warn({ err: error }, 'database unreachable (page)');
    throw new Response(body, {
      status: 503,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(RETRY_AFTER_SECONDS),
      },
    });
  };
  const guard = <T>(promise: Promise<T>) => promise.catch(rethrow);
  const wrap = (fn: (...args: never[]) => unknown, self: unknown) =>
    function guarded(...args: never[]) {
      try {
        const result = fn.apply(self, args);
        return result instanceof Promise ? guard(result) : result;
      } catch (error) {
        return rethrow(error);
      }
    };
  // Functions at the top (search) and one level down (articles.get); data (messages, settings)
  // is handed over as it is.
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(services)) {
    if (typeof value === 'function') wrapped[key] = wrap(value, services);
    else if (
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).some((inner) => typeof inner === 'function')
    )
      wrapped[key] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [
          name,
          typeof inner === 'function' ? wrap(inner, value) : inner,
        ]),
      );
    else wrapped[key] = value;
  }
  return { services: wrapped as unknown as PageServices, guard };
}
