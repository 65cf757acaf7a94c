import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

/** An article or a product of an edition: its id and what the editor reads. */
export interface Chosen {
  id: number;
  name: string;
}

/**
 * The articles or the products of an edition (decision 047), in one fieldset: the chosen ones in
 * order, each posted as a hidden `article`/`product` field with move and remove buttons, then
 * (while the edition can be edited) a picker `add_article`/`add_product` of the others. Plain
 * submit buttons of the edition's form, so it works without scripts.
 */
export function ChosenList({
  kind,
  items,
  choices,
  editable,
  busy,
  texts,
  error,
}: {
  kind: 'article' | 'product';
  items: Chosen[];
  /** What the picker offers; the chosen ones are left out. */
  choices: Chosen[];
  editable: boolean;
  busy: boolean;
  texts: { legend: string; none: string; add: string; addSubmit: string };
  /** The field's error, under the fieldset. */
  error: ReactNode;
}) {
  const { t } = useTranslation();
  const disabled = !editable || busy;
  const chosen = new Set(items.map((item) => item.id));
  const picker = `edition-add-${kind}`;
  return (
    <fieldset className="studio-fieldset">
      <legend>{texts.legend}</legend>
      {items.length ? (
        <ol className="studio-order" data-chosen={kind}>
          {items.map((item, i) => (
            <li key={item.id}>
              <input type="hidden" name={kind} value={item.id} />
              <span>{item.name}</span>{' '}
              <button
                type="submit"
                name="op"
                value={`up:${kind}:${item.id}`}
                className="button button--small"
                disabled={disabled || i === 0}
                aria-label={t('studio_newsletter.move_up_label', { name: item.name })}
              >
                {t('studio_newsletter.move_up')}
              </button>{' '}
              <button
                type="submit"
                name="op"
                value={`down:${kind}:${item.id}`}
                className="button button--small"
                disabled={disabled || i === items.length - 1}
                aria-label={t('studio_newsletter.move_down_label', { name: item.name })}
              >
                {t('studio_newsletter.move_down')}
              </button>{' '}
              <button
                type="submit"
                name="op"
                value={`remove:${kind}:${item.id}`}
                className="button button--small button--danger"
                disabled={disabled}
                aria-label={t('studio_newsletter.remove_label', { name: item.name })}
              >
                {t('studio_newsletter.remove')}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="studio-hint">{texts.none}</p>
      )}
      {editable ? (
        <div className="studio-field studio-field--inline">
          <label htmlFor={picker}>{texts.add}</label>
          <select id={picker} name={`add_${kind}`} defaultValue="">
            <option value="">{t('studio_newsletter.choose')}</option>
            {choices
              .filter((choice) => !chosen.has(choice.id))
              .map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
          </select>
          <button
            type="submit"
            name="op"
            value="add"
            className="button button--small"
            disabled={busy}
          >
            {texts.addSubmit}
          </button>
        </div>
      ) : null}
      {error}
    </fieldset>
  );
}
