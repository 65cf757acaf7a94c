import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTexts, TEXTS_META_NAME } from './lib/i18n.tsx';

/**
 * React Router's default browser entry, hydrating once the page's texts are loaded (decision
 * 052): the texts are a file beside the document, not hydration data, and the first render must
 * read the same texts as the server's. A page without texts (the outage page) hydrates at once;
 * if the file cannot be loaded, hydration goes ahead and the root's provider asks again.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const texts = document.querySelector(`meta[name="${TEXTS_META_NAME}"]`)?.getAttribute('content');
if (texts) loadTexts(texts).then(hydrate, hydrate);
else hydrate();
