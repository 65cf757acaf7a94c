import type { FieldErrors } from './pet-form-values.ts';

/**
 * The pet form's error paragraphs and the aria-describedby that links each input to its error
 * (and hint), with ids made from the form's own `useId()`.
 */
export function fieldMessages(id: string, errors: FieldErrors) {
  const errorId = (field: keyof FieldErrors) => `${id}-${field}-error`;
  return {
    fieldError: (field: keyof FieldErrors) =>
      errors[field]?.length ? (
        <p className="form-field__error" id={errorId(field)} role="alert">
          {errors[field]![0]}
        </p>
      ) : null,
    describedBy: (field: keyof FieldErrors, extra?: string) =>
      [errors[field]?.length ? errorId(field) : null, extra].filter(Boolean).join(' ') || undefined,
    invalid: (field: keyof FieldErrors) => (errors[field]?.length ? true : undefined),
  };
}

export type FieldMessages = ReturnType<typeof fieldMessages>;
