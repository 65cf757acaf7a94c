import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Form, useNavigation } from 'react-router';
import type { Feedback } from '../form-feedback.tsx';
import { ErrorSummary, StudioField } from './studio-form.tsx';

/**
 * A new staff account from a link (decision 034): the setup link's owner (name, e-mail,
 * password) or an invitation (name, password). The token of the link's fragment goes in a
 * hidden field, filled by a small script (public/js/studio-link-token.js) as soon as the field is
 * parsed, and again when the page hydrates.
 */
export function AccountForm({
  answer,
  withEmail,
  submit,
}: {
  answer: (Feedback & { values?: Record<string, string>; unreachable?: true }) | undefined;
  withEmail: boolean;
  submit: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  const token = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const match = /(?:^|[#&])token=([^&]*)/.exec(window.location.hash);
    if (match?.[1] && token.current && !token.current.value)
      token.current.value = decodeURIComponent(match[1]);
  }, []);
  const labels = {
    name: { label: t('studio_shell.name_label'), id: 'account-name' },
    ...(withEmail ? { email: { label: t('studio_shell.email_label'), id: 'account-email' } } : {}),
    password: { label: t('studio_shell.new_password_label'), id: 'account-password' },
  };
  return (
    <>
      <ErrorSummary
        answer={answer}
        id="account-error"
        labels={labels}
        unreachable={t('studio_shell.unreachable')}
      />
      <Form method="post" className="studio-form" aria-busy={sending}>
        <input
          type="hidden"
          name="token"
          id="account-token"
          ref={token}
          defaultValue={values.token ?? ''}
        />
        {/* Copies the fragment's token into the field at once, before the page's scripts (a
            file of this site, so no nonce: public pages then share no studio module). */}
        <script src="/js/studio-link-token.js" />
        <StudioField
          answer={answer}
          id="account-name"
          name="name"
          label={labels.name.label}
          hint={t('studio_shell.name_hint')}
          autoComplete="name"
          defaultValue={values.name}
          required
        />
        {withEmail ? (
          <StudioField
            answer={answer}
            id="account-email"
            name="email"
            type="email"
            label={t('studio_shell.email_label')}
            autoComplete="username"
            defaultValue={values.email}
            required
          />
        ) : null}
        <StudioField
          answer={answer}
          id="account-password"
          name="password"
          type="password"
          label={labels.password.label}
          hint={t('studio_shell.new_password_hint')}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="button" disabled={sending}>
          {submit}
        </button>
      </Form>
    </>
  );
}
