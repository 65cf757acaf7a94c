import { useTranslation } from '../lib/i18n.tsx';
import { data, Link, redirect, type ShouldRevalidateFunction } from 'react-router';
import { registerForm } from '../../core/accounts/account-forms.ts';
import {
  answerRegistrationStep,
  registrationStepForm,
} from '../../core/accounts/registration-steps.ts';
import { translate, translator } from '../../core/site/messages.ts';
import { RegistrationForm } from '../components/register/registration-form.tsx';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { failed, fieldMessages, parseForm, refused } from '../lib/form-action.ts';
import type { Route } from './+types/register';
import { paths } from '../../core/site/paths.ts';

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

/**
 * Creates the account and signs it in (decision 028), as POST /api/auth/register does: the same
 * rate limit, schema, bot check (register_account) and service. Posted by the last step's
 * fetcher, which needs scripts for the bot check's token.
 *
 * A step's own form posted before the scripts (it carries `step`) only moves the steps on: the
 * page comes back with what was typed and the next step open (decision 085).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { services, actions, visitor } = context;
  const t = translator(services.messages);
  const stepPost = await parseForm(request.clone(), registrationStepForm, t);
  if (stepPost.ok) {
    const answer = answerRegistrationStep(stepPost.data);
    const errors = Object.fromEntries(
      Object.entries(answer.errors).map(([field, key]) => [field, t(key)]),
    );
    return data(
      { steps: { ...answer, errors } },
      { status: Object.keys(errors).length ? 400 : 200 },
    );
  }
  const limited = await actions.limit('register');
  if (limited) return refused(limited);
  const form = await parseForm(request, registerForm, t);
  if (!form.ok) return form.answer;
  const { email, username, password, subscribed, token } = form.data;
  // What was typed stays in the steps; the answer carries no values (nor the long token).
  if (!(await services.botCheck.verify(token, 'register_account', visitor.ip)))
    return failed(t('account.bot_check_failed'), 403);
  const result = await services.accounts.register({ email, username, password });
  if (!result.ok) return failed(t('account.fix_fields'), 400, {}, fieldMessages(result.errors, t));
  if (subscribed === '1') await services.newsletter.subscribeMember(result.idUser);
  await visitor.signIn(result.idUser);
  return data({ ok: true as const }, { status: 201 });
}

/**
 * After its own action the page stays for its welcome (this loader would send the new member
 * home); the root's data is fetched again and tells the page who is signed in.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction ? false : defaultShouldRevalidate);

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

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
        {t('register.have_account')} <Link to={paths.login({})}>{t('header.sign_in')}</Link>
      </p>
    </div>
  );
}
