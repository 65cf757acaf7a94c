import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage } from '../../core/site/locale.ts';
import type { Services } from '../../core/container.ts';
import { translate } from '../../core/site/messages.ts';

/**
 * Whether an unsafe request to a page is provably from this site, by Fetch Metadata (decision
 * 028, the approach of Go's http.CrossOriginProtection and OWASP's Fetch Metadata guidance):
 * `Sec-Fetch-Site: same-origin`; or, from a browser that sends no Sec-Fetch-Site, an Origin equal
 * to the site's. Anything else (same-site, cross-site, `none`, a `null` or foreign Origin, no
 * header at all) is not.
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const ownOrigin = origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  if (site !== undefined) return site === 'same-origin' && (origin === undefined || ownOrigin);
  return ownOrigin;
}

/** A document navigation (a form posted without scripts) gets a page; anything else JSON. */
const wantsDocument = (request: FastifyRequest) =>
  request.headers['sec-fetch-dest'] === 'document' ||
  (request.headers['sec-fetch-dest'] === undefined &&
    (request.headers.accept ?? '').includes('text/html'));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 403 of a forged (or unprovable) request, in the site's language. */
export function refuseCrossOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  { messages, settings }: Services,
) {
  const message = translate(messages, 'account.csrf_failed');
  reply.status(403).header('cache-control', 'no-store');
  if (!wantsDocument(request)) return reply.send({ message });
  const lang = pageLanguage(settings.locale);
  const home = translate(messages, 'site.home');
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(message)}</title></head><body><main><h1>${escapeHtml(message)}</h1>` +
        `<p><a href="/">${escapeHtml(home)}</a></p></main></body></html>`,
    );
}
