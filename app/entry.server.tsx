import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import type { Messages } from '../core/site/messages.ts';
import { CspNonceContext } from './lib/csp-nonce.tsx';
import { ServerTextsContext } from './lib/i18n.tsx';
import { deferHydration } from './lib/defer-hydration.server.ts';

/**
 * React Router's default Node entry (@react-router/dev's entry.server.node.tsx), with four
 * changes: the document goes through deferHydration() so the scripts start after the first paint
 * (decision 018), every inline script carries the response's CSP nonce (decision 020), the
 * document goes out in one write once it is all rendered (decision 055); and the render reads
 * the texts' catalogs from memory, not from the page's data (decision 052).
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

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // The whole document at once (decision 055): no page suspends (no <Suspense>, no deferred
    // loader data), so streaming sent the same bytes in ~30 small chunks, each through five
    // streams; one write costs a fraction of that. Crawlers always had the whole document.
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerTextsContext.Provider value={textsByPath(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerTextsContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const parts: string[] = [];
          const rewrite = deferHydration(nonce);
          rewrite.on('data', (part: string | Buffer) => parts.push(String(part)));
          rewrite.once('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html');
            resolve(
              new Response(parts.join(''), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          rewrite.once('error', reject);
          pipe(rewrite);
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
