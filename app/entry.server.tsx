import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import type { Messages } from '../core/site/messages.ts';
import { CspNonceContext } from './lib/csp-nonce.tsx';
import { pageLanguage } from '../core/site/locale.ts';
import { ServerTextsContext, SiteTextsContext, type SiteTexts } from './lib/i18n.tsx';
import { deferHydration } from './lib/defer-hydration.server.ts';
import { documentSink } from './lib/document-sink.server.ts';
import { ServerHtmlContext } from './lib/server-html.tsx';
import { serverHtmlRender } from './lib/server-html.server.ts';

/**
 * React Router's default Node entry (@react-router/dev's entry.server.node.tsx), with four
 * changes: the document goes through deferHydration() so the scripts start after the first paint
 * (decision 018), every inline script carries the response's CSP nonce (decision 020), the
 * document goes out in one write once it is all rendered (decision 055); the render reads
 * the texts' catalogs from memory, not from the page's data (decision 052); and the chrome's
 * menus rendered once are reused as HTML (decision 063).
 */
export const streamTimeout = 5_000;

/** The catalogs the root loader names by address, read in memory by the render (decision 052). */
function textsByPath(loadContext: AppLoadContext): (path: string) => Messages {
  const { texts } = loadContext.services;
  return (path) => {
    const asset = Object.values(texts).find((candidate) => candidate.path === path);
    if (!asset) throw new Error(`No texts at ${path}`);
    return asset.messages;
  };
}

/**
 * What React Router reports as it answers. A request it refuses itself (405: a post to a page
 * without an action) is the visitor's, answered with the error page: not a fault to log. Anything
 * else is logged as React Router's default does.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own error responses carry the Error behind them (not in the public type).
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

/** The site's public texts, for a page without the root's data (app/lib/i18n.tsx). */
function siteTexts(loadContext: AppLoadContext): SiteTexts {
  const { settings, texts } = loadContext.services;
  return {
    locale: settings.locale,
    lang: pageLanguage(settings.locale),
    path: texts.public.path,
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // React Router's own scripts (<Scripts>, <ScrollRestoration>, the streamed data) take it from
  // ServerRouter, React's streaming scripts from the render option, the app's from the context.
  const nonce = loadContext.cspNonce || undefined;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const serverHtml = serverHtmlRender();

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // The whole document at once (decisions 055 and 062): no page suspends (no <Suspense>, no
    // deferred loader data), so React's bytes are gathered in one buffer, not passed through
    // streams, and rewritten once. Crawlers always had the whole document.
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerTextsContext.Provider value={textsByPath(loadContext)}>
          <SiteTextsContext value={siteTexts(loadContext)}>
            <ServerHtmlContext value={serverHtml.store}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerHtmlContext>
          </SiteTextsContext>
        </ServerTextsContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(
            documentSink((html) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html');
              resolve(
                new Response(deferHydration(serverHtml.finish(html), nonce), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell are logged by React Router's handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
