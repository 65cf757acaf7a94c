import { useTranslation } from '../../lib/i18n.tsx';
import { useActionData } from 'react-router';
import { FormAlert } from '../../components/form-feedback.tsx';
import {
  PasswordForm,
  PictureForm,
  ProfileForm,
  SecuritySection,
  type ProfileAnswer,
  type SecurityState,
} from '../../components/studio/profile/profile-forms.tsx';
import { RecoveryCodes } from '../../components/studio/recovery-codes.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { changeProfile } from '../../lib/studio-profile-changes.server.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { siteWhen } from '../../lib/studio-when.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/profile';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

/** The signed-in staff member's own profile and public byline. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context, 'profile');
  const studio = context.services.studio;
  const [profile, factor] = await Promise.all([
    studio.profile(staff.member.idStaff),
    studio.ownSecondFactor(staff.member.idStaff),
  ]);
  const { locale } = context.services.settings;
  const security: SecurityState = {
    enrolledAt: factor?.enrolledAt ? siteWhen(factor.enrolledAt, locale) : null,
    recoveryCodesLeft: factor?.recoveryCodesLeft ?? 0,
    recoveryCodesTotal: factor?.recoveryCodesTotal ?? 10,
    lastSignIn: factor?.lastSignedInAt ? siteWhen(factor.lastSignedInAt, locale) : null,
  };
  return {
    security,
    title: studioTitle(context, 'studio_staff.profile_heading'),
    profile: {
      email: profile?.email ?? staff.member.email,
      displayName: profile?.displayName ?? staff.member.displayName,
      credentials: profile?.credentials ?? '',
      authorName: profile?.author?.name ?? profile?.displayName ?? '',
      occupation: profile?.author?.occupation ?? '',
      biography: profile?.author?.biography ?? '',
      imageUrl: profile?.author?.imageUrl ?? null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return changeProfile(request, context);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

/**
 * /studio/profile: name and credentials, the public byline and its picture, the password, and
 * security: the last sign-in and one's own second factor (decision 040).
 */
export default function StudioProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as ProfileAnswer | undefined;
  const { profile } = loaderData;
  // A refusal that names no form (a body too large, a rate limit before reading it).
  const unplaced = answer && !answer.ok && !answer.values?.intent ? answer : undefined;
  // New recovery codes: shown once, in place of the page (decision 040).
  if (answer?.ok && answer.recoveryCodes)
    return <RecoveryCodes codes={answer.recoveryCodes} next={studioPaths.studioProfile({})} />;
  return (
    <section className="studio-page studio-profile" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_staff.profile_heading')}</h1>
      <p className="studio-hint">{t('studio_staff.profile_email', { email: profile.email })}</p>
      <FormAlert answer={unplaced} id="profile-alert" unreachable={t('studio_staff.unreachable')} />
      <ProfileForm profile={profile} answer={answer} />
      <PictureForm imageUrl={profile.imageUrl} name={profile.authorName} answer={answer} />
      <PasswordForm answer={answer} />
      <SecuritySection security={loaderData.security} answer={answer} />
    </section>
  );
}
