import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';

/**
 * One text step of the registration: its own small form with a label, the input, a hint, the
 * error (linked by aria-describedby) and, while the step is open, its button.
 */
export function StepField({
  id,
  label,
  hint,
  hintId,
  error,
  input,
  open,
  busy = false,
  button,
  onSubmit,
  onChange,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  /** The hint's own id (the password's is `register-password-tip`). */
  hintId: string;
  error: string | undefined;
  /** The input's type, name, autocomplete and value. */
  input: InputHTMLAttributes<HTMLInputElement> & { value: string };
  open: boolean;
  busy?: boolean;
  button: string;
  onSubmit: (event: FormEvent) => void;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        required
        {...input}
        readOnly={!open || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="form-field__hint">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {open ? (
        <button type="submit" className="button" disabled={busy}>
          {button}
        </button>
      ) : null}
    </form>
  );
}
