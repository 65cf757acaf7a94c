import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import type { Tip } from '../../../core/widgets/get-tip.ts';
import { paths } from '../../../core/site/paths.ts';
import { getJson } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { TitledSection } from '../titled-section.tsx';

/**
 * The tip of the day (GET /api/widgets/tip). The page is the same for everyone (decision 072): it
 * holds the guests' tip and the prompt "Register here for a personalized assistant" leading to
 * /register, both for guests only; with `forMembers`, also the members' place, filled with the
 * members' tip (`?audience=members`) once the session check says who this is.
 */
export function TipWidget({ tip, forMembers = false }: { tip: Tip | null; forMembers?: boolean }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [memberTip, setMemberTip] = useState<Tip | null>(null);
  useEffect(() => {
    if (!forMembers || !isLoggedIn) return;
    let live = true;
    getJson<Tip>('/api/widgets/tip?audience=members')
      .then((answer) => {
        if (live) setMemberTip(answer);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [forMembers, isLoggedIn]);
  return (
    <TitledSection
      id="tip-widget"
      className="widget tip-widget"
      testId="tip-widget"
      title={t('widgets.tip.heading')}
      titleClassName="widget__heading"
    >
      {tip ? (
        <p className={`tip-widget__content${forMembers ? ' guest-only' : ''}`}>{tip.content}</p>
      ) : null}
      {forMembers ? (
        <p className="tip-widget__content member-only" data-testid="member-tip">
          {memberTip?.content ?? ''}
        </p>
      ) : null}
      <p className="tip-widget__register guest-only" data-testid="register-tip">
        <Link to={paths.register({})}>{t('widgets.tip.register_prompt')}</Link>
      </p>
    </TitledSection>
  );
}
