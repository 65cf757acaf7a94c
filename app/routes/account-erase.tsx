import { useTranslation } from '../lib/i18n.tsx';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { eraseAccountForm } from '../../core/accounts/account-forms.ts';
import { translate, translator } from '../../core/site/messages.ts';
import { FormAlert } from '../components/form-feedback.tsx';
import { keepFormOnFailure } from '../lib/client-action.ts';
import { failed, fieldMessages, parseForm, passwordCheckingMember } from '../lib/form-action.ts';
import type { Route } from './+types/account-erase';
import { paths } from '../../core/site/paths.ts';
import { PasswordField } from '../components/password-field.tsx';

/** Members only: a guest goes to sign in. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.visitor.member()))
    throw redirect(paths.login({}, { redirect: paths.accountErase({}) }));
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'account_page.erase.title')} · ${settings.title}` };
}

/**
 * Deletes the member as POST /api/auth/me/erase does (the same limits and service), signs out,
 * and lands on the home page with its confirmation (app/components/flash-message.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const checked = await passwordCheckingMember(
    context,
    'erase',
    paths.login({}, { redirect: paths.accountErase({}) }),
  );
  if (!checked.member) return checked.answer;
  const { member } = checked;
  const form = await parseForm(request, eraseAccountForm, t);
  if (!form.ok) return form.answer;
  const result = await context.services.accounts.erase(member.idUser, form.data.password);
  if (!result.ok) {
    return failed(t('account.fix_fields'), 400, {}, fieldMessages(result.errors, t));
  }
  await context.visitor.signOut();
  return redirect('/?flash=account_erased');
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/**
 * /account/erase: says what is deleted, asks for the current password, deletes everything of
 * the member. Works before the scripts arrive.
 */
export default function AccountErase({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const deleting = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <div className="page auth-page account-erase">
      <h1>{t('account_page.erase.heading')}</h1>
      <p>{t('account_page.erase.intro')}</p>
      <ul className="account-erase__list">
        <li>{t('account_page.erase.item_account')}</li>
        <li>{t('account_page.erase.item_pets')}</li>
        <li>{t('account_page.erase.item_sessions')}</li>
        <li>{t('account_page.erase.item_newsletter')}</li>
      </ul>
      <Form method="post" className="auth-form" noValidate aria-busy={deleting}>
        <PasswordField
          answer={actionData}
          id="erase-password"
          label={t('account_page.erase.password_label')}
          autoComplete="current-password"
        />
        <FormAlert
          answer={actionData}
          id="erase-alert"
          unreachable={t('account_page.erase.failed')}
        />
        <div className="auth-form__actions">
          <button type="submit" className="button button--danger" disabled={deleting}>
            {deleting ? t('account_page.erase.deleting') : t('account_page.erase.submit')}
          </button>
          <Link to={paths.account({})}>{t('account_page.erase.cancel')}</Link>
        </div>
      </Form>
    </div>
  );
}
