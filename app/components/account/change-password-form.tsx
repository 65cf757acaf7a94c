import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { Form, useActionData, useNavigation } from 'react-router';
import type { clientAction } from '../../routes/account.tsx';
import { fieldAttributes, FieldError, FormAlert } from '../form-feedback.tsx';

type Field = 'current_password' | 'password' | 'password_confirmation';
const FIELDS: Field[] = ['current_password', 'password', 'password_confirmation'];

/** The intent of this form among the account page's forms (its action reads it). */
export const CHANGE_PASSWORD = 'change-password';

/**
 * Change password: current password, new password and its confirmation, posted to the account
 * page's action (decision 028), which checks them with the rules of core/accounts/ and ends
 * the member's other sessions. Works before the scripts arrive.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const answer = useActionData<typeof clientAction>();
  const form = useRef<HTMLFormElement>(null);
  const saving =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === CHANGE_PASSWORD;
  const done = answer?.ok === true;

  // Done: the fields are emptied (a native post gets an empty form anyway).
  useEffect(() => {
    if (done) form.current?.reset();
  }, [answer, done]);

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

  return (
    <Form
      ref={form}
      method="post"
      className="auth-form"
      noValidate
      preventScrollReset
      aria-busy={saving}
    >
      <input type="hidden" name="intent" value={CHANGE_PASSWORD} />
      {FIELDS.map((field) => (
        <div key={field} className="form-field">
          <label htmlFor={`change-${field}`}>{labels[field]}</label>
          <input
            type="password"
            autoComplete={autoComplete[field]}
            required
            {...fieldAttributes(
              answer,
              `change-${field}`,
              field,
              field === 'password' ? 'change-password-tip' : undefined,
            )}
          />
          {field === 'password' ? (
            <p id="change-password-tip" className="form-field__hint">
              {t('account_page.password_tip')}
            </p>
          ) : null}
          <FieldError answer={answer} id={`change-${field}`} field={field} />
        </div>
      ))}
      {done ? (
        <p className="auth-form__success" role="status">
          {answer.message}
        </p>
      ) : null}
      <FormAlert
        answer={answer}
        id="change-password-alert"
        unreachable={t('account_page.password_failed')}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving ? t('account_page.saving') : t('account_page.submit')}
      </button>
    </Form>
  );
}
