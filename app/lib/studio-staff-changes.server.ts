import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { translator } from '../../core/site/messages.ts';
import { INVITABLE_ROLES, type StudioAction } from '../../core/studio/permissions.ts';
import { fieldErrorsOf, invitationSchema } from '../../core/studio/staff-rules.ts';
import { emailSchema } from '../../core/accounts/account-rules.ts';
import { failed, fieldMessages, parseForm, refused } from './form-action.ts';
import { studioStaff } from './studio-staff.server.ts';

/** The changes the staff screen posts, by `intent`, and the action each needs (decision 032). */
export const STAFF_INTENTS = {
  invite: 'staff.invite',
  'invite-profile': 'staff.invite',
  role: 'staff.role.change',
  'medical-grant': 'staff.role.change',
  'medical-revoke': 'staff.role.change',
  remove: 'staff.remove',
  reset: 'staff.second_factor.reset',
  ownership: 'ownership.transfer',
} as const satisfies Record<string, StudioAction>;

export type StaffIntent = keyof typeof STAFF_INTENTS;

const isIntent = (value: string): value is StaffIntent => value in STAFF_INTENTS;

/** Loose on purpose: each service's rules give the field messages. */
const staffForm = z.object({
  intent: z.string().max(50),
  id_staff: z.string().max(20).optional(),
  email: z.string().max(1000).optional(),
  role: z.string().max(50).optional(),
  password: z.string().max(1000).optional(),
});

/** `t` that also fills the catalog's `{{name}}` placeholders. */
export const withValues =
  (translate: (key: string) => string) =>
  (key: string, values: Record<string, string> = {}) =>
    translate(key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

const ERROR_KEYS: Record<string, { status: number; key: string }> = {
  staff_not_found: { status: 404, key: 'studio.staff_not_found' },
  owner_fixed: { status: 409, key: 'studio.owner_fixed' },
  not_self: { status: 409, key: 'studio.not_self' },
  not_enrolled: { status: 409, key: 'studio.not_enrolled' },
  already_staff: { status: 409, key: 'studio.already_staff' },
  not_profile_only: { status: 409, key: 'studio_staff.not_profile_only' },
};

/**
 * The staff screen's action (decision 028 and 037): the same services, permission table, rate
 * limits and re-authentication as `/api/studio/staff/*`. Answers `{ ok, intent, message }`.
 */
export async function changeStaff(request: Request, context: AppLoadContext) {
  const t = withValues(translator(context.services.messages));
  const staff = await studioStaff(request, context, 'staff');
  const form = await parseForm(request, staffForm, t);
  if (!form.ok) return form.answer;
  const { intent } = form.data;
  if (!isIntent(intent)) return failed(t('api_errors.bad_request'), 400);
  if (!staff.can(STAFF_INTENTS[intent])) return failed(t('studio.forbidden'), 403);
  const studio = context.services.studio;
  const values = form.values;
  const done = (message: string) => data({ ok: true as const, intent, message });

  // Every change takes the actor's password again, counted as the API counts them.
  const confirmed = async () => {
    const limited = await context.actions.reauth.check(staff.member.idStaff);
    if (limited) return refused(limited, values);
    if (!(await studio.confirmPassword(staff.member.idStaff, form.data.password ?? ''))) {
      await context.actions.reauth.failed(staff.member.idStaff);
      return failed(t('account.fix_fields'), 403, values, { password: t('studio.reauth_failed') });
    }
    return null;
  };

  if (intent === 'invite') {
    const fields = fieldErrorsOf(invitationSchema, form.data);
    if (!fields.ok)
      return failed(t('account.fix_fields'), 422, values, fieldMessages(fields.errors, t));
    const refusal = await confirmed();
    if (refusal) return refusal;
    const result = await studio.invite(staff.member, fields.value);
    if (!result.ok)
      return failed(t('account.fix_fields'), 409, values, { email: t('studio.already_staff') });
    return done(t('studio_staff.invited', { email: fields.value.email }));
  }

  const idStaff = Number.parseInt(form.data.id_staff ?? '', 10);
  const target = Number.isSafeInteger(idStaff)
    ? (await studio.list()).find((member) => member.idStaff === idStaff)
    : undefined;
  if (!target) return failed(t('studio.staff_not_found'), 404);
  const name = target.displayName;
  const answer = (result: { ok: true } | { ok: false; error: string }, message: string) => {
    if (result.ok) return done(message);
    const error = ERROR_KEYS[result.error] ?? { status: 409, key: 'studio.forbidden' };
    return failed(t(error.key), error.status, values);
  };

  if (intent === 'invite-profile') {
    const email = emailSchema.safeParse(form.data.email ?? '');
    if (!email.success)
      return failed(t('account.fix_fields'), 422, values, { email: t('account.invalid_email') });
    const refusal = await confirmed();
    if (refusal) return refusal;
    const result = await studio.inviteProfile(staff.member, { idStaff, email: email.data });
    return answer(result, t('studio_staff.invited', { email: email.data }));
  }

  const role = z.enum(INVITABLE_ROLES).safeParse(form.data.role);
  if (intent === 'role' && !role.success)
    return failed(t('account.fix_fields'), 422, values, { role: t('studio.invalid_role') });
  const refusal = await confirmed();
  if (refusal) return refusal;
  const actor = staff.member;
  switch (intent) {
    case 'role': {
      const newRole = role.data!;
      return answer(
        await studio.changeRole(actor, idStaff, newRole),
        t('studio_staff.done_role', { name, role: t(`studio.roles.${newRole}`) }),
      );
    }
    case 'medical-grant':
    case 'medical-revoke': {
      const grant = intent === 'medical-grant';
      return answer(
        await studio.setMedicalReviewer(actor, idStaff, grant),
        t(grant ? 'studio_staff.done_medical_grant' : 'studio_staff.done_medical_revoke', {
          name,
        }),
      );
    }
    case 'remove':
      return answer(await studio.remove(actor, idStaff), t('studio_staff.done_remove', { name }));
    case 'reset':
      return answer(
        await studio.resetSecondFactor(actor, idStaff),
        t('studio_staff.done_reset', { name }),
      );
    case 'ownership':
      return answer(
        await studio.transferOwnership(actor, idStaff),
        t('studio_staff.done_ownership', { name }),
      );
  }
}
