import { Outlet } from 'react-router';
import { StudioFrame } from '../../components/studio/studio-frame.tsx';
import studioStyles from '../../styles/studio.css?url';
import type { Route } from './+types/door-layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: studioStyles }];

/** The sign-in screens (decision 034): the studio's chrome without a staff member. */
export function loader({ context }: Route.LoaderArgs) {
  return { siteTitle: context.services.settings.title };
}

export default function StudioDoorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StudioFrame siteTitle={loaderData.siteTitle} staff={null}>
      <div className="studio-door">
        <Outlet />
      </div>
    </StudioFrame>
  );
}
