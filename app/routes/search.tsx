import { useTranslation } from '../lib/i18n.tsx';
import { Form, Link, useLocation } from 'react-router';
import { SEARCH_LIMITS, searchWords } from '../../core/search/query.ts';
import type { SearchResults, SearchSlices } from '../../core/search/search-site.ts';
import { interpolate, translate } from '../../core/site/messages.ts';
import {
  ArticleHit,
  BreedHit,
  InfographicHit,
  ProductHit,
} from '../components/search/search-page-items.tsx';
import searchPageStyles from '../styles/search-page.css?url';
import type { HeaderHandle } from '../lib/header-layout.ts';
import {
  readSearchUrl,
  SEARCH_PAGE_GROUPS,
  searchHref,
  type SearchPageGroup,
} from '../lib/search-url.ts';
import type { Route } from './+types/search';
import { paths } from '../../core/site/paths.ts';
import { descriptionMeta } from '../lib/seo.ts';

/** Results per group and page of the search results page (decision 025). */
export const SEARCH_PAGE_SIZE = 10;
export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, type, page } = readSearchUrl(new URL(request.url));
  const { messages, settings } = context.services;
  const heading = q
    ? interpolate(translate(messages, 'search_page.heading_query'), { query: q })
    : translate(messages, 'search_page.heading');
  const tooShort = searchWords(q).join('').length < SEARCH_LIMITS.minLength;
  // One more row than shown tells whether a next page exists, without counting every match.
  const slice = { limit: SEARCH_PAGE_SIZE + 1, offset: (page - 1) * SEARCH_PAGE_SIZE };
  const slices: SearchSlices = type
    ? { [type]: slice }
    : { breeds: slice, articles: slice, infographics: slice, products: slice };
  const found: SearchResults = tooShort
    ? { breeds: [], articles: [], products: [], infographics: [] }
    : await context.services.search(q, slices);
  const more = {
    breeds: found.breeds.length > SEARCH_PAGE_SIZE,
    articles: found.articles.length > SEARCH_PAGE_SIZE,
    infographics: found.infographics.length > SEARCH_PAGE_SIZE,
    products: found.products.length > SEARCH_PAGE_SIZE,
  };
  return {
    q,
    type,
    page,
    tooShort,
    results: {
      breeds: found.breeds.slice(0, SEARCH_PAGE_SIZE),
      articles: found.articles.slice(0, SEARCH_PAGE_SIZE),
      infographics: found.infographics.slice(0, SEARCH_PAGE_SIZE),
      products: found.products.slice(0, SEARCH_PAGE_SIZE),
    },
    more,
    title: `${heading} · ${settings.title}`,
    description: q
      ? interpolate(translate(messages, 'seo.search_query'), { query: q, site: settings.title })
      : interpolate(translate(messages, 'seo.search'), { site: settings.title }),
  };
}

