import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import { isValidPassword } from '../../core/accounts/account-rules.ts';
import { translate } from '../../core/site/messages.ts';
import { ApiError, postJson } from '../lib/api.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/password-reset';

/** Reset tokens are word characters; anything else is a 404. */
const TOKEN = /^\w+$/;

/** Guests only; the link's state (valid, expired, used, unknown) is told before the form. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!TOKEN.test(params.token)) throw notFound();
  if (await context.visitor.member()) throw redirect('/');
  const { messages, settings, recovery } = context.services;
  return {
    state: await recovery.checkToken(params.token),
    title: `${translate(messages, 'recovery.reset_title')} · ${settings.title}`,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /password/reset/{token}: a new password and its confirmation; then to /login. */
export default function PasswordReset({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tokenState, setTokenState] = useState(loaderData.state);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!isValidPassword(password)) local.password = t('account.invalid_password');
    else if (password !== confirmation)
      local.password_confirmation = t('recovery.password_mismatch');
    setErrors(local);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      await postJson('/api/auth/password/reset', {
        token: params.token,
        password,
        password_confirmation: confirmation,
      });
      navigate('/login?password_reset=1', { state: { message: t('recovery.reset_done') } });
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && (error.status === 410 || error.status === 400)) {
        setTokenState(
          error.status === 400
            ? 'invalid'
            : error.message === t('recovery.token_used')
              ? 'used'
              : 'expired',
        );
      } else if (error instanceof ApiError && error.status === 422) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      } else {
        setErrors({ form: t('recovery.reset_failed') });
      }
    }
  }

  if (tokenState !== 'valid') {
    return (
      <div className="page recovery-page">
        <h1>{t('recovery.reset_heading')}</h1>
        <p className="recovery-page__error" role="alert">
          {t(`recovery.token_${tokenState}`)}
        </p>
        <p>
          <Link to="/forgot/password" className="button">
            {t('recovery.ask_again')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page recovery-page">
      <h1>{t('recovery.reset_heading')}</h1>
      <form onSubmit={submit} aria-busy={saving} noValidate>
        <label htmlFor="reset-password">{t('recovery.password_label')}</label>
        <input
          id="reset-password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          aria-describedby="reset-password-tip"
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors({});
          }}
        />
        <p id="reset-password-tip" className="recovery-page__tip">
          {t('recovery.password_tip')}
        </p>
        {errors.password ? (
          <p className="recovery-page__error" role="alert">
            {errors.password}
          </p>
        ) : null}
        <label htmlFor="reset-confirmation">{t('recovery.confirmation_label')}</label>
        <input
          id="reset-confirmation"
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setErrors({});
          }}
        />
        {errors.password_confirmation || errors.form ? (
          <p className="recovery-page__error" role="alert">
            {errors.password_confirmation ?? errors.form}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('recovery.saving') : t('recovery.reset_submit')}
        </button>
      </form>
    </div>
  );
}
