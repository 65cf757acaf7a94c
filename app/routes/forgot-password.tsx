import { useTranslation } from '../lib/i18n.tsx';
import { data, Form, redirect, useNavigation } from 'react-router';
import { forgotPasswordForm } from '../../core/accounts/account-forms.ts';
import { isValidEmail } from '../../core/accounts/account-rules.ts';
import { translate, translator } from '../../core/site/messages.ts';
import { fieldAttributes, FieldError, FormAlert } from '../components/form-feedback.tsx';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { failed, parseForm, refused } from '../lib/form-action.ts';
import type { Route } from './+types/forgot-password';

/** Guests only: a member is sent to the home page. */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.visitor.member()) throw redirect('/');
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'recovery.forgot_title')} · ${settings.title}` };
}

/**
 * Asks for a reset link as POST /api/auth/password/forgot does: limited per address and per
 * e-mail in the same counts, and the same answer whether the address has an account or not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const limited = await context.actions.limit('recovery');
  if (limited) return refused(limited);
  const form = await parseForm(request, forgotPasswordForm, t);
  if (!form.ok) return form.answer;
  const { email } = form.data;
  const perEmail = await context.actions.limit('recovery', { recoveryEmail: email });
  if (perEmail) return refused(perEmail, form.values);
  if (!isValidEmail(email)) {
    return failed(t('account.fix_fields'), 400, form.values, {
      email: t('account.invalid_email'),
    });
  }
  // Answered before the lookup: a member's address and a stranger's take the same time.
  context.services.recovery.requestAfterReply(email);
  return data({ ok: true as const, message: t('recovery.sent') });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /forgot/password: asks for a reset link by e-mail (messages under "recovery" in locales/). */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <div className="page recovery-page">
      <h1>{t('recovery.forgot_heading')}</h1>
      {actionData?.ok ? (
        <p className="recovery-page__success" role="status">
          {actionData.message}
        </p>
      ) : (
        <Form method="post" aria-busy={sending}>
          <p>{t('recovery.forgot_intro')}</p>
          <label htmlFor="forgot-email">{t('recovery.email_label')}</label>
          <input
            type="email"
            required
            autoComplete="email"
            defaultValue={actionData?.values.email}
            {...fieldAttributes(actionData, 'forgot-email', 'email')}
          />
          <FieldError answer={actionData} id="forgot-email" field="email" />
          <FormAlert answer={actionData} id="forgot-error" unreachable={t('recovery.failed')} />
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('recovery.sending') : t('recovery.submit')}
          </button>
        </Form>
      )}
    </div>
  );
}
