import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPassword } from '../../../core/accounts/account-rules.ts';
import { ApiError, postJson } from '../../lib/api.ts';

type Field = 'current_password' | 'password' | 'password_confirmation';
const FIELDS: Field[] = ['current_password', 'password', 'password_confirmation'];

/**
 * Change password: current password, new password and its confirmation, checked with the
 * rules of core/accounts/account-rules.ts first. The server ends the member's other sessions.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const empty: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<'idle' | 'saving'>('idle');
  const [status, setStatus] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);

  const labels: Record<Field, string> = {
    current_password: t('account_page.current_password'),
    password: t('account_page.new_password'),
    password_confirmation: t('account_page.confirmation'),
  };
  const autoComplete: Record<Field, string> = {
    current_password: 'current-password',
    password: 'new-password',
    password_confirmation: 'new-password',
  };

  function clientErrors(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!values.current_password) found.current_password = t('account_page.required');
    if (!isValidPassword(values.password)) found.password = t('account.invalid_password');
    else if (values.password !== values.password_confirmation)
      found.password_confirmation = t('account_page.password_mismatch');
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const found = clientErrors();
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`change-${first}`)?.focus();
      return;
    }
    setState('saving');
    try {
      await postJson('/api/auth/me/password', values);
      setValues(empty);
      setStatus({ kind: 'done', text: t('account_page.password_changed') });
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      const wrong = FIELDS.filter((field) => fields[field]?.length);
      if (wrong.length) {
        setErrors(Object.fromEntries(wrong.map((field) => [field, fields[field]![0]!])));
        document.getElementById(`change-${wrong[0]!}`)?.focus();
      } else {
        setStatus({
          kind: 'failed',
          text:
            error instanceof ApiError && error.status === 429
              ? error.message
              : t('account_page.password_failed'),
        });
      }
    } finally {
      setState('idle');
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={state === 'saving'}>
      {FIELDS.map((field) => (
        <div key={field} className="form-field">
          <label htmlFor={`change-${field}`}>{labels[field]}</label>
          <input
            id={`change-${field}`}
            type="password"
            name={field}
            autoComplete={autoComplete[field]}
            required
            value={values[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={
              [field === 'password' ? 'change-password-tip' : '', errors[field] ? `change-${field}-error` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              const value = event.target.value;
              setValues((v) => ({ ...v, [field]: value }));
              setErrors((e) => ({ ...e, [field]: undefined }));
            }}
          />
          {field === 'password' ? (
            <p id="change-password-tip" className="form-field__hint">
              {t('account_page.password_tip')}
            </p>
          ) : null}
          {errors[field] ? (
            <p id={`change-${field}-error`} className="form-field__error">
              {errors[field]}
            </p>
          ) : null}
        </div>
      ))}
      {status ? (
        <p
          className={status.kind === 'done' ? 'auth-form__success' : 'form-field__error'}
          role={status.kind === 'done' ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={state === 'saving'}>
        {state === 'saving' ? t('account_page.saving') : t('account_page.submit')}
      </button>
    </form>
  );
}
