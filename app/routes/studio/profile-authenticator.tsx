import { useTranslation } from '../../lib/i18n.tsx';
import { Link, redirect } from 'react-router';
import { z } from 'zod';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { translator } from '../../../core/site/messages.ts';
import { AuthenticatorSteps } from '../../components/studio/authenticator-steps.tsx';
import { RecoveryCodes } from '../../components/studio/recovery-codes.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { failed, parseForm, refused } from '../../lib/form-action.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import type { Route } from './+types/profile-authenticator';

const authenticatorForm = z.object({
  intent: z.enum(['confirm', 'cancel']),
  code: z.string().max(100).optional(),
});

/**
 * /studio/profile/authenticator (decision 040): a new authenticator for oneself, after the
 * password on the profile. The new secret waits in the signed-in session (shown again on
 * reload); a code from the new app confirms it, and the ten new recovery codes are shown once.
 * Until then the old authenticator and recovery codes still work.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context, 'profile');
  const title = studioTitle(context, 'studio_security.replace_heading');
  const signedIn = await context.studio.signedIn();
  const enrolment = signedIn && (await context.services.studio.pendingEnrolment(signedIn.session));
  // Nothing waits (never begun, given up, or just confirmed: the answer shows the codes).
  if (!enrolment) return { title, enrolment: null };
  return {
    title,
    enrolment: {
      qrSvg: enrolment.qrSvg,
      secret: enrolment.secret,
      email: staff.member.email,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await studioStaff(request, context, 'profile');
  const t = translator(context.services.messages);
  const form = await parseForm(request, authenticatorForm, t);
  if (!form.ok) return form.answer;
  const signedIn = await context.studio.signedIn();
  if (!signedIn) return failed(t('studio.not_signed_in'), 401);
  const studio = context.services.studio;
  if (form.data.intent === 'cancel') {
    await studio.cancelReplacement(signedIn.session.staff.idStaff, signedIn.token);
    return redirect(studioPaths.studioProfile({}));
  }
  const limited = await context.actions.limit('studioEnrol');
  if (limited) return refused(limited);
  const code = form.data.code ?? '';
  if (!code.trim())
    return failed(t('account.fix_fields'), 400, {}, { code: t('account_page.required') });
  const done = await studio.confirmReplacement(signedIn.token, signedIn.session, code);
  if (!done.ok)
    return done.error === 'wrong_code'
      ? failed(
          t('studio_security.code_wrong'),
          422,
          {},
          {
            code: t('studio_shell.code_wrong_short'),
          },
        )
      : failed(t('studio_security.nothing_pending'), 409);
  // Shown once: never in a redirect's URL, never stored.
  return { ok: true as const, recoveryCodes: done.recoveryCodes };
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function StudioAuthenticator({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const profile = studioPaths.studioProfile({});

  if (actionData?.ok) return <RecoveryCodes codes={actionData.recoveryCodes} next={profile} />;
  const enrolment = loaderData.enrolment;
  if (!enrolment) {
    return (
      <section className="studio-page" aria-labelledby="studio-heading">
        <h1 id="studio-heading">{t('studio_security.replace_heading')}</h1>
        <p>{t('studio_security.nothing_pending')}</p>
        <p>
          <Link to={profile}>{t('studio_security.back_to_profile')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_security.replace_heading')}</h1>
      <p>{t('studio_security.replace_steps_intro', { email: enrolment.email })}</p>
      <AuthenticatorSteps
        idPrefix="replace"
        enrolment={enrolment}
        answer={actionData}
        texts={{
          confirm: t('studio_security.replace_confirm'),
          codeLabel: t('studio_security.new_code_label'),
          submit: t('studio_security.replace_confirm_submit'),
        }}
        wayOut={{ intent: 'cancel', label: t('studio_security.replace_cancel') }}
      />
    </section>
  );
}
