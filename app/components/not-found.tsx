import { useTranslation } from '../lib/i18n.tsx';
import { useNavigate } from 'react-router';

/** The 404 page: heading, description and a button back to the previous route. */
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
      <button
        type="button"
        className="button"
        onClick={() => {
          // With no earlier page in this tab, "back" would leave the site: go home instead.
          if (window.history.length > 1) void navigate(-1);
          else void navigate('/');
        }}
      >
        {t('errors.go_back')}
      </button>
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
