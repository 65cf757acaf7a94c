import { useTranslation } from '../../../lib/i18n.tsx';
import type { StaffRole } from '../../../../core/studio/permissions.ts';
import type { DialogIntent } from './staff-dialog.tsx';
import { StudioTable } from '../studio-table.tsx';

/** A staff member as the staff screen lists them. */
export interface StaffRow {
  idStaff: number;
  name: string;
  email: string;
  role: StaffRole;
  medicalReviewer: boolean;
  enrolled: boolean;
  profileOnly: boolean;
  lastSignIn: { iso: string; text: string } | null;
}

interface Can {
  invite: boolean;
  role: boolean;
  remove: boolean;
  reset: boolean;
  ownership: boolean;
}

/** The changes the signed-in member may make to one row (the services check them again). */
export function actionsFor(member: StaffRow, me: number, can: Can): DialogIntent[] {
  if (member.idStaff === me || member.role === 'owner') return [];
  const actions: DialogIntent[] = [];
  if (member.profileOnly && can.invite) actions.push('invite-profile');
  if (can.role) actions.push('role', member.medicalReviewer ? 'medical-revoke' : 'medical-grant');
  if (can.reset && member.enrolled) actions.push('reset');
  if (can.ownership && member.enrolled && !member.profileOnly) actions.push('ownership');
  if (can.remove) actions.push('remove');
  return actions;
}

/** The staff list: who, role, medical reviewer, second factor, last sign-in, and the changes. */
export function StaffTable({
  members,
  me,
  can,
  onAction,
}: {
  members: StaffRow[];
  me: number;
  can: Can;
  onAction: (intent: DialogIntent, member: StaffRow) => void;
}) {
  const { t } = useTranslation();
  const withActions = can.invite || can.role || can.remove || can.reset || can.ownership;
  return (
    <StudioTable
      caption={t('studio_staff.table_caption')}
      cards={{ id: 'staff-table-caption' }}
      columns={[
        t('studio_staff.col_name'),
        t('studio_staff.col_role'),
        t('studio_staff.col_medical'),
        t('studio_staff.col_enrolled'),
        t('studio_staff.col_last_sign_in'),
        ...(withActions ? [t('studio_staff.col_actions')] : []),
      ]}
      rows={members}
      row={(member) => {
        const actions = actionsFor(member, me, can);
        return (
          <tr key={member.idStaff} data-testid={`staff-${member.idStaff}`}>
            <th scope="row">
              <span className="studio-table__name">{member.name}</span>
              {member.idStaff === me ? ` ${t('studio_staff.you')}` : null}
              <br />
              <span className="studio-table__email">{member.email}</span>
              {member.profileOnly ? (
                <>
                  <br />
                  <span className="studio-badge">{t('studio_staff.profile_only')}</span>
                </>
              ) : null}
            </th>
            <td data-label={t('studio_staff.col_role')}>{t(`studio.roles.${member.role}`)}</td>
            <td data-label={t('studio_staff.col_medical')}>
              {member.medicalReviewer ? t('studio_staff.yes') : t('studio_staff.no')}
            </td>
            <td data-label={t('studio_staff.col_enrolled')}>
              {member.enrolled ? t('studio_staff.enrolled') : t('studio_staff.not_enrolled')}
            </td>
            <td data-label={t('studio_staff.col_last_sign_in')}>
              {member.lastSignIn ? (
                <time dateTime={member.lastSignIn.iso}>{member.lastSignIn.text}</time>
              ) : (
                t('studio_staff.not_known')
              )}
            </td>
            {withActions ? (
              <td className="studio-table__actions">
                {actions.length ? (
                  <ul
                    className="studio-row-actions"
                    aria-label={t('studio_staff.actions_for', { name: member.name })}
                  >
                    {actions.map((intent) => (
                      <li key={intent}>
                        <button
                          type="button"
                          className={
                            intent === 'remove'
                              ? 'button button--small button--danger'
                              : 'button button--small button--ghost'
                          }
                          onClick={() => onAction(intent, member)}
                          aria-label={t(`studio_staff.action_${intent.replaceAll('-', '_')}_for`, {
                            name: member.name,
                          })}
                        >
                          {t(`studio_staff.action_${intent.replaceAll('-', '_')}`)}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            ) : null}
          </tr>
        );
      }}
    />
  );
}
