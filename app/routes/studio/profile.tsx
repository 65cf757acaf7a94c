import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { FormAlert } from '../../components/form-feedback.tsx';
import {
  PasswordForm,
  PictureForm,
  ProfileForm,
  type ProfileAnswer,
} from '../../components/studio/profile/profile-forms.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { changeProfile } from '../../lib/studio-profile-changes.server.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/profile';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

/** The signed-in staff member's own profile and public byline. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context, 'profile');
  const profile = await context.services.studio.profile(staff.member.idStaff);
  return {
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

/** /studio/profile: name and credentials, the public byline and its picture, the password. */
export default function StudioProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof clientAction>() as ProfileAnswer | undefined;
  const { profile } = loaderData;
  // A refusal that names no form (a body too large, a rate limit before reading it).
  const unplaced = answer && !answer.ok && !answer.values?.intent ? answer : undefined;
  return (
    <section className="studio-page studio-profile" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{t('studio_staff.profile_heading')}</h1>
      <p className="studio-hint">{t('studio_staff.profile_email', { email: profile.email })}</p>
      <FormAlert answer={unplaced} id="profile-alert" unreachable={t('studio_staff.unreachable')} />
      <ProfileForm profile={profile} answer={answer} />
      <PictureForm imageUrl={profile.imageUrl} name={profile.authorName} answer={answer} />
      <PasswordForm answer={answer} />
    </section>
  );
}
