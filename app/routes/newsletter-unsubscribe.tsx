import { useTranslation } from '../lib/i18n.tsx';
import { translate } from '../../core/site/messages.ts';
import { paths } from '../../core/site/paths.ts';
import { NewsletterResult } from '../components/newsletter-result.tsx';
import type { Route } from './+types/newsletter-unsubscribe';

/**
 * The personal link of an edition's message (decision 047). Opening it changes nothing (link
 * checkers of mail services open links): the button posts to the same address, which is also
 * the RFC 8058 one-click target (server/api/newsletter.ts), then comes back here with `done`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get('done');
  return {
    done: done === '1' ? true : done === '0' ? false : null,
    title: `${translate(context.services.messages, 'newsletter_edition.unsubscribe_title')} · ${context.services.settings.title}`,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

export default function NewsletterUnsubscribe({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.done !== null)
    return (
      <NewsletterResult
        ok={loaderData.done}
        heading={t('newsletter_edition.unsubscribe_done_heading')}
        text={t('newsletter_edition.unsubscribe_done_text')}
        failHeading={t('newsletter_edition.unsubscribe_invalid_heading')}
        failText={t('newsletter_edition.unsubscribe_invalid')}
      />
    );
  return (
    <div className="page newsletter-result">
      <h1>{t('newsletter_edition.unsubscribe_heading')}</h1>
      <p>{t('newsletter_edition.unsubscribe_text')}</p>
      {/* A plain form: the server route answers it, with or without scripts. */}
      <form method="post" action={paths.newsletterUnsubscribe({ token: params.token })}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className="button">
          {t('newsletter_edition.unsubscribe_button')}
        </button>
      </form>
    </div>
  );
}
