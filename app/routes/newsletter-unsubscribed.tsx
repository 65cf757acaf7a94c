import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import type { Route } from './+types/newsletter-unsubscribed';

/** The unsubscribe link of every newsletter e-mail: unsubscribes in the loader and says so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { messages, settings, newsletter } = context.services;
  return {
    unsubscribed: token ? await newsletter.unsubscribe(token) : false,
    title: `${translate(messages, 'newsletter.unsubscribed_title')} · ${settings.title}`,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

export default function NewsletterUnsubscribed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page newsletter-result">
      {loaderData.unsubscribed ? (
        <>
          <h1>{t('newsletter.unsubscribed_heading')}</h1>
          <p role="status">{t('newsletter.unsubscribed_text')}</p>
        </>
      ) : (
        <>
          <h1>{t('newsletter.unsubscribe_invalid_heading')}</h1>
          <p role="alert">{t('newsletter.unsubscribe_invalid')}</p>
        </>
      )}
      <p>
        <Link to="/" className="button">
          {t('newsletter.back_home')}
        </Link>
      </p>
    </div>
  );
}
