import { useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { Link } from 'react-router';
import { BREED_LIST, breedListLayout } from '../../core/breeds/list-layout.ts';
import { parseId } from '../../core/shared/ids.ts';
import { BreedCard } from '../components/breeds/breed-card.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { useKeptBeforeScripts } from '../lib/kept-before-scripts.ts';
import { notFound } from '../lib/not-found.ts';
import { showsFamilyName, useWebsiteInfo } from '../lib/website.tsx';
import type { HeaderHandle } from '../lib/header-layout.ts';
import { breadcrumbs, pageMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/breeds-list';
import { familyText, familyTextOf } from '../lib/family-text.ts';
import { paths } from '../../core/site/paths.ts';
import { translator } from '../../core/site/messages.ts';

/** The filter and the number of breeds shown, from the address (decision 025): `?q=` and `?show=`. */
function listParams(url: URL): { q: string; show: number } {
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const show = Number(url.searchParams.get('show'));
  return {
    q,
    show:
      Number.isInteger(show) && show > BREED_LIST.initialLimit
        ? Math.min(show, 1000)
        : BREED_LIST.initialLimit,
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const idFamily = parseId(params.id);
  if (idFamily === null) throw notFound();
  const { q, show } = listParams(new URL(request.url));
  const [breeds, article, info] = await Promise.all([
    context.services.breeds.list(idFamily),
    context.services.articles.inContext({ idFamily }),
    context.services.site.websiteInfo(),
  ]);
  // An unknown family or an empty list is the not-found page.
  if (breeds.length === 0) throw notFound();
  // It turns weekly, so it is the page's data, not the chrome's file (decision 056).
  const breedOfTheWeekId =
    info.families.find((f) => f.id_family === idFamily)?.id_breed_of_the_week ?? null;
  const family = info.families.find((f) => f.id_family === idFamily);
  // The list's own sentence for search results (decision 087).
  const description = family
    ? translator(context.services.messages)('seo.breed_list', {
        breeds: familyTextOf(context.services.messages, 'breeds', family),
      })
    : undefined;
  return { idFamily, breeds, article, q, show, breedOfTheWeekId, description };
}

export const handle: HeaderHandle = {
  header: (data) => {
    const idFamily = (data as { idFamily?: number } | undefined)?.idFamily;
    return idFamily === undefined ? null : { idFamily };
  },
};

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const info = rootInfo(matches);
  const family = info?.families.find((f) => f.id_family === data?.idFamily);
  if (!data || !family) return [];
  return pageMeta(info, {
    title: family.name,
    description: data.description,
    path: paths.breedList({ id: family.id_family }),
    image: family.image_url,
    jsonLd: breadcrumbs(info, [
      [info?.website.title ?? '', '/'],
      [family.name, paths.breedList({ id: family.id_family })],
    ]),
  });
};

/** The same list with `show` breeds, and the filter when there is one. */
function moreHref(filter: string, show: number): string {
  const params = new URLSearchParams();
  if (filter.trim()) params.set('q', filter.trim());
  params.set('show', String(show));
  return `?${params}`;
}

export default function BreedsList({ loaderData }: Route.ComponentProps) {
  const { idFamily } = loaderData;
  // A new family is a new list: keying on it resets the filter and the visible count.
  return <BreedsListView key={idFamily} {...loaderData} />;
}

function BreedsListView({
  idFamily,
  breeds,
  article,
  q,
  show,
  breedOfTheWeekId,
}: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  // The filter starts from the address (the form below works without scripts) and then follows
  // the box as it is typed in; the number shown is the address's `show`, which the load-more
  // link moves on (decision 025).
  const [filter, setFilter] = useState(q);
  const limit = show;
  const box = useRef<HTMLInputElement>(null);
  // Text typed before the scripts started (decision 018) is the filter: the list follows it
  // rather than the address's (decision 025).
  const filterForm = useKeptBeforeScripts((name, value) => {
    if (name === 'q') setFilter(value);
  });
  // A new `?q=` (the form sent, or back and forward) is the filter.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setFilter(q);
  }
  const clearFilter = () => {
    setFilter('');
    box.current?.focus();
  };
  const family = info.families.find((f) => f.id_family === idFamily);
  const familyName = family?.name ?? '';
  const familyOrId = { id_family: idFamily, name: familyName };
  const layout = breedListLayout(breeds, {
    filter,
    limit,
    breedOfTheWeekId,
  });

  return (
    <div className="page breeds-list">
      <header className="family-header">
        <h1>
          {showsFamilyName(idFamily)
            ? familyText(t, 'breeds', familyOrId)
            : t('breeds.list_heading_root', { family: familyName })}
        </h1>
        <p>{t('breeds.count', { count: breeds.length })}</p>
        {/* Without scripts, Enter sends `?q=` and the server filters the list; with them the
            list follows each key and Enter has nothing left to do. */}
        <form
          ref={filterForm}
          className="breed-filter"
          role="search"
          method="get"
          action={paths.breedList({ id: idFamily })}
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="breed-filter">{t('breeds.filter_label')}</label>
          <input
            ref={box}
            id="breed-filter"
            type="search"
            name="q"
            value={filter}
            placeholder={t('breeds.filter_placeholder')}
            autoComplete="off"
            onChange={(event) => setFilter(event.target.value)}
          />
        </form>
      </header>

      {layout.total === 0 ? (
        // Say what was searched and offer the way back, rather than "Showing 0 of 0".
        <div className="breed-filter__empty">
          <p role="status">{t('breeds.no_match', { filter: filter.trim() })}</p>
          <button type="button" className="button button--ghost" onClick={clearFilter}>
            {t('breeds.clear_filter')}
          </button>
        </div>
      ) : null}

      <ul className="breed-grid" aria-label={familyText(t, 'breeds', familyOrId)}>
        {layout.first.map((breed, index) => (
          <BreedCard key={breed.id_breed} breed={breed} eager={index < 3} />
        ))}
      </ul>
      {layout.featured ? (
        <ul className="breed-grid breed-grid--featured" aria-label={t('breeds.breed_of_the_week')}>
          <BreedCard breed={layout.featured} featured />
        </ul>
      ) : null}
      {layout.second.length ? (
        <ul className="breed-grid">
          {layout.second.map((breed) => (
            <BreedCard key={breed.id_breed} breed={breed} />
          ))}
        </ul>
      ) : null}
      {layout.showArticleWidget && article ? (
        <aside className="article-widget" aria-labelledby="family-article-heading">
          <p className="article-widget__kicker" id="family-article-heading">
            {t('breeds.family_article')}
          </p>
          {article.image_url ? (
            <ResponsiveImage
              src={article.image_url}
              twin
              alt=""
              width={1000}
              height={560}
              sizes="(max-width: 1000px) 100vw, 1000px"
            />
          ) : null}
          <h2 className="article-widget__title">{article.title}</h2>
          <p>{article.excerpt}</p>
          <Link to={paths.article({ id: article.id_article, slug: article.slug })}>
            {t('breeds.read_article')}
          </Link>
        </aside>
      ) : null}
      {layout.rest.length ? (
        <ul className="breed-grid">
          {layout.rest.map((breed) => (
            <BreedCard key={breed.id_breed} breed={breed} />
          ))}
        </ul>
      ) : null}

      {layout.total > 0 ? (
        <p className="breeds-list__count" aria-live="polite">
          {t('breeds.showing', { visible: layout.visible, total: layout.total })}
        </p>
      ) : null}
      {layout.hasMore ? (
        // A link to the longer list: it works before the scripts too, and keeps the filter.
        <Link
          to={moreHref(filter, limit + BREED_LIST.step)}
          className="button"
          preventScrollReset
          replace
          data-testid="breeds-load-more"
        >
          {t('breeds.load_more')}
        </Link>
      ) : null}
    </div>
  );
}
