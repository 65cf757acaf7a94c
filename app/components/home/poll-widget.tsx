import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Poll } from '../../../core/widgets/get-poll.ts';
import { ApiError, getJson, postJson } from '../../lib/api.ts';
import { useKeptBeforeScripts } from '../../lib/kept-before-scripts.ts';
import { paths } from '../../../core/site/paths.ts';

async function fetchPoll(): Promise<Poll | null> {
  return getJson<Poll>('/api/widgets/poll').catch(() => null);
}

function PollResults({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  return (
    <div className="poll-widget__results" data-testid="poll-results">
      <ul className="poll-results">
        {poll.options.map((option) => {
          const mine = poll.voted_option === option.id_option;
          return (
            <li
              key={option.id_option}
              className={`poll-results__item${mine ? ' poll-results__item--mine' : ''}`}
              data-testid="poll-result"
              data-percent={option.percent}
            >
              <span className="poll-results__label">
                {option.label}
                {mine ? (
                  <span className="poll-results__mine"> ({t('widgets.poll.your_answer')})</span>
                ) : null}
              </span>
              <span className="poll-results__percent">
                {t('widgets.poll.percent', { percent: option.percent })}
              </span>
              <span className="poll-results__bar" aria-hidden="true">
                <span className="poll-results__fill" style={{ width: `${option.percent}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="poll-results__total">{t('widgets.poll.votes', { count: poll.total_votes })}</p>
    </div>
  );
}

/** The poll's heading, where a vote posted without scripts comes back to (app/routes/home.tsx). */
export const pollAnchor = (idPoll: number) => `poll-widget-heading-${idPoll}`;

/**
 * The poll: a form of radio buttons until this visitor has voted, then the results as bars
 * with percentages. One vote per visitor (the pawpedia_voter cookie, checked by the database);
 * a visitor who already voted sees the results straight away. Renders nothing without a poll.
 */
export function PollWidget({
  poll: initial,
  message: initialMessage,
}: {
  poll: Poll | null;
  /** The answer to a vote posted before the scripts started that was not taken. */
  message?: string;
}) {
  const { t } = useTranslation();
  const [poll, setPoll] = useState(initial);
  const [choice, setChoice] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(initialMessage ?? null);
  // An answer chosen before the scripts started (decision 025).
  const form = useKeptBeforeScripts((name, value) => {
    if (name === 'id_option' && value) setChoice(Number(value));
  });
  // The page is the same for everyone (decision 072), so it shows no one's vote: this visitor's
  // comes from the API (the voter cookie is HttpOnly), and a poll already answered shows results.
  const idPoll = initial?.id_poll;
  useEffect(() => {
    if (idPoll === undefined) return;
    let live = true;
    void fetchPoll().then((mine) => {
      if (live && mine && mine.id_poll === idPoll && mine.has_voted) setPoll(mine);
    });
    return () => {
      live = false;
    };
  }, [idPoll]);
  if (!poll) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!poll || sending) return;
    if (choice === null) {
      setMessage(t('widgets.poll.choose'));
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      setPoll(
        await postJson<Poll>(`/api/widgets/poll/${poll.id_poll}/vote`, { id_option: choice }),
      );
      setMessage(t('widgets.poll.thanks'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setPoll((await fetchPoll()) ?? poll);
        setMessage(t('widgets.poll.already_voted'));
      } else {
        setMessage(t('widgets.poll.error'));
      }
    } finally {
      setSending(false);
    }
  }

  const headingId = pollAnchor(poll.id_poll);
  return (
    <section
      className="widget poll-widget"
      aria-labelledby={headingId}
      data-testid="poll-widget"
      data-voted={poll.has_voted ? 'true' : 'false'}
    >
      <h2 id={headingId} className="widget__heading">
        {t('widgets.poll.heading')}
      </h2>
      {poll.has_voted ? (
        <>
          <p className="poll-widget__question">{poll.question}</p>
          <PollResults poll={poll} />
        </>
      ) : (
        // Without scripts the form posts to the home's action (app/routes/home.tsx, decision 025);
        // `?index` names the home, an index route, instead of the root layout (React Router's rule).
        <form
          ref={form}
          method="post"
          action={`${paths.home({})}?index`}
          className="poll-widget__form"
          data-testid="poll-form"
          onSubmit={submit}
          noValidate
        >
          <input type="hidden" name="id_poll" value={poll.id_poll} />
          <fieldset className="poll-widget__fieldset" disabled={sending}>
            <legend className="poll-widget__question">{poll.question}</legend>
            {poll.options.map((option) => {
              const id = `poll-${poll.id_poll}-option-${option.id_option}`;
              return (
                <div className="poll-widget__option" key={option.id_option}>
                  <input
                    type="radio"
                    id={id}
                    name="id_option"
                    value={option.id_option}
                    checked={choice === option.id_option}
                    onChange={() => {
                      setChoice(option.id_option);
                      setMessage(null);
                    }}
                  />
                  <label htmlFor={id}>{option.label}</label>
                </div>
              );
            })}
          </fieldset>
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('widgets.poll.sending') : t('widgets.poll.vote')}
          </button>
        </form>
      )}
      <p className="poll-widget__status" role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
