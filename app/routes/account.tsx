import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { ChangePasswordForm } from '../components/account/change-password-form.tsx';
import { AccountPets } from '../components/pets/account-pets.tsx';
import type { Route } from './+types/account';

/** Members only: a guest goes to sign in, and comes back here afterwards. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = await context.visitor.member();
  if (!member) throw redirect('/login?redirect=%2Faccount');
  const { messages, settings, accounts } = context.services;
  const profile = await accounts.profile(member.idUser);
  if (!profile) throw redirect('/login?redirect=%2Faccount');
  return {
    username: profile.username,
    email: profile.email,
    title: `${translate(messages, 'account_page.title')} · ${settings.title}`,
  };
}

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
            <Link to="/account/erase" className="button button--danger">
              {t('account_page.erase_link')}
            </Link>
          </li>
        </ul>
      </section>

      <AccountPets />
    </div>
  );
}
