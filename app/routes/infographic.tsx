import { useTranslation } from '../lib/i18n.tsx';
import { Link, redirect } from 'react-router';
import { parseId } from '../../core/shared/ids.ts';
import { SLUG } from '../../core/shared/slug.ts';
import { InfographicCard, infographicPath } from '../components/infographic-card.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { ShareTools } from '../components/share-tools.tsx';
import { notFound } from '../lib/not-found.ts';
import type { HeaderHandle } from '../lib/header-layout.ts';
import type { Route } from './+types/infographic';
import { paths } from '../../core/site/paths.ts';
import { descriptionMeta } from '../lib/seo.ts';
import { shortened } from '../../core/seo/shortened.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null || !SLUG.test(params.slug)) throw notFound();
  const infographic = await context.services.infographics.get(id);
  if (!infographic) throw notFound();
  const url = new URL(request.url);
  // One address per infographic: any other slug moves permanently to the canonical one.
  if (params.slug !== infographic.slug)
    throw redirect(`${infographicPath(infographic)}${url.search}`, 301);
  return { infographic, url: `${context.services.settings.publicUrl}${url.pathname}` };
}

export const handle: HeaderHandle = {
  header: (_data, t) => ({ title: t('infographics.menu_title') }),
};

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: data.infographic.title },
        ...descriptionMeta(shortened(data.infographic.facts.join('. '))),
        { tagName: 'link', rel: 'canonical', href: data.url },
      ]
    : [];

export default function InfographicPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { infographic, url } = loaderData;
  const share = { url, title: infographic.title, image: infographic.image_path };
  const desktop = infographic.image_path;
  return (
    <article className="page infographic" key={infographic.id_infographic}>
      <nav className="breadcrumbs" aria-label={t('infographics.breadcrumb')}>
        <Link to={paths.infographics({})}>{t('infographics.back')}</Link>
      </nav>
      <h1>{infographic.title}</h1>
      <ShareTools item={share} compact />

      <figure className="infographic__figure">
        {/* The mobile poster under the 640 px breakpoint, the desktop one above. */}
        <ResponsiveImage
          imgClassName="infographic__image"
          src={desktop}
          twin
          mobile={{ src: infographic.mobile_image_path, width: 640, height: 800 }}
          sizes="(max-width: 1000px) 100vw, 1000px"
          alt={infographic.title}
          width={1000}
          height={1000}
          priority
        />
        {infographic.facts.length ? (
          <figcaption>
            <details className="infographic__text">
              <summary>{t('infographics.as_text')}</summary>
              <ul>
                {infographic.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            </details>
          </figcaption>
        ) : null}
      </figure>

      <section className="infographic__share" aria-labelledby="infographic-share-heading">
        <h2 id="infographic-share-heading">{t('infographics.share_heading')}</h2>
        <ShareTools item={share} />
      </section>

      {infographic.related.length ? (
        <section className="infographic__see-also" aria-labelledby="see-also-heading">
          <h2 id="see-also-heading">{t('infographics.see_also')}</h2>
          <ul className="infographic-grid">
            {infographic.related.map((related) => (
              <InfographicCard key={related.id_infographic} infographic={related} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
