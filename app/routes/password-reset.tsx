import { useTranslation } from '../lib/i18n.tsx';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { resetPasswordForm } from '../../core/accounts/account-forms.ts';
import { translate, translator } from '../../core/site/messages.ts';
import { FormAlert } from '../components/form-feedback.tsx';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { failed, fieldMessages, parseForm, refused } from '../lib/form-action.ts';
import { notFound } from '../lib/not-found.ts';
import type { Route } from './+types/password-reset';
import { paths } from '../../core/site/paths.ts';
import { PasswordField } from '../components/password-field.tsx';

/** Reset tokens are word characters; anything else is a 404. */
const TOKEN = /^\w+$/;

/** Guests only; the link's state (valid, expired, used, unknown) is told before the form. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!TOKEN.test(params.token)) throw notFound();
  if (await context.visitor.member()) throw redirect('/');
  const { messages, settings, recovery } = context.services;
  return {
    state: await recovery.checkToken(params.token),
    title: `${translate(messages, 'recovery.reset_title')} · ${settings.title}`,
  };
}

/** The token comes from the path, the rest from the form: the API's schema without it. */
const newPasswordForm = resetPasswordForm.omit({ token: true });

/** Sets the new password as POST /api/auth/password/reset does; then to sign in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const limited = await context.actions.limit('recoveryReset');
  if (limited) return refused(limited);
  const form = await parseForm(request, newPasswordForm, t);
  if (!form.ok) return form.answer;
  const result = await context.services.recovery.reset({
    token: params.token,
    password: form.data.password,
    confirmation: form.data.password_confirmation,
  });
  if (result.ok) return redirect(paths.login({}, { password_reset: 1 }));
  if ('errors' in result) {
    return failed(t('account.fix_fields'), 400, form.values, fieldMessages(result.errors, t));
  }
  // The link itself failed (used or expired since the page was shown): said as the `token` field.
  const message = t(`recovery.token_${result.token}`);
  return failed(message, result.token === 'invalid' ? 400 : 410, {}, { token: message });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /password/reset/{token}: a new password and its confirmation; then to /login. */
export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const linkError = actionData?.ok === false ? actionData.errors.token : undefined;

  if (loaderData.state !== 'valid' || linkError) {
    return (
      <div className="page recovery-page">
        <h1>{t('recovery.reset_heading')}</h1>
        <p className="recovery-page__error" role="alert">
          {linkError ?? t(`recovery.token_${loaderData.state}`)}
        </p>
        <p>
          <Link to={paths.forgotPassword({})} className="button">
            {t('recovery.ask_again')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page recovery-page">
      <h1>{t('recovery.reset_heading')}</h1>
      <Form method="post" aria-busy={saving} noValidate>
        <PasswordField
          answer={actionData}
          id="reset-password"
          label={t('recovery.password_label')}
          autoComplete="new-password"
          describedBy="reset-password-tip"
          hint={
            <p id="reset-password-tip" className="recovery-page__tip">
              {t('recovery.password_tip')}
            </p>
          }
        />
        <PasswordField
          answer={actionData}
          id="reset-confirmation"
          name="password_confirmation"
          label={t('recovery.confirmation_label')}
          autoComplete="new-password"
        />
        <FormAlert answer={actionData} id="reset-error" unreachable={t('recovery.reset_failed')} />
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('recovery.saving') : t('recovery.reset_submit')}
        </button>
      </Form>
    </div>
  );
}
