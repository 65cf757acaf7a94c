import { useTranslation } from '../lib/i18n.tsx';
import { isRouteErrorResponse } from 'react-router';
import { HomeView } from '../components/home/home-view.tsx';
import { homeInfographic, homeProducts, homeViewData } from '../../core/home/home-view-data.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/home-preview';

/**
 * The private preview of an unsaved home curation (decision 044): a signed, expiring link shows
 * the home page as a guest would see it with that choice, drawn by the public home's components.
 * Never indexed, never kept by any cache. An unsaved choice has no file (decision 059): its curated
 * content is the page's own data.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const choice = context.services.publishing.openHomePreview(params.token);
  if (!choice) throw notFound();
  const { articles, infographics, widgets } = context.services;
  const [content, infographic, homeWidgets] = await Promise.all([
    articles.homeContent(choice),
    infographics.home(),
    widgets.home({ voterKey: null, audience: 'guests' }),
  ]);
  const view = homeViewData(content);
  return {
    ...view,
    infographic: homeInfographic(infographic),
    ...homeWidgets,
    featuredProducts: homeProducts(homeWidgets.featuredProducts, view.banners),
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function HomePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="preview-banner" role="status" data-testid="preview-banner">
        {t('publishing.home_preview_banner')}
      </p>
      <HomeView data={loaderData} withMemberParts={false} />
    </>
  );
}

/** A forged, altered or expired link: say so, without telling which. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="error-page" aria-labelledby="preview-refused-heading">
      <title>{t('publishing.preview_refused_title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="preview-refused-heading">{t('publishing.preview_refused_heading')}</h1>
      <p>{t('publishing.preview_refused_description')}</p>
    </section>
  );
}
