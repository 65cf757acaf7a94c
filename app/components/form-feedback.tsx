import { useEffect, useRef } from 'react';
import type { FieldErrors } from '../lib/form-action.ts';

/** What an action answered about a form (app/lib/form-action.ts), as the page shows it. */
export interface Feedback {
  ok: boolean;
  message?: string;
  errors?: FieldErrors;
}

/** The failure of an answer, or nothing when there is none or it succeeded. */
const failureOf = (answer: Feedback | undefined) => (answer && !answer.ok ? answer : undefined);

/**
 * The attributes that tie a field to its error (and hint): aria-invalid and aria-describedby,
 * so a screen reader reads the message with the field.
 */
export function fieldAttributes(
  answer: Feedback | undefined,
  id: string,
  field: string,
  hintId?: string,
) {
  const error = failureOf(answer)?.errors?.[field];
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    id,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A field's error message, under the field (`${id}-error`, see fieldAttributes). */
export function FieldError({
  answer,
  id,
  field,
}: {
  answer: Feedback | undefined;
  id: string;
  field: string;
}) {
  const error = failureOf(answer)?.errors?.[field];
  return error ? (
    <p id={`${id}-error`} className="form-field__error">
      {error}
    </p>
  ) : null;
}

/**
 * The form's summary: the message of a failure (role=alert, announced at once), and focus on
 * the first field with an error so the person starts where the fix is.
 */
export function FormAlert({
  answer,
  id,
  unreachable,
}: {
  answer: Feedback | undefined;
  id: string;
  /** Shown when the answer never came (app/lib/client-action.ts). */
  unreachable?: string;
}) {
  const failure = failureOf(answer);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!failure) return;
    const form = ref.current?.closest('form');
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [failure]);
  const message = failure?.message || (failure ? unreachable : undefined);
  return message ? (
    <p id={id} ref={ref} className="form-field__error" role="alert">
      {message}
    </p>
  ) : null;
}
