import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTexts, localeOfTexts, SiteTextsContext, TEXTS_META_NAME } from './lib/i18n.tsx';
import { CHROME_META_NAME, loadChrome } from './lib/website.tsx';
import { HOME_FILE_META_NAME, loadHomeFile } from './lib/home-file.tsx';

/**
 * React Router's default browser entry, hydrating once the page's texts (decision 052), the
 * chrome's data (decision 056) and, on the home, its curated content (decision 059) are loaded:
 * they are files beside the document, not hydration data, and the first render must read the same
 * as the server's. A page without them (the outage page) hydrates at once.
 * If the file cannot be loaded (e.g. a page of the previous build met an instance of the next one
 * during a rolling deploy), the page stays as the server rendered it, working without scripts
 * (decision 018), as it does when one of its chunks cannot be loaded: hydrating would replace it
 * with the error page.
 */
const meta = (name: string) =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const texts = meta(TEXTS_META_NAME);
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

// The chrome's data and the home's curated content, files beside the page too (decisions 056 and
// 059), loaded beside the texts.
const chrome = meta(CHROME_META_NAME);
const home = meta(HOME_FILE_META_NAME);
if (texts || chrome || home)
  Promise.all([
    texts && loadTexts(texts),
    chrome && loadChrome(chrome),
    home && loadHomeFile(home),
  ]).then(hydrate, (error: unknown) => {
    console.warn('The page stays without its scripts: its data files did not load.', error);
  });
else hydrate();
