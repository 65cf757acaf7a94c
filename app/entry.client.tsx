import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTexts, localeOfTexts, SiteTextsContext, TEXTS_META_NAME } from './lib/i18n.tsx';

/**
 * React Router's default browser entry, hydrating once the page's texts are loaded (decision
 * 052): the texts are a file beside the document, not hydration data, and the first render must
 * read the same texts as the server's. A page without texts (the outage page) hydrates at once.
 * If the file cannot be loaded (e.g. a page of the previous build met an instance of the next one
 * during a rolling deploy), the page stays as the server rendered it, working without scripts
 * (decision 018), as it does when one of its chunks cannot be loaded: hydrating would replace it
 * with the error page.
 */
const texts = document.querySelector(`meta[name="${TEXTS_META_NAME}"]`)?.getAttribute('content');
// What a page without the root's data renders with, as the server did (app/lib/i18n.tsx).
const siteTexts = texts
  ? { locale: localeOfTexts(texts), lang: document.documentElement.lang, path: texts }
  : null;

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SiteTextsContext value={siteTexts}>
          <HydratedRouter />
        </SiteTextsContext>
      </StrictMode>,
    );
  });
}

if (texts)
  loadTexts(texts).then(hydrate, (error: unknown) => {
    console.warn('The page stays without its scripts: its texts did not load.', error);
  });
else hydrate();
