import { useTranslation } from '../lib/i18n.tsx';
import { translate } from '../../core/site/messages.ts';
import { NewsletterResult } from '../components/newsletter-result.tsx';
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
    <NewsletterResult
      ok={loaderData.unsubscribed}
      heading={t('newsletter.unsubscribed_heading')}
      text={t('newsletter.unsubscribed_text')}
      failHeading={t('newsletter.unsubscribe_invalid_heading')}
      failText={t('newsletter.unsubscribe_invalid')}
    />
  );
}
