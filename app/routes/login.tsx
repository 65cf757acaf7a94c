import { useTranslation } from '../lib/i18n.tsx';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { loginForm } from '../../core/accounts/account-forms.ts';
import { translate, translator } from '../../core/site/messages.ts';
import { fieldAttributes, FieldError, FormAlert } from '../components/form-feedback.tsx';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { failed, parseForm, refused } from '../lib/form-action.ts';
import { useGuestsOnly } from '../lib/route-guards.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import type { Route } from './+types/login';
import { paths } from '../../core/site/paths.ts';
import { PasswordField } from '../components/password-field.tsx';

/** Guests only: a member is sent to the home page. */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.visitor.member()) throw redirect('/');
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'login.title')} · ${settings.title}` };
}

/**
 * Signs in as POST /api/auth/login does (decision 028): the same limit and login guard, the
 * same service, a new session; then the local `?redirect=` path or the home page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const limited = await context.actions.limit('login');
  if (limited) return refused(limited);
  const form = await parseForm(request, loginForm, t);
  if (!form.ok) return form.answer;
  const { email, password } = form.data;
  const waiting = await context.actions.loginGuard.check(email);
  if (waiting) return refused(waiting, form.values);
  const idUser = await context.services.accounts.authenticate(email, password);
  if (!idUser) {
    await context.actions.loginGuard.failed(email);
    return failed(t('account.login_failed'), 401, form.values);
  }
  // The right password for an account staff disabled (decision 048): say why, no session.
  if (idUser === 'disabled') return failed(t('account.login_disabled'), 403, form.values);
  await context.actions.loginGuard.succeeded(email);
  await context.visitor.signIn(idUser);
  return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')) ?? '/');
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /login: e-mail and password; works before the scripts arrive (a native post). */
export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // Signing in here leads on by itself; any other sign-in sends the member home.
  useGuestsOnly(navigation.state !== 'idle');
  // A wrong sign-in concerns both fields: both are described by the form's message.
  const formError = actionData && !actionData.ok ? 'login-error' : undefined;
  const field = (id: string, name: string) => fieldAttributes(actionData, id, name, formError);

  return (
    <div className="page auth-page">
      <h1>{t('login.heading')}</h1>
      {/* Where a password reset leads (app/routes/password-reset.tsx). */}
      {params.get('password_reset') === '1' ? (
        <p className="auth-form__success" role="status">
          {t('recovery.reset_done')}
        </p>
      ) : null}
      <Form method="post" className="auth-form" aria-busy={sending}>
        <label htmlFor="login-email">{t('login.email_label')}</label>
        <input
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.ok === false ? actionData.values.email : undefined}
          {...field('login-email', 'email')}
        />
        <FieldError answer={actionData} id="login-email" field="email" />
        <PasswordField
          answer={actionData}
          id="login-password"
          label={t('login.password_label')}
          autoComplete="current-password"
          describedBy={formError}
        />
        <FormAlert answer={actionData} id="login-error" unreachable={t('login.failed_generic')} />
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('login.submitting') : t('login.submit')}
        </button>
      </Form>
      <p>
        <Link to={paths.forgotPassword({})}>{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.no_account')} <Link to={paths.register({})}>{t('login.register')}</Link>
      </p>
    </div>
  );
}
