import { useTranslation } from '../lib/i18n.tsx';
import { Form, Link } from 'react-router';
import { SEARCH_LIMITS, searchWords } from '../../core/search/query.ts';
import type { SearchResults, SearchSlices } from '../../core/search/search-site.ts';
import { interpolate, translate } from '../../core/site/messages.ts';
import { ArticleResult, BreedResult, ProductResult } from '../components/search/result-items.tsx';
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
    : { breeds: slice, articles: slice, products: slice };
  const found: SearchResults = tooShort
    ? { breeds: [], articles: [], products: [] }
    : await context.services.search(q, slices);
  const more = {
    breeds: found.breeds.length > SEARCH_PAGE_SIZE,
    articles: found.articles.length > SEARCH_PAGE_SIZE,
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
      products: found.products.slice(0, SEARCH_PAGE_SIZE),
    },
    more,
    title: `${heading} · ${settings.title}`,
    description: q
      ? interpolate(translate(messages, 'seo.search_query'), { query: q, site: settings.title })
      : interpolate(translate(messages, 'seo.search'), { site: settings.title }),
  };
}

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
        <section aria-labelledby="search-breeds" data-testid="search-breeds">
          <h2 id="search-breeds">{t('search.breeds')}</h2>
          <ul className="search-page__list">
            {results.breeds.map((b) => (
              <BreedResult key={b.id_breed} breed={b} imageWidth={64} />
            ))}
          </ul>
          {groupPager('breeds')}
        </section>
      ) : null}

      {groups.includes('articles') && results.articles.length ? (
        <section aria-labelledby="search-articles" data-testid="search-articles">
          <h2 id="search-articles">{t('search.articles')}</h2>
          <ul className="search-page__list">
            {results.articles.map((a) => (
              <ArticleResult key={a.id_article} article={a} />
            ))}
          </ul>
          {groupPager('articles')}
        </section>
      ) : null}

      {groups.includes('products') && results.products.length ? (
        <section aria-labelledby="search-products" data-testid="search-products">
          <h2 id="search-products">{t('search.products')}</h2>
          <ul className="search-page__list">
            {results.products.map((p) => (
              <ProductResult key={p.id_product} product={p} imageWidth={48} />
            ))}
          </ul>
          {groupPager('products')}
        </section>
      ) : null}
    </div>
  );
}
