import { useTranslation } from '../lib/i18n.tsx';
import { data, Link, redirect } from 'react-router';
import { changePasswordForm } from '../../core/accounts/account-forms.ts';
import { translate, translator } from '../../core/site/messages.ts';
import {
  CHANGE_PASSWORD,
  ChangePasswordForm,
} from '../components/account/change-password-form.tsx';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { failed, fieldMessages, parseForm, passwordCheckingMember } from '../lib/form-action.ts';
import { AccountPets } from '../components/pets/account-pets.tsx';
import type { Route } from './+types/account';
import { paths } from '../../core/site/paths.ts';

/** Members only: a guest goes to sign in, and comes back here afterwards. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = await context.visitor.member();
  if (!member) throw redirect(paths.login({}, { redirect: paths.account({}) }));
  const { messages, settings, accounts } = context.services;
  const profile = await accounts.profile(member.idUser);
  if (!profile) throw redirect(paths.login({}, { redirect: paths.account({}) }));
  return {
    username: profile.username,
    email: profile.email,
    title: `${translate(messages, 'account_page.title')} · ${settings.title}`,
  };
}

/**
 * The account page's forms post here, told apart by `intent`: the password change, as POST
 * /api/auth/me/password does (the same limits, per address and per account, and service).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const checked = await passwordCheckingMember(
    context,
    'password-change',
    paths.login({}, { redirect: paths.account({}) }),
  );
  if (!checked.member) return checked.answer;
  const { member } = checked;
  const form = await parseForm(request, changePasswordForm, t);
  if (!form.ok) return form.answer;
  if (form.values.intent !== CHANGE_PASSWORD) return failed(t('api_errors.bad_request'), 400);
  const result = await context.services.accounts.changePassword(member.idUser, {
    currentPassword: form.data.current_password,
    password: form.data.password,
    confirmation: form.data.password_confirmation,
  });
  if (!result.ok) {
    return failed(t('account.fix_fields'), 400, {}, fieldMessages(result.errors, t));
  }
  // Every session ended with the change; this visitor goes on with a new one.
  await context.visitor.signIn(member.idUser);
  return data({ ok: true as const, message: t('account_page.password_changed') });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /account: the member's details, change password, their data, their pets. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { username, email } = loaderData;
  return (
    <div className="page account-page">
      <h1>{t('account_page.heading')}</h1>
      <dl className="account-page__details">
        <dt>{t('account_page.username')}</dt>
        <dd data-testid="account-username">{username}</dd>
        <dt>{t('account_page.email')}</dt>
        <dd data-testid="account-email">{email}</dd>
      </dl>

      <section aria-labelledby="account-password-heading" className="account-page__section">
        <h2 id="account-password-heading">{t('account_page.password_heading')}</h2>
        <ChangePasswordForm />
      </section>

      <section aria-labelledby="account-data-heading" className="account-page__section">
        <h2 id="account-data-heading">{t('account_page.data_heading')}</h2>
        <p>{t('account_page.data_intro')}</p>
        <ul className="account-page__actions">
          <li>
            {/* A plain link: the browser downloads the JSON (Content-Disposition: attachment). */}
            <a href="/api/auth/me/export" download className="button button--ghost">
              {t('account_page.download')}
            </a>
          </li>
          <li>
            <Link to={paths.accountErase({})} className="button button--danger">
              {t('account_page.erase_link')}
            </Link>
          </li>
        </ul>
      </section>

      <AccountPets />
    </div>
  );
}
