import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { Form, redirect, useNavigation, useSubmit } from 'react-router';
import { translate } from '../../core/site/messages.ts';
import { FORGET_SIGNED_IN_HINT } from '../../core/accounts/signed-in-hint.ts';
import { forgetCsrfToken } from '../lib/api.ts';
import { useSession } from '../lib/session.tsx';
import type { Route } from './+types/logout';
import { paths } from '../../core/site/paths.ts';

/** Members only: a guest goes to sign in. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await context.visitor.member())) throw redirect(paths.login({}));
  const { messages, settings } = context.services;
  return { title: `${translate(messages, 'login.logout_title')} · ${settings.title}` };
}

/** Ends the session on the server and in the browser (as POST /api/auth/logout), then home. */
export async function action({ context }: Route.ActionArgs) {
  await context.visitor.signOut();
  return redirect('/');
}

/**
 * The spec's logout: home whether the call succeeds or fails (an unreachable server, a 500).
 * The local state was cleared before the call (the page's component).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    await serverAction();
  } catch {
    // Ignored, as the spec's "Logout failure" says: the server's own redirect is home too.
  }
  return redirect('/');
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

/**
 * /logout, where the menus' "Log out" leads: with scripts the page posts its own form at once;
 * before they arrive (or without them) the member presses its button. A GET changes nothing.
 */
export default function Logout() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const session = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Signed out here first, whatever the call answers (spec, "logout").
    session.markLoggedOut();
    document.cookie = FORGET_SIGNED_IN_HINT;
    forgetCsrfToken();
    void submit(null, { method: 'post', replace: true });
  }, [submit, session]);

  return (
    <div className="page auth-page">
      <h1>{t('login.logout_title')}</h1>
      <Form method="post" replace className="auth-form">
        {navigation.state !== 'idle' ? <p role="status">{t('login.signing_out')}</p> : null}
        <button type="submit" className="button" disabled={navigation.state !== 'idle'}>
          {t('header.logout')}
        </button>
      </Form>
    </div>
  );
}
