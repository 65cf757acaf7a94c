import { data, Link } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';
import { emailSchema } from '../../core/accounts/account-rules.ts';
import { subscribeForm } from '../../core/newsletter/subscribe-form.ts';
import { translate, translator } from '../../core/site/messages.ts';
import { failed, parseForm, refused } from '../lib/form-action.ts';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { NewsletterBlock } from '../components/newsletter-block.tsx';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/newsletter-subscribe';

/**
 * Posted to by the footer's newsletter block: through its fetcher once the scripts run, or as a
 * plain post when Enter comes before them (decision 025), which gets this page with the answer.
 * Asked for directly, the page names the newsletter and points to the block below.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { messages, settings } = context.services;
  if (!settings.hasNewsletter) throw notFound();
  return { title: `${translate(messages, 'newsletter.heading')} · ${settings.title}` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/**
 * Subscribes to the newsletter (double opt-in) from the footer's block on every page (decision
 * 028), as POST /api/auth/me/subscribe does: the same rate limit, schema, bot check
 * (subscribe_newsletter) and service. A guest gives an e-mail; a member's account is used.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { services, actions, visitor } = context;
  const t = translator(services.messages);
  const limited = await actions.limit('subscribe');
  if (limited) return refused(limited);
  if (!services.settings.hasNewsletter) return failed(t('newsletter.disabled'), 404);
  const form = await parseForm(request, subscribeForm, t);
  if (!form.ok) return form.answer;
  const { token } = form.data;
  const member = await visitor.member();
  let email: string | null = null;
  if (!member) {
    const parsed = emailSchema.safeParse(form.data.email ?? '');
    const message = t('newsletter.invalid_email');
    if (!parsed.success) return failed(message, 400, form.values, { email: message });
    email = parsed.data;
  }
  // No token: posted before the scripts came (or without them). The page keeps the address and
  // finishes once its scripts run (decision 085); nothing is subscribed unchecked.
  if (!token)
    return data({
      ok: false as const,
      pending: true as const,
      message: t('newsletter.needs_check'),
      errors: {},
      values: email ? { email } : {},
    });
  const check = await services.botCheck.check(token, 'subscribe_newsletter', visitor.ip);
  if (!check.ok) return failed(t(`bot_check.${check.reason}`), 403, form.values);
  const status = member
    ? await services.newsletter.subscribeMember(member.idUser)
    : await services.newsletter.subscribe(email!);
  const confirmed = status === 'confirmed';
  return data({
    ok: true as const,
    message: t(confirmed ? 'newsletter.already_confirmed' : 'newsletter.check_inbox'),
  });
}

/** The footer block's fetcher: an answer that never came is a message, not the error page. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (actionData && 'pending' in actionData) {
    // A post made before the scripts: the same block, with the address, subscribing once they
    // have come (decision 085).
    return (
      <div className="page newsletter-result">
        <h1>{t('newsletter.heading')}</h1>
        <p className="newsletter-result__pending">{actionData.message}</p>
        <NewsletterBlock
          idPrefix="newsletter-again"
          initialEmail={actionData.values.email ?? ''}
          resume
        />
      </div>
    );
  }
  return (
    <div className="page newsletter-result">
      <h1>{t('newsletter.heading')}</h1>
      {!actionData ? (
        <p>{t('newsletter.text')}</p>
      ) : actionData.ok ? (
        <p role="status">{actionData.message}</p>
      ) : (
        <p role="alert">{actionData.message}</p>
      )}
      <p>
        <Link to="/" className="button">
          {t('newsletter.back_home')}
        </Link>
      </p>
    </div>
  );
}
