import { useTranslation } from '../../lib/i18n.tsx';

/** What replaces the steps while the account is created, then the short welcome. */
export function RegisterBusy({ welcome }: { welcome: boolean }) {
  const { t } = useTranslation();
  return welcome ? (
    <div className="register-busy register-busy--welcome" role="status">
      <span className="register-busy__paw" aria-hidden="true">
        🐾
      </span>
      <p>{t('register.welcome')}</p>
    </div>
  ) : (
    <div className="register-busy" role="status">
      <span className="register-busy__spinner" aria-hidden="true" />
      <p>{t('register.loading')}</p>
    </div>
  );
}
