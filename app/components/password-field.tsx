import type { ReactNode } from 'react';
import { fieldAttributes, FieldError, type Feedback } from './form-feedback.tsx';

/**
 * A password field of a page form (decision 028): its label, the input tied to its error (and to
 * a hint or the form's message, `describedBy`), the hint, then the error. Never refilled.
 */
export function PasswordField({
  answer,
  id,
  name = 'password',
  label,
  autoComplete,
  hint,
  describedBy,
}: {
  answer: Feedback | undefined;
  id: string;
  name?: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Shown under the field; give it the id passed as `describedBy`. */
  hint?: ReactNode;
  describedBy?: string;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        type="password"
        autoComplete={autoComplete}
        required
        {...fieldAttributes(answer, id, name, describedBy)}
      />
      {hint}
      <FieldError answer={answer} id={id} field={name} />
    </>
  );
}
