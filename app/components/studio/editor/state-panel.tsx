import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { instantToZoned, zonedToInstant } from '../../../../core/site/time-zone.ts';
import type { ArticleAction, EditorView } from './article-api.ts';
import { StudioDialog } from './studio-dialog.tsx';

export type StateRequest =
  | { action: 'submit' | 'publish' | 'unpublish' | 'unschedule' }
  | { action: 'schedule'; scheduledAt: string }
  | { action: 'review'; signed: boolean }
  | { action: 'send_back'; note: string }
  | { action: 'trash' };

/**
 * The article's state and the moves this staff member may make now (the API's `actions`): submit,
 * schedule at a time in the site's time zone, publish, unpublish, medical sign-off.
 */
export function StatePanel({
  view,
  timeZone,
  locale,
  blocked,
  busy,
  onRequest,
}: {
  view: EditorView;
  timeZone: string;
  locale: string;
  /** Errors of the content checks: publishing and scheduling wait for them. */
  blocked: boolean;
  busy: boolean;
  onRequest: (request: StateRequest) => void;
}) {
  const { t } = useTranslation();
  const when = useId();
  const whenHint = useId();
  const { article, actions } = view;
  const allowed = (action: ArticleAction) => actions.includes(action);
  const [scheduleAt, setScheduleAt] = useState(() =>
    instantToZoned(
      article.scheduled_at ? new Date(article.scheduled_at) : new Date(Date.now() + 3600_000),
      timeZone,
    ),
  );
  const [scheduleError, setScheduleError] = useState('');
  // Sending back asks for the note, trashing for a confirmation (docs/decisions/075, 077).
  const [asking, setAsking] = useState<'send_back' | 'trash' | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const noteId = useId();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale.replace('_', '-'), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(iso));

  const schedule = () => {
    const instant = zonedToInstant(scheduleAt, timeZone);
    if (!instant || instant.getTime() <= Date.now()) {
      setScheduleError(t('studio_editor.state.schedule_future'));
      return;
    }
    setScheduleError('');
    onRequest({ action: 'schedule', scheduledAt: instant.toISOString() });
  };

  return (
    <section className="studio-panel" aria-labelledby="state-heading" id="article-state">
      <h2 id="state-heading">{t('studio_editor.state.heading')}</h2>
      <p>
        <span className="studio-badge" data-testid="article-status">
          {t(`studio_editor.status.${article.status}`)}
        </span>
      </p>
      {article.status === 'scheduled' && article.scheduled_at ? (
        <p>
          {t('studio_editor.state.scheduled_for', {
            when: format(article.scheduled_at),
            zone: timeZone,
          })}
        </p>
      ) : null}
      {article.medical_review ? (
        <p data-testid="studio-review">
          {t(
            article.medical_review.credentials.trim()
              ? 'studio_editor.state.reviewed_by'
              : 'studio_editor.state.reviewed_by_no_credentials',
            {
              name: article.medical_review.name,
              credentials: article.medical_review.credentials.trim(),
              when: format(article.medical_review.reviewed_at),
            },
          )}
        </p>
      ) : null}
      {blocked && (allowed('publish') || allowed('schedule')) ? (
        <p className="studio-field__hint">{t('studio_editor.state.blocked')}</p>
      ) : null}
      <div className="studio-buttons">
        {allowed('submit') ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onRequest({ action: 'submit' })}
          >
            {t('studio_editor.state.submit')}
          </button>
        ) : null}
        {allowed('publish') ? (
          <button
            type="button"
            className="button"
            disabled={busy || blocked}
            onClick={() => onRequest({ action: 'publish' })}
          >
            {t('studio_editor.state.publish')}
          </button>
        ) : null}
        {allowed('unschedule') ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onRequest({ action: 'unschedule' })}
          >
            {t('studio_editor.state.unschedule')}
          </button>
        ) : null}
        {allowed('unpublish') ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => onRequest({ action: 'unpublish' })}
          >
            {t('studio_editor.state.unpublish')}
          </button>
        ) : null}
        {allowed('review') ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onRequest({ action: 'review', signed: !article.medical_review })}
          >
            {article.medical_review
              ? t('studio_editor.state.review_withdraw')
              : t('studio_editor.state.review_sign')}
          </button>
        ) : null}
        {allowed('send_back') ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => setAsking('send_back')}
          >
            {t('studio_editor.state.send_back')}
          </button>
        ) : null}
        {allowed('trash') ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => setAsking('trash')}
          >
            {t('studio_editor.state.trash')}
          </button>
        ) : null}
      </div>
      <StudioDialog
        open={asking === 'trash'}
        title={t('studio_editor.state.trash')}
        onClose={() => setAsking(null)}
      >
        <p>{t('studio_editor.state.confirm_trash', { title: article.title })}</p>
        <div className="studio-buttons">
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              setAsking(null);
              onRequest({ action: 'trash' });
            }}
          >
            {t('studio_editor.state.trash')}
          </button>
        </div>
      </StudioDialog>
      <StudioDialog
        open={asking === 'send_back'}
        title={t('studio_editor.state.send_back')}
        onClose={() => setAsking(null)}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!note.trim()) {
              setNoteError(t('studio_articles.errors.note_required'));
              return;
            }
            setNoteError('');
            setAsking(null);
            onRequest({ action: 'send_back', note: note.trim() });
            setNote('');
          }}
        >
          <div className="studio-field">
            <label htmlFor={noteId}>{t('studio_editor.state.send_back_note')}</label>
            <textarea
              id={noteId}
              rows={4}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${noteId}-error` : undefined}
            />
            {noteError ? (
              <p id={`${noteId}-error`} className="studio-field__error">
                {noteError}
              </p>
            ) : null}
          </div>
          <div className="studio-buttons">
            <button type="submit" className="button">
              {t('studio_editor.state.send_back')}
            </button>
          </div>
        </form>
      </StudioDialog>
      {allowed('schedule') ? (
        <div className="studio-field studio-schedule">
          <label htmlFor={when}>{t('studio_editor.state.schedule_at')}</label>
          <input
            id={when}
            type="datetime-local"
            value={scheduleAt}
            onChange={(event) => setScheduleAt(event.target.value)}
            aria-describedby={`${whenHint}${scheduleError ? ` ${when}-error` : ''}`}
            aria-invalid={scheduleError ? true : undefined}
          />
          <p id={whenHint} className="studio-field__hint">
            {t('studio_editor.state.time_zone', { zone: timeZone })}
          </p>
          {scheduleError ? (
            <p id={`${when}-error`} className="studio-field__error">
              {scheduleError}
            </p>
          ) : null}
          <button type="button" className="button" disabled={busy || blocked} onClick={schedule}>
            {t('studio_editor.state.schedule')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
