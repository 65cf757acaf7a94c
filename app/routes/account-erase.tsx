import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { ApiError, postJson } from '../lib/api.ts';
import { useSession } from '../lib/session.tsx';
import type { Route } from './+types/account-erase';

/** Members only: a guest goes to sign in. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.visitor.member())) throw redirect('/login?redirect=%2Faccount%2Ferase');
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'account_page.erase.title')} · ${settings.title}` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/**
 * /account/erase: says what is deleted, asks for the current
 * password, deletes everything of the member, then logs out and lands on the home page with a
 * confirmation (app/components/flash-message.tsx).
 */
export default function AccountErase() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { markLoggedOut } = useSession();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'deleting'>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    if (!password) {
      setFieldError(t('account_page.required'));
      return;
    }
    setFieldError(null);
    setState('deleting');
    try {
      await postJson('/api/auth/me/erase', { password });
      markLoggedOut();
      void navigate('/', { replace: true, state: { flash: 'account_erased' } });
    } catch (error) {
      setState('idle');
      const message = error instanceof ApiError ? error.errors.password?.[0] : undefined;
      if (message) setFieldError(message);
      else setFailed(true);
    }
  }

  return (
    <div className="page auth-page account-erase">
      <h1>{t('account_page.erase.heading')}</h1>
      <p>{t('account_page.erase.intro')}</p>
      <ul className="account-erase__list">
        <li>{t('account_page.erase.item_account')}</li>
        <li>{t('account_page.erase.item_pets')}</li>
        <li>{t('account_page.erase.item_sessions')}</li>
        <li>{t('account_page.erase.item_newsletter')}</li>
      </ul>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={state === 'deleting'}>
        <label htmlFor="erase-password">{t('account_page.erase.password_label')}</label>
        <input
          id="erase-password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'erase-password-error' : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(null);
          }}
        />
        {fieldError ? (
          <p id="erase-password-error" className="form-field__error">
            {fieldError}
          </p>
        ) : null}
        {failed ? (
          <p className="form-field__error" role="alert">
            {t('account_page.erase.failed')}
          </p>
        ) : null}
        <div className="auth-form__actions">
          <button type="submit" className="button button--danger" disabled={state === 'deleting'}>
            {state === 'deleting'
              ? t('account_page.erase.deleting')
              : t('account_page.erase.submit')}
          </button>
          <Link to="/account">{t('account_page.erase.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
