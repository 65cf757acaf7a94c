import { useTranslation } from '../lib/i18n.tsx';
import { isRouteErrorResponse } from 'react-router';
import { ArticlePageView } from '../components/articles/article-page.tsx';
import { articleHeader, articleMeta, articlePageData } from '../lib/article-page.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/article-preview';

/**
 * The private preview of an article (docs/decisions/035): a signed, expiring link shows the
 * article in whatever state exactly as its public page would, to someone without a staff
 * account. Never indexed, never kept by any cache.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const opened = await context.services.publishing.openPreview(params.token);
  if (!opened) throw notFound();
  const data = await articlePageData(context, opened.article, new URL(request.url));
  return { ...data, published: opened.published };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const handle = articleHeader;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...articleMeta(data, matches),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="preview-banner" role="status" data-testid="preview-banner">
        {t(loaderData.published ? 'publishing.preview_published' : 'publishing.preview_banner')}
      </p>
      <ArticlePageView data={loaderData} />
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
