import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BREED_LIST, breedListLayout } from '../../core/breeds/list-layout.ts';
import { parseId } from '../../core/shared/ids.ts';
import { BreedCard } from '../components/breeds/breed-card.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { notFound } from '../lib/not-found.ts';
import { showsFamilyName, useWebsiteInfo } from '../lib/website.ts';
import type { HeaderHandle } from '../lib/header-layout.ts';
import { breadcrumbs, pageMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/breeds-list';

export async function loader({ params, context }: Route.LoaderArgs) {
  const idFamily = parseId(params.id);
  if (idFamily === null) throw notFound();
  const [breeds, article] = await Promise.all([
    context.services.breeds.list(idFamily),
    context.services.articles.inContext({ idFamily }),
  ]);
  // An unknown family or an empty list is the not-found page (spec section 2).
  if (breeds.length === 0) throw notFound();
  return { idFamily, breeds, article };
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
    path: `/breeds/${family.id_family}`,
    image: family.image_url,
    jsonLd: breadcrumbs(info, [
      [info?.website.title ?? '', '/'],
      [family.name, `/breeds/${family.id_family}`],
    ]),
  });
};

export default function BreedsList({ loaderData }: Route.ComponentProps) {
  const { idFamily } = loaderData;
  // A new family is a new list: keying on it resets the filter and the visible count.
  return <BreedsListView key={idFamily} {...loaderData} />;
}

function BreedsListView({ idFamily, breeds, article }: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const [filter, setFilter] = useState('');
  const [limit, setLimit] = useState<number>(BREED_LIST.initialLimit);
  const family = info.families.find((f) => f.id_family === idFamily);
  const familyName = family?.name ?? '';
  const layout = breedListLayout(breeds, {
    filter,
    limit,
    breedOfTheWeekId: family?.id_breed_of_the_week ?? null,
  });

  return (
    <div className="page breeds-list">
      <header className="family-header">
        <h1>
          {showsFamilyName(idFamily)
            ? t('breeds.list_heading', { family: familyName })
            : t('breeds.list_heading_root', { family: familyName })}
        </h1>
        <p>{t('breeds.count', { count: breeds.length })}</p>
        <form className="breed-filter" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="breed-filter">{t('breeds.filter_label')}</label>
          <input
            id="breed-filter"
            type="search"
            value={filter}
            placeholder={t('breeds.filter_placeholder')}
            autoComplete="off"
            onChange={(event) => setFilter(event.target.value)}
          />
        </form>
      </header>

      {layout.total === 0 ? (
        <p role="status" className="breed-filter__empty">
          {t('breeds.no_match', { filter })}
        </p>
      ) : null}

      <ul className="breed-grid" aria-label={t('breeds.list_title', { family: familyName })}>
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
          <Link to={`/article/${article.id_article}/${article.slug}`}>
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

      <p className="breeds-list__count" aria-live="polite">
        {t('breeds.showing', { visible: layout.visible, total: layout.total })}
      </p>
      {layout.hasMore ? (
        <button
          type="button"
          className="button"
          onClick={() => setLimit((l) => l + BREED_LIST.step)}
        >
          {t('breeds.load_more')}
        </button>
      ) : null}
    </div>
  );
}
