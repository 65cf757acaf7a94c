import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STUDIO_SCREENS } from '../../components/studio/studio-screens.ts';
import { screensOf, studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import type { Route } from './+types/home';

/** /studio: the screens this staff member's role opens (decision 034). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context);
  const screens = screensOf(staff);
  return {
    title: studioTitle(context, 'studio_shell.home_heading'),
    name: staff.member.displayName,
    screens,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_shell.home_heading')}</h1>
      <p>{t('studio_shell.home_welcome', { name: loaderData.name })}</p>
      <ul className="studio-cards">
        {loaderData.screens.map((screen) => (
          <li key={screen} className="studio-card">
            <Link to={STUDIO_SCREENS[screen].path}>{t(`studio_shell.screen_${screen}`)}</Link>
            <p>{t(`studio_shell.screen_${screen}_about`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
