import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import type { Route } from './+types/newsletter-subscribed';

/** The confirmation link of the double opt-in: confirms in the loader and says how it went. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { messages, settings, newsletter } = context.services;
  return {
    confirmed: token ? await newsletter.confirm(token) : false,
    title: `${translate(messages, 'newsletter.subscribed_title')} · ${settings.title}`,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

export default function NewsletterSubscribed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page newsletter-result">
      {loaderData.confirmed ? (
        <>
          <h1>{t('newsletter.subscribed_heading')}</h1>
          <p role="status">{t('newsletter.subscribed_text')}</p>
        </>
      ) : (
        <>
          <h1>{t('newsletter.confirm_invalid_heading')}</h1>
          <p role="alert">{t('newsletter.confirm_invalid_text')}</p>
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
