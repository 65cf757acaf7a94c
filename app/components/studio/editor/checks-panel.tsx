import { useTranslation } from '../../../lib/i18n.tsx';

export interface ShownCheck {
  level: 'error' | 'warning';
  code: string;
  message: string;
}

/** The content checks, errors first; errors block publishing, warnings do not. */
export function ChecksPanel({ checks }: { checks: ShownCheck[] }) {
  const { t } = useTranslation();
  const errors = checks.filter((c) => c.level === 'error');
  const warnings = checks.filter((c) => c.level === 'warning');
  return (
    <section className="studio-panel" aria-labelledby="checks-heading" data-testid="content-checks">
      <h2 id="checks-heading">{t('studio_editor.checks.heading')}</h2>
      {!checks.length ? <p>{t('studio_editor.checks.none')}</p> : null}
      {errors.length ? (
        <>
          <h3 className="visually-hidden">{t('studio_editor.checks.errors')}</h3>
          <ul>
            {errors.map((check, index) => (
              <li key={`e${index}`} className="studio-checks__error">
                <span className="visually-hidden">{t('studio_editor.checks.error')}: </span>
                {check.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {warnings.length ? (
        <>
          <h3 className="visually-hidden">{t('studio_editor.checks.warnings')}</h3>
          <ul>
            {warnings.map((check, index) => (
              <li key={`w${index}`} className="studio-checks__warning">
                <span className="visually-hidden">{t('studio_editor.checks.warning')}: </span>
                {check.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
