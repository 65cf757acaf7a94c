import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { articleApi, type FieldDiff, type Revision } from './article-api.ts';
import { WordDiffView } from './word-diff-view.tsx';

/**
 * The article's revisions (who, when, what), a word diff between any two, and restore (a new
 * revision with the old fields; history is never rewritten).
 */
export function RevisionsPanel({
  idArticle,
  revision,
  locale,
  timeZone,
  onRestore,
  canRestore,
}: {
  idArticle: number;
  /** The article's current revision: the list is read again when it changes. */
  revision: number;
  locale: string;
  timeZone: string;
  onRestore: (number: number) => void;
  canRestore: boolean;
}) {
  const { t } = useTranslation();
  const [list, setList] = useState<Revision[] | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [diff, setDiff] = useState<FieldDiff[] | null>(null);
  const [error, setError] = useState('');
  const fromId = useId();
  const toId = useId();

  useEffect(() => {
    let live = true;
    articleApi
      .revisions(idArticle)
      .then((revisions) => {
        if (!live) return;
        setList(revisions);
        setTo(revisions[0]?.number ?? null);
        setFrom(revisions[1]?.number ?? revisions[0]?.number ?? null);
        setDiff(null);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : ''));
    return () => {
      live = false;
    };
  }, [idArticle, revision]);

  const compare = async () => {
    if (from === null || to === null) return;
    try {
      const [older, newer] = from <= to ? [from, to] : [to, from];
      setDiff((await articleApi.diff(idArticle, older, newer)).fields);
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : '');
    }
  };
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale.replace('_', '-'), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(iso));
  const select = (id: string, label: string, value: number | null, set: (n: number) => void) => (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => set(Number(event.target.value))}>
        {list?.map((r) => (
          <option key={r.number} value={r.number}>
            {t('studio_editor.revisions.option', { number: r.number, when: format(r.created_at) })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="studio-panel" aria-labelledby="revisions-heading" data-testid="revisions">
      <h2 id="revisions-heading">{t('studio_editor.revisions.heading')}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {list && !list.length ? <p>{t('studio_editor.revisions.none')}</p> : null}
      <ol className="studio-revisions">
        {list?.map((r) => (
          <li key={r.number}>
            <strong>
              {t('studio_editor.revisions.number', { number: r.number })} ·{' '}
              {t(`studio_editor.events.${r.event}`, { defaultValue: r.event })}
            </strong>
            <span>
              {t('studio_editor.revisions.by', {
                name: r.staff_name ?? t('studio_editor.revisions.system'),
                when: format(r.created_at),
              })}
            </span>
            {canRestore && r.number !== revision ? (
              <button
                type="button"
                className="button button--small button--ghost"
                // The editor asks first (its dialog says what a restore does to this article).
                onClick={() => onRestore(r.number)}
              >
                {t('studio_editor.revisions.restore')}
                <span className="visually-hidden">
                  {' '}
                  {t('studio_editor.revisions.number', { number: r.number })}
                </span>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {list && list.length > 1 ? (
        <>
          {select(fromId, t('studio_editor.revisions.from'), from, setFrom)}
          {select(toId, t('studio_editor.revisions.to'), to, setTo)}
          <button type="button" className="button button--small" onClick={() => void compare()}>
            {t('studio_editor.revisions.compare')}
          </button>
        </>
      ) : null}
      {diff ? (
        <div aria-live="polite" data-testid="revision-diff">
          {diff.length ? (
            diff.map((field) => (
              <div key={field.field}>
                <h3>
                  {t(`studio_editor.field_names.${field.field}`, { defaultValue: field.field })}
                </h3>
                <WordDiffView parts={field.parts} />
              </div>
            ))
          ) : (
            <p>{t('studio_editor.revisions.same')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
