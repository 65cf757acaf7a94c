import { useTranslation } from '../../lib/i18n.tsx';

/** The last step: yes or no to the newsletter; the choice submits the registration. */
export function SubscriptionChoice({
  subscribed,
  open,
  onChoose,
}: {
  subscribed: 0 | 1 | null;
  open: boolean;
  onChoose: (value: 0 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="register-choice">
      <legend>{t('register.step_subscription.question')}</legend>
      <button
        id="register-subscribe-yes"
        type="button"
        className="button"
        aria-pressed={subscribed === 1}
        disabled={!open}
        onClick={() => onChoose(1)}
      >
        {t('register.step_subscription.yes')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-pressed={subscribed === 0}
        disabled={!open}
        onClick={() => onChoose(0)}
      >
        {t('register.step_subscription.no')}
      </button>
    </fieldset>
  );
}
