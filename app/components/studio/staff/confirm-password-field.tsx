import { useTranslation } from '../../../lib/i18n.tsx';
import type { Feedback } from '../../form-feedback.tsx';
import { PasswordField } from '../../password-field.tsx';

/**
 * The signed-in staff member's password again, which every change to the staff confirms
 * (decision 031): the field `password` with its hint, ids `<prefix>-password` and
 * `<prefix>-password-hint`.
 */
export function ConfirmPasswordField({
  answer,
  prefix,
}: {
  answer: Feedback | undefined;
  prefix: string;
}) {
  const { t } = useTranslation();
  const id = `${prefix}-password`;
  // One cell of its form, as the other fields are: a grid form places its label, input and hint
  // together (the invitation form's columns).
  return (
    <div className="studio-field">
      <PasswordField
        answer={answer}
        id={id}
        label={t('studio_staff.your_password')}
        autoComplete="current-password"
        describedBy={`${id}-hint`}
        hint={
          <p id={`${id}-hint`} className="studio-hint">
            {t('studio_staff.your_password_hint')}
          </p>
        }
      />
    </div>
  );
}
