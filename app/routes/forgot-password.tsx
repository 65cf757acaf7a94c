import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { postJson } from '../lib/api.ts';
import type { Route } from './+types/forgot-password';

/** Guests only: a member is sent to the home page. */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.visitor.member()) throw redirect('/');
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'recovery.forgot_title')} · ${settings.title}` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /forgot/password: asks for a reset link by e-mail (messages under "recovery" in locales/). */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    try {
      await postJson('/api/auth/password/forgot', { email });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="page recovery-page">
      <h1>{t('recovery.forgot_heading')}</h1>
      {state === 'sent' ? (
        <p className="recovery-page__success" role="status">
          {t('recovery.sent')}
        </p>
      ) : (
        <form onSubmit={submit} aria-busy={state === 'sending'}>
          <p>{t('recovery.forgot_intro')}</p>
          <label htmlFor="forgot-email">{t('recovery.email_label')}</label>
          <input
            id="forgot-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {state === 'failed' ? (
            <p className="recovery-page__error" role="alert">
              {t('recovery.failed')}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={state === 'sending'}>
            {state === 'sending' ? t('recovery.sending') : t('recovery.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
