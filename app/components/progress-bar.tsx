import { useTranslation } from '../lib/i18n.tsx';
import { useNavigation } from 'react-router';

/**
 * The route-change progress bar: green, 5 px thick. It runs while a navigation loads
 * its data and completes, then fades, when the new page is there.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      className={`progress-bar${busy ? ' progress-bar--running' : ''}`}
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-hidden={!busy}
      aria-busy={busy}
    />
  );
}
