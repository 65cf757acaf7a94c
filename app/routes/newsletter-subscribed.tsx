import { useTranslation } from '../lib/i18n.tsx';
import { translate } from '../../core/site/messages.ts';
import { NewsletterResult } from '../components/newsletter-result.tsx';
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
    <NewsletterResult
      ok={loaderData.confirmed}
      heading={t('newsletter.subscribed_heading')}
      text={t('newsletter.subscribed_text')}
      failHeading={t('newsletter.confirm_invalid_heading')}
      failText={t('newsletter.confirm_invalid_text')}
    />
  );
}
