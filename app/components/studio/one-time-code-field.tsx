import type { Feedback } from '../form-feedback.tsx';
import { StudioField } from './studio-form.tsx';

/**
 * The field of a one-time code (decision 034): a 6-digit code from the authenticator app, or at
 * sign-in also a recovery code (letters, so no numeric keyboard, no capitals, no spell check).
 * The browser and password managers offer it as a one-time code.
 */
export function OneTimeCodeField({
  answer,
  id,
  label,
  hint,
  describedBy,
  recovery = false,
}: {
  answer: Feedback | undefined;
  id: string;
  label: string;
  hint?: string;
  /** Another element that describes the field (the form's message for a wrong code). */
  describedBy?: string | undefined;
  /** A recovery code is accepted too. */
  recovery?: boolean;
}) {
  const kind = recovery
    ? { autoCapitalize: 'none', spellCheck: false }
    : { inputMode: 'numeric' as const, pattern: '[0-9 ]*' };
  return (
    <StudioField
      answer={answer}
      id={id}
      name="code"
      label={label}
      hint={hint}
      {...(describedBy ? { describedBy } : {})}
      autoComplete="one-time-code"
      required
      {...kind}
    />
  );
}
