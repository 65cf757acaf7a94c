import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useKeptBeforeScripts } from '../../lib/kept-before-scripts.ts';

/**
 * One text step of the registration: its own small form with a label, the input, a hint, the
 * error (linked by aria-describedby) and, while the step is open, its button. Before the scripts
 * it posts to the page (never a GET: the address would go into the URL), with the step's number
 * and the earlier steps' values (`carry`), and what is typed before them is kept (decision 085).
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
  carry,
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
  /** The hidden fields of the post made before the scripts: `step` and the earlier values. */
  carry: Record<string, string>;
}) {
  const errorId = `${id}-error`;
  const form = useKeptBeforeScripts((name, value) => {
    if (name === input.name) onChange(value);
  });
  return (
    <form ref={form} method="post" onSubmit={onSubmit} noValidate>
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
