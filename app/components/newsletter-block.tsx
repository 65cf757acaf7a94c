import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, postJson } from '../lib/api.ts';
import { botCheckToken } from '../lib/bot-check.ts';
import { useSession } from '../lib/session.tsx';
import { useWebsiteInfo } from '../lib/website.ts';

/**
 * The footer's newsletter block. Guests type an e-mail, members do
 * not (their account's address is used). A bot-check token for subscribe_newsletter goes with
 * the call. After success: the thank-you message asking to confirm by e-mail. Hidden when the
 * site has no newsletter, or when the visitor is already subscribed and did not just do it.
 */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (info.website.has_newsletter !== 1) return null;
  if (session.isSubscribed && !session.subscriptionCompleted) return null;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const token = await botCheckToken('subscribe_newsletter');
      await postJson('/api/auth/me/subscribe', session.isLoggedIn ? { token } : { email, token });
      session.markSubscribed();
      setEmail('');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message && !failure.message.startsWith('/api/')
          ? failure.message
          : t('newsletter.error'),
      );
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="newsletter-block" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('newsletter.heading')}</h2>
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
          <form className="newsletter-block__form" onSubmit={subscribe} aria-busy={loading}>
            {session.isLoggedIn ? (
              <p className="newsletter-block__member">{t('newsletter.member_text')}</p>
            ) : (
              <>
                <label htmlFor="newsletter-email">{t('newsletter.email_label')}</label>
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder={t('newsletter.email_placeholder')}
                  value={email}
                  readOnly={loading}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </>
            )}
            <button type="submit" className="button" disabled={loading}>
              {loading ? t('newsletter.submitting') : t('newsletter.submit')}
            </button>
          </form>
          {error ? (
            <p className="newsletter-block__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
