import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Form } from 'react-router';
import { fieldAttributes, FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';

/** What the notices action answered, and for which form (its intent and message id). */
export type NoticeAnswer = Feedback & {
  intent?: string;
  id?: number | null;
  values?: Record<string, string>;
};

export interface NoticeRow {
  id: number;
  text: string;
  link_url: string;
  link_label: string;
  starts_at: string;
  ends_at: string;
  state: 'showing' | 'scheduled' | 'ended';
}

const FIELDS = ['text', 'link_url', 'link_label', 'starts_at', 'ends_at'] as const;

/**
 * One message of the banner (or, with `notice` null, the form that adds one): its text, link
 * and dates, saved by the screen's action. A refusal shows next to the fields of the form it
 * came from, with what was typed.
 */
export function NoticeForm({
  notice,
  number,
  answer,
  children,
}: {
  notice: NoticeRow | null;
  number?: number;
  answer: NoticeAnswer | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const key = notice ? `notice-${notice.id}` : 'notice-new';
  const mine =
    answer &&
    !answer.ok &&
    (notice ? answer.values?.id === String(notice.id) : answer.values?.intent === 'create')
      ? answer
      : undefined;
  const typed = mine?.values;
  const heading = notice
    ? t('studio_notices.edit_heading', { number })
    : t('studio_notices.add_heading');
  return (
    <section className="studio-notice-item" aria-labelledby={`${key}-heading`}>
      <h2 id={`${key}-heading`}>
        {heading}
        {notice ? (
          <span className={`studio-badge studio-badge--${notice.state}`}>
            {' '}
            {t(`studio_notices.${notice.state}`)}
          </span>
        ) : null}
      </h2>
      {children}
      <Form method="post" className="studio-form" noValidate>
        <input type="hidden" name="intent" value={notice ? 'update' : 'create'} />
        {notice ? <input type="hidden" name="id" value={notice.id} /> : null}
        {FIELDS.map((field) => {
          const id = `${key}-${field.replace(/_/g, '-')}`;
          const value = typed?.[field] ?? notice?.[field] ?? '';
          const attributes = fieldAttributes(mine, id, field);
          return (
            <div key={field} className="studio-field">
              <label htmlFor={id}>{t(`studio_notices.fields.${field}`)}</label>
              {field === 'text' ? (
                <textarea rows={2} defaultValue={value} required {...attributes} />
              ) : (
                <input
                  type={field.endsWith('_at') ? 'datetime-local' : 'text'}
                  defaultValue={value}
                  autoComplete="off"
                  {...attributes}
                />
              )}
              <FieldError answer={mine} id={id} field={field} />
            </div>
          );
        })}
        <FormAlert answer={mine} id={`${key}-alert`} unreachable={t('studio_staff.unreachable')} />
        <button type="submit" className="button">
          {notice ? t('studio_notices.save') : t('studio_notices.add')}
        </button>
      </Form>
      {notice ? (
        <Form
          method="post"
          className="studio-notice-item__remove"
          onSubmit={(event) => {
            if (!window.confirm(t('studio_notices.confirm_remove'))) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={notice.id} />
          <button type="submit" className="button button--small button--ghost">
            {t('studio_notices.remove')}
            <span className="visually-hidden"> {heading}</span>
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** Up and down buttons of a message (none where it cannot go). */
export function NoticeMoves({ id, first, last }: { id: number; first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const move = (by: -1 | 1, label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="by" value={by} />
      <button type="submit" className="button button--small button--ghost">
        {label}
      </button>
    </Form>
  );
  return (
    <div className="studio-buttons studio-notice-item__moves">
      {first ? null : move(-1, t('studio_notices.up'))}
      {last ? null : move(1, t('studio_notices.down'))}
    </div>
  );
}
