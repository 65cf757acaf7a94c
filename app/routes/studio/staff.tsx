import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { INVITABLE_ROLES } from '../../../core/studio/permissions.ts';
import { InviteForm } from '../../components/studio/staff/invite-form.tsx';
import { StaffDialog, type DialogIntent } from '../../components/studio/staff/staff-dialog.tsx';
import { StaffTable, type StaffRow } from '../../components/studio/staff/staff-table.tsx';
import { keepFormOnFailure } from '../../lib/client-action.ts';
import { changeStaff } from '../../lib/studio-staff-changes.server.ts';
import { studioStaff, studioTitle } from '../../lib/studio-staff.server.ts';
import { siteWhen } from '../../lib/studio-when.ts';
import staffStyles from '../../styles/staff-screens.css?url';
import type { Route } from './+types/staff';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStyles }];

/** Everyone on the staff (editors and up), with what the signed-in member may change. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await studioStaff(request, context, 'staff');
  const { locale } = context.services.settings;
  const members: StaffRow[] = (await context.services.studio.list()).map((member) => ({
    idStaff: member.idStaff,
    name: member.displayName,
    email: member.email,
    role: member.role,
    medicalReviewer: member.medicalReviewer,
    enrolled: member.enrolled,
    profileOnly: member.profileOnly,
    // In the site's time zone, as scheduled times are (decision 040).
    lastSignIn: member.lastSignInAt ? siteWhen(member.lastSignInAt, locale) : null,
  }));
  return {
    title: studioTitle(context, 'studio_staff.heading'),
    me: staff.member.idStaff,
    members,
    can: {
      invite: staff.can('staff.invite'),
      role: staff.can('staff.role.change'),
      remove: staff.can('staff.remove'),
      reset: staff.can('staff.second_factor.reset'),
      ownership: staff.can('ownership.transfer'),
    },
  };
}

/** Invitations and changes, each checked as its API route checks it (decision 037). */
export async function action({ request, context }: Route.ActionArgs) {
  return changeStaff(request, context);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export type StaffCan = Route.ComponentProps['loaderData']['can'];

/** /studio/staff: the list, invitations, and each change confirmed with the password in a dialog. */
export default function StudioStaff({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { members, can, me } = loaderData;
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<{ intent: DialogIntent; member: StaffRow } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const changes = can.role || can.remove || can.reset || can.ownership || can.invite;
  return (
    <section className="studio-page studio-staff" aria-labelledby="studio-heading">
      <h1 id="studio-heading" ref={heading} tabIndex={-1}>
        {t('studio_staff.heading')}
      </h1>
      <p className="studio-staff__status" role="status">
        {status ? <span className="studio-status">{status}</span> : null}
      </p>
      {changes ? null : <p className="studio-hint">{t('studio_staff.read_only')}</p>}
      {can.invite ? <InviteForm roles={INVITABLE_ROLES} onDone={setStatus} /> : null}
      <StaffTable
        members={members}
        me={me}
        can={can}
        onAction={(intent, member) => {
          setStatus('');
          setOpen({ intent, member });
        }}
      />
      {open ? (
        <StaffDialog
          intent={open.intent}
          member={open.member}
          roles={INVITABLE_ROLES}
          onDone={setStatus}
          onClose={(opener) => {
            setOpen(null);
            // The row may be gone (removed): then the screen's heading takes the focus.
            if (opener?.isConnected) opener.focus();
            else heading.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
