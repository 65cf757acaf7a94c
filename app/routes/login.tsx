import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { ApiError, postJson } from '../lib/api.ts';
import { useGuestsOnly } from '../lib/route-guards.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { useSession, type SessionMember } from '../lib/session.tsx';
import type { Route } from './+types/login';

/** Guests only: a member is sent to the home page. */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.visitor.member()) throw redirect('/');
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'login.title')} · ${settings.title}` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /login: e-mail and password; then the local `?redirect=` path or the home page. */
export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { markLoggedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  // Signing in here leads on by itself; any other sign-in sends the member home.
  useGuestsOnly(state !== 'idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    setError(null);
    try {
      const member = await postJson<SessionMember>('/api/auth/login', { email, password });
      setState('done');
      markLoggedIn(member);
      void navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
    } catch (failure) {
      setState('idle');
      if (failure instanceof ApiError && failure.status === 401)
        setError(t('account.login_failed'));
      else if (failure instanceof ApiError && failure.status === 429) setError(failure.message);
      else setError(t('login.failed_generic'));
    }
  }

  return (
    <div className="page auth-page">
      <h1>{t('login.heading')}</h1>
      <form className="auth-form" onSubmit={submit} aria-busy={state === 'sending'}>
        <label htmlFor="login-email">{t('login.email_label')}</label>
        <input
          id="login-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          aria-describedby={error ? 'login-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="login-password">{t('login.password_label')}</label>
        <input
          id="login-password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          aria-describedby={error ? 'login-error' : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? (
          <p id="login-error" className="form-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={state !== 'idle'}>
          {state === 'idle' ? t('login.submit') : t('login.submitting')}
        </button>
      </form>
      <p>
        <Link to="/forgot/password">{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.no_account')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </div>
  );
}
