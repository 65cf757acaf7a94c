import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SearchResults } from '../../../core/search/search-site.ts';
import { getJson } from '../../lib/api.ts';
import { searchHref } from '../../lib/search-url.ts';
import { ArticleResult, BreedResult, ProductResult } from '../search/result-items.tsx';
import { paths } from '../../../core/site/paths.ts';
import { useKeptBeforeScripts } from '../../lib/kept-before-scripts.ts';

/** Search starts after more than 2 characters, 300 ms after typing stops. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  // The query belongs to the page it was typed on: a route change clears it.
  // A search link (`?search=…`, the home page's SearchAction for search engines) fills it in.
  const [typed, setTyped] = useState(() => ({
    path: location.pathname,
    query: new URLSearchParams(location.search).get('search')?.slice(0, 200) ?? '',
  }));
  const query = typed.path === location.pathname ? typed.query : '';
  const setQuery = (value: string) => setTyped({ path: location.pathname, query: value });
  // The answer for a query: its results, or null when the request failed (not when cancelled).
  const [answer, setAnswer] = useState<{ query: string; results: SearchResults | null } | null>(
    null,
  );
  // Raised by "Try again": the same query is asked for once more.
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const term = query.trim();
  const searching = term.length >= SEARCH_MIN_CHARS;

  // Text typed before the scripts started (decision 018) is the query (decision 025).
  const form = useKeptBeforeScripts((name, value) => {
    if (name === 'q') setQuery(value);
  });

  // A route change also takes the focus off the search (not the first load: the visitor may be
  // typing in it already).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    input.current?.blur();
  }, [location.pathname]);

  useEffect(() => {
    inFlight.current?.abort();
    if (!searching) return;
    const timer = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      getJson<SearchResults>(`/api/search?query=${encodeURIComponent(term)}`, {
        signal: controller.signal,
      })
        .then((results) => {
          if (!controller.signal.aborted) setAnswer({ query: term, results });
        })
        .catch(() => {
          // Cancelled (a newer search started): nothing to show. Failed: say so, not "Searching…"
          // for good (docs/decisions/084).
          if (!controller.signal.aborted) setAnswer({ query: term, results: null });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, searching, attempt]);

  const close = () => {
    inFlight.current?.abort();
    setQuery('');
  };

  const links = () =>
    Array.from(container.current?.querySelectorAll<HTMLAnchorElement>('.search-results a') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      input.current?.blur();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') (all[current + 1] ?? all[0])!.focus();
    else if (current <= 0) input.current?.focus();
    else all[current - 1]!.focus();
  };

  // Results show once loaded; until the answer for this very query is in, it is loading.
  const answered = searching && answer?.query === term;
  const results = answered ? answer.results : null;
  const failed = answered && !results;
  const loading = searching && !answered;
  const empty =
    results && !results.breeds.length && !results.articles.length && !results.products.length;
  const open = searching;

  return (
    <div
      className="search-box"
      ref={container}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Leaving the search: an empty query closes it; a typed one stays.
        if (!container.current?.contains(event.relatedTarget as Node) && term === '') close();
      }}
    >
      {/* Enter opens the results page, /search?q= (decision 025): as a plain form before the
          scripts run (decision 018), as a route change after. */}
      <form
        ref={form}
        role="search"
        action={paths.search({})}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const value = input.current?.value.trim() ?? '';
          if (!value) return;
          close();
          input.current?.blur();
          void navigate(searchHref(value));
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          // A search box, not a combobox: results are links announced by the live region below.
          aria-controls={`${id}-results`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <div id={`${id}-results`} className="search-results" hidden={!open} aria-live="polite">
        {loading ? <p className="search-results__status">{t('search.loading')}</p> : null}
        {failed ? (
          <div className="search-results__status search-results__failed" role="alert">
            <p>{t('search.failed')}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setAnswer(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('search.retry')}
            </button>
          </div>
        ) : null}
        {empty ? <p className="search-results__status">{t('search.no_results')}</p> : null}
        {results && results.breeds.length ? (
          <section aria-label={t('search.breeds')}>
            <h2>{t('search.breeds')}</h2>
            <ul>
              {results.breeds.map((b) => (
                <BreedResult key={b.id_breed} breed={b} imageWidth={48} />
              ))}
            </ul>
          </section>
        ) : null}
        {results && results.articles.length ? (
          <section aria-label={t('search.articles')}>
            <h2>{t('search.articles')}</h2>
            <ul>
              {results.articles.map((a) => (
                <ArticleResult key={a.id_article} article={a} />
              ))}
            </ul>
          </section>
        ) : null}
        {results && results.products.length ? (
          <section aria-label={t('search.products')}>
            <h2>{t('search.products')}</h2>
            <ul>
              {results.products.map((p) => (
                <ProductResult key={p.id_product} product={p} imageWidth={36} />
              ))}
            </ul>
          </section>
        ) : null}
        {results && !empty ? (
          <p className="search-results__all">
            <Link to={searchHref(term)} data-testid="search-see-all">
              {t('search_page.see_all')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
