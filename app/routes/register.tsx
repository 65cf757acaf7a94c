import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { RegistrationForm } from '../components/register/registration-form.tsx';
import type { Route } from './+types/register';

/**
 * Guests only: a member is sent to the home page. The one exception,
 * a member created by this very registration, never comes back here: the page goes on to
 * /register/pet by itself.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.visitor.member()) throw redirect('/');
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'register.title')} · ${settings.title}` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/** /register: the multi-step registration (e-mail, username, password, newsletter). */
export default function Register() {
  const { t } = useTranslation();
  return (
    <div className="page register">
      <div className="register__header">
        <h1>{t('register.heading')}</h1>
        <Link to="/" className="register__close" aria-label={t('register.close')}>
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      <p className="register__intro">{t('register.intro')}</p>
      <RegistrationForm />
      <p className="register__login">
        {t('register.have_account')} <Link to="/login">{t('header.sign_in')}</Link>
      </p>
    </div>
  );
}
