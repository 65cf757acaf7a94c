import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Form, Link, useLocation } from 'react-router';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { StudioNav } from './studio-nav.tsx';
import type { StudioScreen } from './studio-screens.ts';

/** The staff member the studio's bar shows, with the screens their role opens. */
export interface StudioBarStaff {
  name: string;
  role: string;
  screens: StudioScreen[];
}

/**
 * The studio's chrome (decision 034), apart from the public site's: a skip link, the studio's
 * name, the navigation of the screens the staff member may open, who is signed in and sign-out.
 * Without a staff member (the sign-in screens), only the name and the main area.
 */
export function StudioFrame({
  siteTitle,
  staff,
  children,
}: {
  siteTitle: string;
  staff: StudioBarStaff | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // Marks the page as interactive: browser tests wait for it before typing into inputs.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  // After a route change, focus goes to the new screen's heading (as on the public site).
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [location.pathname]);
  return (
    <div className="studio">
      <a className="skip-link" href="#main">
        {t('studio_shell.skip_to_content')}
      </a>
      <header className="studio-bar">
        <Link to={studioPaths.studio({})} className="studio-bar__brand">
          <span className="studio-bar__site">{siteTitle}</span>{' '}
          <span className="studio-bar__studio">{t('studio_shell.studio')}</span>
        </Link>
        {staff ? (
          <>
            <StudioNav screens={staff.screens} />
            <div className="studio-bar__who">
              <p>
                <span className="studio-bar__name">{staff.name}</span>{' '}
                <span className="studio-bar__role">{t(`studio.roles.${staff.role}`)}</span>
              </p>
              <Form method="post" action={studioPaths.studioSignOut({})} reloadDocument>
                <button type="submit" className="button button--small button--ghost">
                  {t('studio_shell.sign_out')}
                </button>
              </Form>
            </div>
          </>
        ) : null}
      </header>
      <main id="main" className="studio-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
