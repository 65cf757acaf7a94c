import { useTranslation } from '../../lib/i18n.tsx';
import { AccountForm } from '../../components/studio/account-form.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { accountAction } from '../../lib/studio-account.server.ts';
import { studioTitle } from '../../lib/studio-staff.server.ts';
import type { Route } from './+types/invitation';

/** /studio/invitation#token=… (decision 034): the link's token stays in the fragment. */
export function loader({ context }: Route.LoaderArgs) {
  return { title: studioTitle(context, 'studio_shell.invitation_heading') };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  accountAction(request, context, 'invitation');

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioInvitation({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_shell.invitation_heading')}</h1>
      <p>{t('studio_shell.invitation_intro')}</p>
      <AccountForm
        answer={actionData}
        withEmail={false}
        submit={t('studio_shell.invitation_submit')}
      />
    </section>
  );
}
