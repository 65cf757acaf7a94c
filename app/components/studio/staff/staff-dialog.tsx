import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useFetcher } from 'react-router';
import type { StaffRole } from '../../../../core/studio/permissions.ts';
import type { clientAction } from '../../../routes/studio/staff.tsx';
import { ConfirmPasswordField } from './confirm-password-field.tsx';
import { fieldAttributes, FieldError, FormAlert } from '../../form-feedback.tsx';
import type { StaffRow } from './staff-table.tsx';

/** The changes of one staff member that a dialog confirms. */
export type DialogIntent =
  'role' | 'medical-grant' | 'medical-revoke' | 'remove' | 'reset' | 'ownership' | 'invite-profile';

/**
 * A change to one staff member, confirmed in a modal dialog (the native `<dialog>`: focus stays
 * inside, Escape closes it, focus goes back to the button that opened it): the new role or the
 * address to invite, and the signed-in member's password again (decision 031). Posted to the
 * staff screen's action; its refusal stays in the dialog, next to the field to fix.
 */
export function StaffDialog({
  intent,
  member,
  roles,
  onDone,
  onClose,
}: {
  intent: DialogIntent;
  member: StaffRow;
  roles: readonly Exclude<StaffRole, 'owner'>[];
  onDone: (message: string) => void;
  /** Called once closed, with the element that had the focus when it opened. */
  onClose: (opener: HTMLElement | null) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof clientAction>();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const key = intent.replaceAll('-', '_');
  const answer = fetcher.data;
  const failure = answer && !answer.ok ? answer : undefined;
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    opener.current = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    if (fetcher.state === 'idle' && answer?.ok) {
      onDone(answer.message);
      dialog.current?.close();
    }
  }, [fetcher.state, answer, onDone]);

  const textId = `staff-dialog-text`;
  return (
    <dialog
      ref={dialog}
      className="studio-dialog"
      aria-labelledby="staff-dialog-title"
      aria-describedby={textId}
      onClose={() => onClose(opener.current)}
    >
      <fetcher.Form method="post" className="studio-form" noValidate aria-busy={busy}>
        <h2 id="staff-dialog-title">
          {t(`studio_staff.dialog_${key}_title`, { name: member.name })}
        </h2>
        <p id={textId}>{t(`studio_staff.dialog_${key}_text`, { name: member.name })}</p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id_staff" value={member.idStaff} />
        {intent === 'role' ? (
          <>
            <label htmlFor="staff-dialog-role">{t('studio_staff.new_role')}</label>
            <select
              defaultValue={member.role === 'owner' ? 'admin' : member.role}
              {...fieldAttributes(failure, 'staff-dialog-role', 'role')}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`studio.roles.${role}`)}
                </option>
              ))}
            </select>
            <FieldError answer={failure} id="staff-dialog-role" field="role" />
          </>
        ) : null}
        {intent === 'invite-profile' ? (
          <>
            <label htmlFor="staff-dialog-email">{t('studio_staff.invite_email')}</label>
            <input
              type="email"
              autoComplete="off"
              required
              {...fieldAttributes(failure, 'staff-dialog-email', 'email')}
            />
            <FieldError answer={failure} id="staff-dialog-email" field="email" />
          </>
        ) : null}
        <ConfirmPasswordField answer={failure} prefix="staff-dialog" />
        <FormAlert
          answer={failure}
          id="staff-dialog-alert"
          unreachable={t('studio_staff.unreachable')}
        />
        <div className="studio-actions">
          <button
            type="submit"
            className={intent === 'remove' ? 'button button--danger' : 'button'}
            disabled={busy}
          >
            {busy ? t('studio_staff.working') : t(`studio_staff.confirm_${key}`)}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dialog.current?.close()}
          >
            {t('studio_staff.cancel')}
          </button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
