import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteInfo } from '../lib/website.ts';

/**
 * The footer's newsletter block. Hidden when the site has no newsletter. The subscription call
 * itself (bot check, double opt-in, members without e-mail) arrives with the members' features.
 */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const info = useWebsiteInfo();
  const [email, setEmail] = useState('');
  if (info.website.has_newsletter !== 1) return null;
  return (
    <section className="newsletter-block" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('newsletter.heading')}</h2>
      <p>{t('newsletter.text')}</p>
      <form className="newsletter-block__form" method="post" action="/api/auth/me/subscribe" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="newsletter-email">{t('newsletter.email_label')}</label>
        <input id="newsletter-email" type="email" name="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className="button" disabled>
          {t('newsletter.submit')}
        </button>
      </form>
    </section>
  );
}
