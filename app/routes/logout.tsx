import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { postJson } from '../lib/api.ts';
import { useSession } from '../lib/session.tsx';
import type { Route } from './+types/logout';

/** Members only: a guest goes to sign in. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.visitor.member())) throw redirect('/login');
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'login.logout_title')} · ${settings.title}` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/**
 * /logout: clears the local login state, calls the logout endpoint, then goes
 * to the home page whether the call succeeds or fails.
 */
export default function Logout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { markLoggedOut } = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    markLoggedOut();
    void postJson('/api/auth/logout')
      .catch(() => undefined)
      .finally(() => void navigate('/', { replace: true }));
  }, [markLoggedOut, navigate]);

  return (
    <div className="page auth-page">
      <p role="status">{t('login.signing_out')}</p>
    </div>
  );
}
