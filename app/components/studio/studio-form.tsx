import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { fieldAttributes, FieldError, type Feedback } from '../form-feedback.tsx';

/**
 * The studio forms' feedback (decision 034): a summary at the top that takes the focus when a
 * post fails (so a screen reader reads it and the next Tab goes to the first field), with a link
 * to each wrong field; each field tied to its message under it.
 */

const failureOf = (answer: Feedback | undefined) => (answer && !answer.ok ? answer : undefined);

/** The summary of a failed post: its message and a link to each field with an error. */
export function ErrorSummary({
  answer,
  id,
  labels,
  unreachable,
}: {
  answer: (Feedback & { unreachable?: true }) | undefined;
  id: string;
  /** Each field's label by name, and its input's id: the summary links to the field. */
  labels?: Record<string, { label: string; id: string }>;
  /** Shown when the answer never came (app/lib/client-action.ts). */
  unreachable: string;
}) {
  const { t } = useTranslation();
  const failure = failureOf(answer);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const message = failure.message || unreachable;
  const fields = Object.entries(failure.errors ?? {}).filter(
    ([name, text]) => text && labels?.[name],
  );
  return (
    <div id={id} ref={ref} className="studio-summary" role="alert" tabIndex={-1}>
      <p>{message}</p>
      {fields.length ? (
        <ul aria-label={t('studio_shell.fields_to_fix')}>
          {fields.map(([name, text]) => (
            <li key={name}>
              <a href={`#${labels![name]!.id}`}>
                {labels![name]!.label}: {text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A labelled input of a studio form, tied to its hint and its error. */
export function StudioField({
  answer,
  id,
  name,
  label,
  hint,
  describedBy,
  ...input
}: {
  answer: Feedback | undefined;
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  /** Another element that describes the field (the form's message for a wrong sign-in). */
  describedBy?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="studio-hint">
          {hint}
        </p>
      ) : null}
      <input {...input} {...fieldAttributes(answer, id, name, described)} />
      <FieldError answer={answer} id={id} field={name} />
    </div>
  );
}

/**
 * What the screen's last post did ("Saved"), read out as a status. While the next post is on its
 * way it says "Saving…" instead: a notice left from the save before must not vouch for one not
 * made yet (an editor who reloads the public page at "Saved" sees the change). `busy` narrows
 * that to one form of a screen that has several.
 */
export function SaveNotice({
  message,
  busy,
  className = 'studio-notice',
}: {
  message: string | undefined;
  busy?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = busy ?? navigation.state === 'submitting';
  if (saving)
    return (
      <p role="status" className={className}>
        {t('studio_shell.saving')}
      </p>
    );
  return message ? (
    <p role="status" className={className}>
      {message}
    </p>
  ) : null;
}
