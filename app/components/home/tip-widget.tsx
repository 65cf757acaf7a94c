import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import type { Tip } from '../../../core/widgets/get-tip.ts';
import { paths } from '../../../core/site/paths.ts';
import { TitledSection } from '../titled-section.tsx';

/**
 * The tip of the day (GET /api/widgets/tip), and for guests only the tip "Register here for a
 * personalized assistant" leading to /register. `isGuest` defaults to
 * what the tip says (`register_prompt`), so a guest sees the prompt even when no tip loaded.
 */
export function TipWidget({
  tip,
  isGuest = tip?.register_prompt ?? false,
}: {
  tip: Tip | null;
  isGuest?: boolean;
}) {
  const { t } = useTranslation();
  if (!tip && !isGuest) return null;
  return (
    <TitledSection
      id="tip-widget"
      className="widget tip-widget"
      testId="tip-widget"
      title={t('widgets.tip.heading')}
      titleClassName="widget__heading"
    >
      {tip ? <p className="tip-widget__content">{tip.content}</p> : null}
      {isGuest ? (
        <p className="tip-widget__register" data-testid="register-tip">
          <Link to={paths.register({})}>{t('widgets.tip.register_prompt')}</Link>
        </p>
      ) : null}
    </TitledSection>
  );
}
