import { useTranslation } from '../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';

/**
 * Whether the tab has an earlier page of this site to go back to: React Router numbers the
 * entries of its client-side navigations (`history.state.idx`, 0 for the page loaded), and a page
 * loaded from a link of this site names it as the referrer. The browser's `history.length` also
 * counts other sites' pages and a new tab's about:blank.
 */
function hasSiteHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  if (typeof state?.idx === 'number' && state.idx > 0) return true;
  if (window.history.length < 2 || !document.referrer) return false;
  return new URL(document.referrer).origin === window.location.origin;
}

/**
 * The 404 page: heading, description and "Go back": a link to the home page (so it works
 * before the scripts), which goes back instead when the tab came here from this site.
 */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="error-page" aria-labelledby="notfound-heading">
      <title>{t('errors.notfound_title')}</title>
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="notfound-heading">{t('errors.notfound_heading')}</h1>
      <p>{t('errors.notfound_description')}</p>
      <Link
        to="/"
        className="button"
        onClick={(event) => {
          if (!hasSiteHistory()) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        {t('errors.go_back')}
      </Link>
    </section>
  );
}

/** The 410 page: what was here was taken down on purpose (an unpublished article). */
export function Gone() {
  const { t } = useTranslation();
  return (
    <section className="error-page" aria-labelledby="gone-heading">
      <title>{t('publishing.gone_title')}</title>
      <p className="error-code" aria-hidden="true">
        410
      </p>
      <h1 id="gone-heading">{t('publishing.gone_heading')}</h1>
      <p>{t('publishing.gone_description')}</p>
    </section>
  );
}
