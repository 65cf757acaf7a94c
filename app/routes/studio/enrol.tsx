import { useTranslation } from '../../lib/i18n.tsx';
import { Link, redirect } from 'react-router';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { translator } from '../../../core/site/messages.ts';
import { RecoveryCodes } from '../../components/studio/recovery-codes.tsx';
import { AuthenticatorSteps } from '../../components/studio/authenticator-steps.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, parseForm, refused } from '../../lib/form-action.ts';
import { enrolForm } from '../../lib/studio-forms.ts';
import { returnPath, returnQuery, studioTitle } from '../../lib/studio-staff.server.ts';
import type { Route } from './+types/enrol';

/**
 * /studio/enrol (decision 034): the authenticator app's enrolment of a sign-in waiting for it
 * (after the password, the setup link or an invitation): the QR code and the secret to type, kept
 * in the pending session (shown again on reload), then the first code confirms it and the ten
 * recovery codes are shown, once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const title = studioTitle(context, 'studio_shell.enrol_heading');
  const staff = await context.studio.staff();
  // Just enrolled: the action's answer shows the recovery codes; a later visit goes on.
  if (staff?.verified) return { title, enrolment: null, next: returnPath(request) };
  const pending = await context.studio.pending();
  const enrolment = pending && (await context.services.studio.pendingEnrolment(pending.session));
  if (!pending || !enrolment) throw redirect(studioPaths.studioSignIn({}, returnQuery(request)));
  return {
    title,
    enrolment: {
      qrSvg: enrolment.qrSvg,
      secret: enrolment.secret,
      otpauthUri: enrolment.otpauthUri,
      email: pending.session.staff.email,
    },
    next: returnPath(request),
  };
}

/** Confirms the secret with a first code as POST /api/studio/sign-in/enrol does (decision 031). */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.services.messages);
  const form = await parseForm(request, enrolForm, t);
  if (!form.ok) return form.answer;
  if (form.data.intent === 'restart') {
    await context.studio.end();
    return redirect(studioPaths.studioSignIn({}, returnQuery(request)));
  }
  const limited = await context.actions.limit('studioEnrol');
  if (limited) return refused(limited);
  const pending = await context.studio.pending();
  if (!pending?.session.pendingTotpSecret) return failed(t('studio.sign_in_first'), 401);
  const code = form.data.code ?? '';
  if (!code.trim())
    return failed(t('account.fix_fields'), 400, {}, { code: t('account_page.required') });
  const account = pending.session.staff.email;
  const waiting = await context.studio.codeGuard.check(account);
  if (waiting) return refused(waiting);
  const done = await context.services.studio.confirmEnrolment(pending.token, pending.session, code);
  if (done === 'expired') return failed(t('studio.sign_in_first'), 401);
  if (done === 'wrong') {
    await context.studio.codeGuard.failed(account);
    return failed(t('studio.code_wrong'), 401, {}, { code: t('studio_shell.code_wrong_short') });
  }
  await context.studio.codeGuard.succeeded(account);
  await context.studio.setToken(done.token);
  // Shown once: never in a redirect's URL, never stored.
  return { ok: true as const, recoveryCodes: done.recoveryCodes };
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioEnrol({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();

  if (actionData?.ok) {
    return <RecoveryCodes codes={actionData.recoveryCodes} next={loaderData.next} />;
  }
  const enrolment = loaderData.enrolment;
  if (!enrolment) {
    return (
      <section className="studio-page" aria-labelledby="studio-heading">
        <h1 id="studio-heading">{t('studio_shell.enrol_heading')}</h1>
        <p>{t('studio_shell.enrol_done')}</p>
        <p>
          <Link to={loaderData.next}>{t('studio_shell.go_to_studio')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_shell.enrol_heading')}</h1>
      <p>{t('studio_shell.enrol_intro', { email: enrolment.email })}</p>
      <AuthenticatorSteps
        idPrefix="enrol"
        enrolment={enrolment}
        answer={actionData}
        texts={{
          confirm: t('studio_shell.enrol_confirm'),
          codeLabel: t('studio_shell.enrol_code_label'),
          submit: t('studio_shell.enrol_submit'),
        }}
        wayOut={{ intent: 'restart', label: t('studio_shell.other_account') }}
      />
    </section>
  );
}
