import { useTranslation } from '../lib/i18n.tsx';
import { Link, redirect } from 'react-router';
import { ATTRIBUTE_NAMES } from '../../core/breeds/attributes.ts';
import { measureRows } from '../../core/breeds/format.ts';
import { parseId } from '../../core/shared/ids.ts';
import { SLUG } from '../../core/shared/slug.ts';
import { Carousel } from '../components/carousel.tsx';
import { Gauge } from '../components/breeds/gauge.tsx';
import { useRangeText } from '../components/breeds/range-text.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { ShareTools } from '../components/share-tools.tsx';
import { notFound } from '../lib/not-found.ts';
import { showsFamilyName, useWebsiteInfo } from '../lib/website.tsx';
import { breedPageHandle, breedTrail } from '../lib/breed-page.ts';
import { breadcrumbs, pageMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/breed-profile';
import { paths } from '../../core/site/paths.ts';
import { productView } from '../../core/products/to-product.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const idBreed = parseId(params.id);
  if (idBreed === null || !SLUG.test(params.slug)) throw notFound();
  const { breeds } = context.services;
  const [breed, kit, related] = await Promise.all([
    breeds.profile(idBreed),
    breeds.products(idBreed),
    breeds.related(idBreed),
  ]);
  if (!breed) throw notFound();
  // One address per breed: any other slug moves permanently to the canonical one.
  if (params.slug !== breed.slug) {
    const url = new URL(request.url);
    throw redirect(paths.breedProfile({ id: breed.id_breed, slug: breed.slug }) + url.search, 301);
  }
  return {
    breed,
    kit: kit.map(productView),
    related,
    url: `${context.services.settings.publicUrl}${paths.breedProfile({ id: breed.id_breed, slug: breed.slug })}`,
  };
}

export const handle = breedPageHandle;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const info = rootInfo(matches);
  const { breed } = data;
  const path = paths.breedProfile({ id: breed.id_breed, slug: breed.slug });
  return pageMeta(info, {
    title: breed.name,
    exactTitle: true,
    description: breed.abstract,
    path,
    image: breed.image_url,
    jsonLd: [
      // schema.org has no breed type: the page is about a Thing, with its other names.
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: breed.name,
        description: breed.abstract,
        about: {
          '@type': 'Thing',
          name: breed.name,
          alternateName: breed.synonyms,
          description: breed.abstract,
        },
      },
      breadcrumbs(info, breedTrail(info, breed)),
    ],
  });
};

/** The first paragraph of a markdown text, as plain text. */
function firstParagraph(markdown: string | undefined): string {
  return (markdown ?? '').split(/\n\s*\n/)[0]?.trim() ?? '';
}

export default function BreedProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const range = useRangeText();
  const { breed, kit, related, url } = loaderData;
  const family = info.families.find((f) => f.id_family === breed.id_family);
  const measures = measureRows(breed.measures, breed.id_family);
  const share = { url, title: breed.name, image: breed.image_url };
  const details = [
    { label: t('breeds.origin'), value: breed.origin },
    { label: t('breeds.date_origin'), value: breed.date_origin },
    { label: t('breeds.utilizations'), value: breed.utilizations },
    { label: t('breeds.lifespan'), value: range(breed.lifespan, 'years') },
  ].filter((d) => d.value);

  return (
    <article className="page breed-profile">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to={paths.breedList({ id: breed.id_family })}>
          {family && showsFamilyName(family.id_family) ? family.name : t('site.breeds')}
        </Link>
      </nav>

      <section className="breed-sheet">
        {breed.image_url ? (
          <ResponsiveImage
            imgClassName="breed-sheet__picture"
            src={breed.image_url}
            twin
            sizes="(min-width: 1024px) 600px, 100vw"
            alt={breed.name}
            width={600}
            height={450}
            priority
          />
        ) : null}
        <div className="breed-sheet__text">
          <p className="breed-sheet__type">{breed.race_type}</p>
          <h1>{breed.name}</h1>
          <ShareTools item={share} compact />
          {breed.synonyms.length ? (
            <p className="breed-sheet__aka">
              {t('breeds.also_known_as', { names: breed.synonyms.join(', ') })}
            </p>
          ) : null}
          <p className="breed-sheet__abstract">{breed.abstract}</p>
          <h2>{t('breeds.details_heading')}</h2>
          <dl className="breed-details">
            {details.map((d) => (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
          {breed.specifics.length ? (
            <>
              <h2>{t('breeds.specifics_heading')}</h2>
              <dl className="breed-specifics">
                {breed.specifics.map((s) => (
                  <div key={s.attribute}>
                    <dt>{s.attribute}</dt>
                    <dd>{s.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          <p className="breed-sheet__description">{firstParagraph(breed.texts.description)}</p>
          <Link
            to={paths.breedDetails({ id: breed.id_breed, slug: breed.slug })}
            className="button"
          >
            {t('breeds.read_more')}
          </Link>
        </div>
      </section>

      <section className="breed-measures" aria-labelledby="measures-heading">
        <h2 id="measures-heading">{t('breeds.measures_heading')}</h2>
        {measures.length ? (
          <table>
            <thead>
              <tr>
                <td />
                <th scope="col">
                  <abbr title={t('breeds.male')}>{t('breeds.male_short')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('breeds.female')}>{t('breeds.female_short')}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {measures.map((row) => (
                <tr key={row.measure}>
                  <th scope="row">{t(`breeds.${row.measure}`)}</th>
                  <td>{range(row.male, row.unit)}</td>
                  <td>{range(row.female, row.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <p className="breed-lifespan">
          {t('breeds.lifespan')}: <strong>{range(breed.lifespan, 'years')}</strong>
        </p>
      </section>

      <section className="breed-attributes" aria-labelledby="attributes-heading">
        <h2 id="attributes-heading">{t('breeds.attributes_heading')}</h2>
        <div className="gauges">
          {ATTRIBUTE_NAMES.map((name) => {
            const a = breed.attributes[name];
            return (
              <Gauge key={name} label={a.attribute_label} valueLabel={a.label} value={a.value} />
            );
          })}
        </div>
      </section>

      {kit.length ? (
        <section className="breed-kit" aria-labelledby="kit-heading">
          <h2 id="kit-heading">{t('breeds.kit_heading', { name: breed.name })}</h2>
          <Carousel label={t('breeds.kit_heading', { name: breed.name })}>
            {kit.map((product) => (
              <ProductCard key={product.id_product} product={product} />
            ))}
          </Carousel>
        </section>
      ) : null}

      <section className="breed-profile-block" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('breeds.profile_heading', { name: breed.name })}</h2>
        <p>{firstParagraph(breed.texts.temper)}</p>
        <ShareTools item={share} />
      </section>

      {related.length ? (
        <section className="related-breeds" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('breeds.related_heading')}</h2>
          <ul className="breed-grid">
            {related.map((r) => (
              <li key={r.id_breed} className="breed-card">
                <Link to={paths.breedProfile({ id: r.id_breed, slug: r.slug })}>
                  {r.image_url ? (
                    <ResponsiveImage
                      src={r.image_url}
                      twin
                      sizes="(max-width: 640px) 50vw, 300px"
                      alt=""
                      width={600}
                      height={450}
                    />
                  ) : null}
                  <span className="breed-card__name">{r.name}</span>
                  <span className="breed-card__reason" data-testid="related-reason">
                    {t(`breeds.related_reason.${r.reason}`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
