import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useFetcher } from 'react-router';
import type { StaffRole } from '../../../../core/studio/permissions.ts';
import type { clientAction } from '../../../routes/studio/staff.tsx';
import { ConfirmPasswordField } from './confirm-password-field.tsx';
import { fieldAttributes, FieldError, FormAlert } from '../../form-feedback.tsx';

/**
 * Invite someone by e-mail with a role (never owner), with one's password again: the
 * staff screen's action queues the message through the outbox, as POST
 * /api/studio/staff/invitations does.
 */
export function InviteForm({
  roles,
  onDone,
}: {
  roles: readonly Exclude<StaffRole, 'owner'>[];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof clientAction>({ key: 'staff-invite' });
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  const failure = answer && !answer.ok ? answer : undefined;
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && answer?.ok) {
      onDone(answer.message);
      form.current?.reset();
    }
  }, [fetcher.state, answer, onDone]);
  return (
    <section className="studio-staff__invite" aria-labelledby="staff-invite-heading">
      <h2 id="staff-invite-heading">{t('studio_staff.invite_heading')}</h2>
      <fetcher.Form
        ref={form}
        method="post"
        className="studio-form studio-staff__invite-form"
        noValidate
        aria-busy={busy}
      >
        <input type="hidden" name="intent" value="invite" />
        <div className="studio-field">
          <label htmlFor="staff-invite-email">{t('studio_staff.invite_email')}</label>
          <input
            type="email"
            autoComplete="off"
            required
            defaultValue={failure?.values?.email ?? ''}
            {...fieldAttributes(failure, 'staff-invite-email', 'email')}
          />
          <FieldError answer={failure} id="staff-invite-email" field="email" />
        </div>
        <div className="studio-field">
          <label htmlFor="staff-invite-role">{t('studio_staff.invite_role')}</label>
          <select
            defaultValue="contributor"
            {...fieldAttributes(failure, 'staff-invite-role', 'role')}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`studio.roles.${role}`)}
              </option>
            ))}
          </select>
          <FieldError answer={failure} id="staff-invite-role" field="role" />
        </div>
        <ConfirmPasswordField answer={failure} prefix="staff-invite" />
        <FormAlert
          answer={failure}
          id="staff-invite-alert"
          unreachable={t('studio_staff.unreachable')}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('studio_staff.working') : t('studio_staff.invite_submit')}
        </button>
      </fetcher.Form>
    </section>
  );
}
