import { useTranslation } from '../../lib/i18n.tsx';
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { StudioFrame } from '../../components/studio/studio-frame.tsx';
import { screensOf, studioStaff } from '../../lib/studio-staff.server.ts';
import studioStyles from '../../styles/studio.css?url';
import type { Route } from './+types/layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: studioStyles }];

/**
 * The studio's screens (decision 034): only with a verified staff session, else the sign-in page
 * (and back after it). Each screen's loader checks its own permission too (they run in parallel).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context);
  const screens = screensOf(staff);
  return {
    siteTitle: context.services.settings.title,
    staff: { name: staff.member.displayName, role: staff.member.role, screens },
  };
}

export default function StudioLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StudioFrame siteTitle={loaderData.siteTitle} staff={loaderData.staff}>
      <Outlet />
    </StudioFrame>
  );
}

/** A screen's refusal (403) or absence (404), in the studio's chrome when the staff is known. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>('studio');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'error';
  return (
    <StudioFrame siteTitle={data?.siteTitle ?? ''} staff={data?.staff ?? null}>
      <section className="studio-page studio-error" aria-labelledby="studio-error-heading">
        <title>{t(`studio_shell.${key}_heading`)}</title>
        <h1 id="studio-error-heading">{t(`studio_shell.${key}_heading`)}</h1>
        <p>{t(`studio_shell.${key}_text`)}</p>
        <p>
          <Link to={studioPaths.studio({})}>{t('studio_shell.back_home')}</Link>
        </p>
      </section>
    </StudioFrame>
  );
}