/**
 * A route change asks for this page's data on its own (a route with a client loader has its own
 * data request), so a failure of the search's request is this page's and its boundary below says
 * so inside the site's header and footer, while the root's data arrives by its own request
 * (docs/decisions/084). The data itself is the server loader's, unchanged.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchPageStyles }];

export const handle: HeaderHandle = {
  header: (_data, t) => ({ title: t('search_page.heading') }),
};

// A results page is for people, not for search engines' indexes.
export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: data.title },
        ...descriptionMeta(data.description),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, type, page, tooShort, results, more } = loaderData;
  const groups = type ? [type] : SEARCH_PAGE_GROUPS;
  const empty = !tooShort && groups.every((g) => results[g].length === 0);

  const groupPager = (group: SearchPageGroup) => {
    if (!type) {
      return more[group] ? (
        <p className="search-page__more">
          <Link to={searchHref(q, group, 2)}>{t(`search_page.more_${group}`)}</Link>
        </p>
      ) : null;
    }
    if (page === 1 && !more[group]) return null;
    return (
      <nav className="search-page__pager" aria-label={t('search_page.pages_label')}>
        {page > 1 ? (
          <Link to={searchHref(q, group, page - 1)} rel="prev">
            {t('search_page.previous_page')}
          </Link>
        ) : null}
        <span>{t('search_page.page', { page })}</span>
        {more[group] ? (
          <Link to={searchHref(q, group, page + 1)} rel="next">
            {t('search_page.next_page')}
          </Link>
        ) : null}
      </nav>
    );
  };

  return (
    <div className="page search-page">
      <h1>{q ? t('search_page.heading_query', { query: q }) : t('search_page.heading')}</h1>
      {/* A plain GET form: it works the same before and after the scripts (decision 025). */}
      <Form method="get" action={paths.search({})} role="search" className="search-page__form">
        <label htmlFor="search-page-q">{t('search.label')}</label>
        <div className="search-page__field">
          <input
            // A new query is a new box: the key makes its default value follow the URL.
            key={q}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t('search.placeholder')}
          />
          <button type="submit" className="button">
            {t('search_page.submit')}
          </button>
        </div>
      </Form>
      {type ? (
        <p>
          <Link to={searchHref(q)}>{t('search_page.all_results')}</Link>
        </p>
      ) : null}
      {tooShort ? (
        <p role="status">{t('search_page.too_short', { min: SEARCH_LIMITS.minLength })}</p>
      ) : null}
      {empty ? <p role="status">{t('search.no_results')}</p> : null}

      {groups.includes('breeds') && results.breeds.length ? (
        <section
          aria-labelledby="search-breeds"
          data-testid="search-breeds"
          className="search-page__group"
        >
          <h2 id="search-breeds">{t('search.breeds')}</h2>
          <ul className="breed-grid search-page__cards">
            {results.breeds.map((b) => (
              <BreedHit key={b.id_breed} breed={b} />
            ))}
          </ul>
          {groupPager('breeds')}
        </section>
      ) : null}

      {groups.includes('articles') && results.articles.length ? (
        <section
          aria-labelledby="search-articles"
          data-testid="search-articles"
          className="search-page__group"
        >
          <h2 id="search-articles">{t('search.articles')}</h2>
          <ul className="search-page__rows">
            {results.articles.map((a) => (
              <ArticleHit key={a.id_article} article={a} />
            ))}
          </ul>
          {groupPager('articles')}
        </section>
      ) : null}

      {groups.includes('infographics') && results.infographics.length ? (
        <section
          aria-labelledby="search-infographics"
          data-testid="search-infographics"
          className="search-page__group"
        >
          <h2 id="search-infographics">{t('search.infographics')}</h2>
          <ul className="search-page__cards">
            {results.infographics.map((i) => (
              <InfographicHit key={i.id_infographic} infographic={i} />
            ))}
          </ul>
          {groupPager('infographics')}
        </section>
      ) : null}

      {groups.includes('products') && results.products.length ? (
        <section
          aria-labelledby="search-products"
          data-testid="search-products"
          className="search-page__group"
        >
          <h2 id="search-products">{t('search.products')}</h2>
          <ul className="search-page__rows">
            {results.products.map((p) => (
              <ProductHit key={p.id_product} product={p} />
            ))}
          </ul>
          {groupPager('products')}
        </section>
      ) : null}
    </div>
  );
}

/**
 * The search could not be answered (the database is slow or away, the connection dropped on a
 * route change): say so in the site's language, with the way to try again, instead of the
 * generic error page (docs/decisions/084).
 */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="error-page search-page__failed" aria-labelledby="search-failed-heading">
      <h1 id="search-failed-heading">{t('search_page.failed_heading')}</h1>
      <p role="alert">{t('search_page.failed')}</p>
      <p>
        {/* A document load, not a route change: it works whether the scripts run or not. */}
        <a
          className="button"
          href={`${location.pathname}${location.search}`}
          data-testid="search-retry"
        >
          {t('search_page.retry')}
        </a>
      </p>
    </section>
  );
}
