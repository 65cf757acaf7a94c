// Over 300 lines on purpose: the quote, tip, poll and products forms of one screen share their feedback helpers.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Form } from 'react-router';
import { fieldAttributes, FieldError, FormAlert, type Feedback } from '../../form-feedback.tsx';
import { PollResults, type PollResultOption } from './poll-results.tsx';

/** What the widgets action answered, and for which form (`form`: e.g. quote-3, poll-new). */
export type WidgetAnswer = Feedback & { form?: string; values?: Record<string, string> };

export interface QuoteRow {
  id: number;
  content: string;
  author: string;
  is_active: boolean;
}
export interface TipRow {
  id: number;
  content: string;
  audience: 'all' | 'guests' | 'members';
}
export interface PollRow {
  id: number;
  question: string;
  opens_at: string;
  closes_at: string;
  is_active: boolean;
  state: 'open' | 'scheduled' | 'closed' | 'off';
  total_votes: number;
  options: PollResultOption[];
}

/** The answer when it is this form's refusal (its fields show the message and what was typed). */
const mineOf = (answer: WidgetAnswer | undefined, form: string) =>
  answer && !answer.ok && answer.values?.form === form ? answer : undefined;

function Field({
  form,
  field,
  label,
  answer,
  children,
}: {
  form: string;
  field: string;
  label: string;
  answer: WidgetAnswer | undefined;
  children: (attributes: ReturnType<typeof fieldAttributes>) => ReactNode;
}) {
  const id = `${form}-${field.replace(/_/g, '-')}`;
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {children(fieldAttributes(answer, id, field))}
      <FieldError answer={answer} id={id} field={field} />
    </div>
  );
}

