import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { useFetcher } from 'react-router';
import { botCheckToken } from '../lib/bot-check.ts';
import { useKeptBeforeScripts } from '../lib/kept-before-scripts.ts';
import { useSession } from '../lib/session.tsx';
import { useWebsiteInfo } from '../lib/website.tsx';
import type { action } from '../routes/newsletter-subscribe.tsx';
import { paths } from '../../core/site/paths.ts';

/**
 * The footer's newsletter block. Guests type an e-mail, members do
 * not (their account's address is used). A bot-check token for subscribe_newsletter goes with
 * the post to /newsletter/subscribe's action (decision 028), through a fetcher: the page stays.
 * After success: the thank-you message asking to confirm by e-mail. Hidden when the site has no
 * newsletter, or when the visitor is already subscribed and did not just do it.
 */
export function NewsletterBlock({
  idPrefix = 'newsletter',
  initialEmail = '',
  resume = false,
}: {
  /** Its ids' prefix: the subscribe page shows a second block above the footer's. */
  idPrefix?: string;
  /** The address of a post made before the scripts (the subscribe page, decision 085). */
  initialEmail?: string;
  /** Subscribes once the scripts run: the visitor already pressed Subscribe before them. */
  resume?: boolean;
} = {}) {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const session = useSession();
  const fetcher = useFetcher<typeof action>();
  const [email, setEmail] = useState(initialEmail);
  // The address typed before the scripts started (decision 025).
  const form = useKeptBeforeScripts((name, value) => {
    if (name === 'email') setEmail(value);
  });
  const [solving, setSolving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loading = solving || fetcher.state !== 'idle';

  // Subscribed: once per answer (the block stays across pages, and so does its fetcher's data).
  const handled = useRef(fetcher.data);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) session.markSubscribed();
  }, [fetcher.data, session]);
  // An answer without words (unreachable, a broken answer) gets the spec's generic message.
  const refusal =
    fetcher.data && !fetcher.data.ok ? fetcher.data.message || t('newsletter.error') : null;
  // Not while trying again: what went wrong before no longer applies.
  const shownError = loading ? null : (error ?? refusal);

  function subscribe(event: FormEvent<HTMLFormElement>) {
    // Not a plain form: the bot check's token needs scripts.
    event.preventDefault();
    void send();
  }

  async function send() {
    if (loading) return;
    setSolving(true);
    setError(null);
    let token: string;
    try {
      token = await botCheckToken('subscribe_newsletter');
    } catch {
      setError(t('newsletter.error'));
      return;
    } finally {
      setSolving(false);
    }
    // The field itself: on a resumed post, the address may have been edited before the scripts.
    const typed = form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.value;
    await fetcher.submit(session.isLoggedIn ? { token } : { email: typed ?? email, token }, {
      method: 'post',
      action: paths.newsletterSubscribe({}),
      // Nothing the page loaded depends on it: its (shared, cached) data is not fetched again.
      defaultShouldRevalidate: false,
    });
  }

  // The tap made before the scripts takes effect once they run (decision 085).
  const resumed = useRef(false);
  const onResume = useEffectEvent(() => void send());
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    onResume();
  }, [resume]);

  if (info.website.has_newsletter !== 1) return null;
  if (session.isSubscribed && !session.subscriptionCompleted) return null;

  const headingId = `${idPrefix}-heading`;
  const emailId = `${idPrefix}-email`;

  return (
    <section className="newsletter-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newsletter.heading')}</h2>
      {session.subscriptionCompleted ? (
        <div className="newsletter-block__done" role="status">
          <p>
            <strong>{t('newsletter.thanks')}</strong>
          </p>
          <p>{t('newsletter.confirm_request')}</p>
        </div>
      ) : (
        <>
          <p>{t('newsletter.text')}</p>
          {/* Enter before the scripts run is a plain post: the address stays out of the URL. */}
          <form
            ref={form}
            method="post"
            action={paths.newsletterSubscribe({})}
            className="newsletter-block__form"
            onSubmit={subscribe}
            aria-busy={loading}
          >
            {/* Both on the shared page (decision 072): the hint shows one before the session
                check; once it says "member", the guest's field (required) is gone. */}
            <p className="newsletter-block__member member-only">{t('newsletter.member_text')}</p>
            {session.isLoggedIn ? null : (
              <div className="newsletter-block__guest guest-only">
                <label htmlFor={emailId}>{t('newsletter.email_label')}</label>
                <input
                  id={emailId}
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder={t('newsletter.email_placeholder')}
                  value={email}
                  readOnly={loading}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
            )}
            <button type="submit" className="button" disabled={loading}>
              {loading ? t('newsletter.submitting') : t('newsletter.submit')}
            </button>
          </form>
          {shownError ? (
            <p className="newsletter-block__error" role="alert">
              {shownError}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