function Hidden({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A remove button in a form of its own, confirmed with scripts. */
function RemoveForm({
  intent,
  id,
  label,
  context,
}: {
  intent: string;
  id: number;
  label: string;
  context: string;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      className="widget-item__remove"
      onSubmit={(event) => {
        if (!window.confirm(t('studio_widgets.confirm_remove'))) event.preventDefault();
      }}
    >
      <Hidden values={{ intent, id, form: `${intent}-${id}` }} />
      <button type="submit" className="button button--small button--ghost">
        {label}
        <span className="visually-hidden"> {context}</span>
      </button>
    </Form>
  );
}

/** A quote of the rotation, or (quote null) the form that adds one. */
export function QuoteForm({
  quote,
  number,
  first,
  last,
  answer,
}: {
  quote: QuoteRow | null;
  number?: number;
  first?: boolean;
  last?: boolean;
  answer: WidgetAnswer | undefined;
}) {
  const { t } = useTranslation();
  const form = quote ? `quote-${quote.id}` : 'quote-new';
  const mine = mineOf(answer, form);
  const typed = mine?.values;
  const heading = quote
    ? t('studio_widgets.quote_heading', { number })
    : t('studio_widgets.add_quote_heading');
  const active = typed ? typed.is_active === 'on' : (quote?.is_active ?? true);
  const move = (by: -1 | 1, label: string) => (
    <Form method="post">
      <Hidden
        values={{ intent: 'quote-move', id: quote!.id, by, form: `quote-move-${quote!.id}` }}
      />
      <button type="submit" className="button button--small button--ghost">
        {label}
        <span className="visually-hidden"> {heading}</span>
      </button>
    </Form>
  );
  return (
    <section className="widget-item" aria-labelledby={`${form}-heading`} data-testid={form}>
      <h3 id={`${form}-heading`}>
        {heading}
        {quote ? (
          <span className={`studio-badge${quote.is_active ? '' : ' studio-badge--ended'}`}>
            {' '}
            {t(quote.is_active ? 'studio_widgets.in_rotation' : 'studio_widgets.out_of_rotation')}
          </span>
        ) : null}
      </h3>
      {quote ? (
        <div className="studio-buttons widget-item__moves">
          {first ? null : move(-1, t('studio_widgets.up'))}
          {last ? null : move(1, t('studio_widgets.down'))}
        </div>
      ) : null}
      <Form method="post" className="studio-form" noValidate>
        <Hidden
          values={{
            intent: quote ? 'quote-update' : 'quote-create',
            form,
            ...(quote ? { id: quote.id } : {}),
          }}
        />
        <Field form={form} field="content" label={t('studio_widgets.fields.content')} answer={mine}>
          {(attributes) => (
            <textarea
              rows={2}
              defaultValue={typed?.content ?? quote?.content ?? ''}
              {...attributes}
            />
          )}
        </Field>
        <Field form={form} field="author" label={t('studio_widgets.fields.author')} answer={mine}>
          {(attributes) => (
            <input
              type="text"
              autoComplete="off"
              defaultValue={typed?.author ?? quote?.author ?? ''}
              {...attributes}
            />
          )}
        </Field>
        <div className="studio-field studio-check">
          <input type="checkbox" id={`${form}-active`} name="is_active" defaultChecked={active} />
          <label htmlFor={`${form}-active`}>{t('studio_widgets.fields.in_rotation')}</label>
        </div>
        <FormAlert answer={mine} id={`${form}-alert`} unreachable={t('studio_staff.unreachable')} />
        <button type="submit" className="button">
          {quote ? t('studio_widgets.save') : t('studio_widgets.add')}
          <span className="visually-hidden"> {heading}</span>
        </button>
      </Form>
      {quote ? (
        <RemoveForm
          intent="quote-remove"
          id={quote.id}
          label={t('studio_widgets.remove')}
          context={heading}
        />
      ) : null}
    </section>
  );
}

/** A tip, or (tip null) the form that adds one. */
export function TipForm({
  tip,
  number,
  answer,
}: {
  tip: TipRow | null;
  number?: number;
  answer: WidgetAnswer | undefined;
}) {
  const { t } = useTranslation();
  const form = tip ? `tip-${tip.id}` : 'tip-new';
  const mine = mineOf(answer, form);
  const typed = mine?.values;
  const heading = tip
    ? t('studio_widgets.tip_heading', { number })
    : t('studio_widgets.add_tip_heading');
  return (
    <section className="widget-item" aria-labelledby={`${form}-heading`} data-testid={form}>
      <h3 id={`${form}-heading`}>
        {heading}
        {tip ? (
          <span className="studio-badge"> {t(`studio_widgets.audience.${tip.audience}`)}</span>
        ) : null}
      </h3>
      <Form method="post" className="studio-form" noValidate>
        <Hidden
          values={{
            intent: tip ? 'tip-update' : 'tip-create',
            form,
            ...(tip ? { id: tip.id } : {}),
          }}
        />
        <Field form={form} field="content" label={t('studio_widgets.fields.content')} answer={mine}>
          {(attributes) => (
            <textarea
              rows={2}
              defaultValue={typed?.content ?? tip?.content ?? ''}
              {...attributes}
            />
          )}
        </Field>
        <Field
          form={form}
          field="audience"
          label={t('studio_widgets.fields.audience')}
          answer={mine}
        >
          {(attributes) => (
            <select defaultValue={typed?.audience ?? tip?.audience ?? 'all'} {...attributes}>
              {(['all', 'guests', 'members'] as const).map((audience) => (
                <option key={audience} value={audience}>
                  {t(`studio_widgets.audience.${audience}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormAlert answer={mine} id={`${form}-alert`} unreachable={t('studio_staff.unreachable')} />
        <button type="submit" className="button">
          {tip ? t('studio_widgets.save') : t('studio_widgets.add')}
          <span className="visually-hidden"> {heading}</span>
        </button>
      </Form>
      {tip ? (
        <RemoveForm
          intent="tip-remove"
          id={tip.id}
          label={t('studio_widgets.remove')}
          context={heading}
        />
      ) : null}
    </section>
  );
}

/** New option fields a poll form offers: enough to reach two on a new poll, two more on one. */
const newOptionCount = (existing: number) => Math.max(0, Math.min(8 - existing, existing ? 2 : 4));

/**
 * A poll, with its results, or (poll null) the form that adds one. Options with votes can be
 * reworded but not removed (decision 044): they have no Remove box.
 */
export function PollForm({
  poll,
  answer,
}: {
  poll: PollRow | null;
  answer: WidgetAnswer | undefined;
}) {
  const { t } = useTranslation();
  const form = poll ? `poll-${poll.id}` : 'poll-new';
  const mine = mineOf(answer, form);
  const typed = mine?.values;
  const heading = poll ? poll.question : t('studio_widgets.add_poll_heading');
  const optionsError = mine?.errors?.options;
  const active = typed ? typed.is_active === 'on' : (poll?.is_active ?? true);
  return (
    <section className="widget-item" aria-labelledby={`${form}-heading`} data-testid={form}>
      <h3 id={`${form}-heading`}>
        {heading}
        {poll ? (
          <span className={`studio-badge${poll.state === 'open' ? '' : ' studio-badge--ended'}`}>
            {' '}
            {t(`studio_widgets.poll_state.${poll.state}`)}
          </span>
        ) : null}
      </h3>
      {poll ? <PollResults id={form} options={poll.options} total={poll.total_votes} /> : null}
      <Form method="post" className="studio-form" noValidate>
        <Hidden
          values={{
            intent: poll ? 'poll-update' : 'poll-create',
            form,
            ...(poll ? { id: poll.id } : {}),
          }}
        />
        <Field
          form={form}
          field="question"
          label={t('studio_widgets.fields.question')}
          answer={mine}
        >
          {(attributes) => (
            <input
              type="text"
              autoComplete="off"
              defaultValue={typed?.question ?? poll?.question ?? ''}
              {...attributes}
            />
          )}
        </Field>
        <div className="widget-item__dates">
          {(['opens_at', 'closes_at'] as const).map((field) => (
            <Field
              key={field}
              form={form}
              field={field}
              label={t(`studio_widgets.fields.${field}`)}
              answer={mine}
            >
              {(attributes) => (
                <input
                  type="datetime-local"
                  defaultValue={typed?.[field] ?? poll?.[field] ?? ''}
                  {...attributes}
                />
              )}
            </Field>
          ))}
        </div>
        <div className="studio-field studio-check">
          <input type="checkbox" id={`${form}-active`} name="is_active" defaultChecked={active} />
          <label htmlFor={`${form}-active`}>{t('studio_widgets.fields.poll_on')}</label>
        </div>
        <fieldset
          className="widget-item__options"
          aria-describedby={`${form}-options-hint${optionsError ? ` ${form}-options-error` : ''}`}
        >
          <legend>{t('studio_widgets.options_legend')}</legend>
          <p id={`${form}-options-hint`} className="studio-hint">
            {t('studio_widgets.options_hint')}
          </p>
          {poll?.options.map((option, index) => {
            const id = `${form}-option-${option.id_option}`;
            const number = index + 1;
            return (
              <div key={option.id_option} className="studio-field widget-item__option">
                <label htmlFor={id}>{t('studio_widgets.fields.option', { number })}</label>
                <input
                  type="text"
                  id={id}
                  name={`option_${option.id_option}`}
                  autoComplete="off"
                  defaultValue={typed?.[`option_${option.id_option}`] ?? option.label}
                  aria-describedby={option.votes ? `${id}-votes` : undefined}
                />
                {option.votes ? (
                  <p id={`${id}-votes`} className="studio-hint">
                    {t('studio_widgets.option_votes', { count: option.votes })}
                  </p>
                ) : (
                  <span className="studio-check">
                    <input
                      type="checkbox"
                      id={`${id}-drop`}
                      name={`drop_${option.id_option}`}
                      defaultChecked={typed?.[`drop_${option.id_option}`] === 'on'}
                    />
                    <label htmlFor={`${id}-drop`}>
                      {t('studio_widgets.fields.drop_option', { number })}
                    </label>
                  </span>
                )}
              </div>
            );
          })}
          {Array.from({ length: newOptionCount(poll?.options.length ?? 0) }, (_, index) => {
            const id = `${form}-new-option-${index + 1}`;
            return (
              <div key={id} className="studio-field widget-item__option">
                <label htmlFor={id}>
                  {t('studio_widgets.fields.new_option', { number: index + 1 })}
                </label>
                <input
                  type="text"
                  id={id}
                  name={`new_option_${index + 1}`}
                  autoComplete="off"
                  defaultValue={typed?.[`new_option_${index + 1}`] ?? ''}
                />
              </div>
            );
          })}
          {optionsError ? (
            <p id={`${form}-options-error`} className="form-field__error">
              {optionsError}
            </p>
          ) : null}
        </fieldset>
        <FormAlert answer={mine} id={`${form}-alert`} unreachable={t('studio_staff.unreachable')} />
        <button type="submit" className="button">
          {poll ? t('studio_widgets.save') : t('studio_widgets.add')}
          <span className="visually-hidden"> {heading}</span>
        </button>
      </Form>
      {poll ? (
        poll.total_votes ? (
          <p className="studio-hint">{t('studio_widgets.poll_has_votes_hint')}</p>
        ) : (
          <RemoveForm
            intent="poll-remove"
            id={poll.id}
            label={t('studio_widgets.remove_poll')}
            context={heading}
          />
        )
      ) : null}
    </section>
  );
}
