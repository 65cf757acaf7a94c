import { data, redirect, type AppLoadContext } from 'react-router';
import { studioPaths } from '../../core/site/studio-paths.ts';
import { z } from 'zod';
import { translator } from '../../core/site/messages.ts';
import { staffPasswordChangeSchema, staffProfileSchema } from '../../core/studio/profile-rules.ts';
import { fieldErrorsOf } from '../../core/studio/staff-rules.ts';
import { failed, fieldMessages, parseForm, refused } from './form-action.ts';
import { studioStaff } from './studio-staff.server.ts';

/** The profile screen's forms, told apart by `intent`. */
export const PROFILE_INTENTS = [
  'profile',
  'picture',
  'password',
  'replace-authenticator',
  'recovery-codes',
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** A picture just under 5 MB and the form around it (the API's multipart limits). */
const MAX_PICTURE_FORM = 5 * 1024 * 1024 + 64 * 1024;

const profileForm = z.object({
  intent: z.string().max(50),
  display_name: z.string().max(1000).optional(),
  credentials: z.string().max(10_000).optional(),
  author_name: z.string().max(1000).optional(),
  occupation: z.string().max(10_000).optional(),
  biography: z.string().max(20_000).optional(),
  current_password: z.string().max(1000).optional(),
  new_password: z.string().max(1000).optional(),
});

/**
 * The profile screen's action (decision 037): one's own profile, byline picture and password,
 * through the services, limits and rules of `/api/studio/profile*`. Works without scripts.
 */
export async function changeProfile(request: Request, context: AppLoadContext) {
  const t = translator(context.services.messages);
  const staff = await studioStaff(request, context, 'profile');
  const idStaff = staff.member.idStaff;
  const studio = context.services.studio;
  const isPicture = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  if (isPicture) {
    const limited = await context.actions.limit('upload');
    if (limited) return refused(limited, { intent: 'picture' });
  }
  const form = await parseForm(
    request,
    profileForm,
    t,
    isPicture ? { maxBytes: MAX_PICTURE_FORM } : undefined,
  );
  if (!form.ok) return form.answer;
  const values = form.values;
  const invalid = (errors: Partial<Record<string, string[]>>, message = 'account.fix_fields') =>
    failed(t(message), 422, values, fieldMessages(errors, t));
  const done = (intent: ProfileIntent, message: string) =>
    data({ ok: true as const, intent, message });

  switch (form.data.intent) {
    case 'profile': {
      const fields = fieldErrorsOf(staffProfileSchema, form.data);
      if (!fields.ok) return invalid(fields.errors);
      await studio.saveProfile(idStaff, fields.value);
      return done('profile', t('studio_staff.profile_saved'));
    }
    case 'picture': {
      const file = form.files.picture;
      if (!file || file.size === 0)
        return invalid({ picture: ['studio_staff.errors.picture_missing'] });
      const result = await studio.setProfilePicture(idStaff, Buffer.from(await file.arrayBuffer()));
      if (!result?.ok) return invalid({ picture: ['studio_staff.errors.picture_invalid'] });
      return done('picture', t('studio_staff.picture_saved'));
    }
    case 'password': {
      const limited = await context.actions.reauth.check(idStaff);
      if (limited) return refused(limited, values);
      const fields = fieldErrorsOf(staffPasswordChangeSchema, form.data);
      if (!fields.ok) return invalid(fields.errors);
      const result = await studio.changePassword(idStaff, {
        current: fields.value.current_password,
        next: fields.value.new_password,
      });
      if (!result.ok) {
        await context.actions.reauth.failed(idStaff);
        return failed(t('account.fix_fields'), 403, values, {
          current_password: t('studio.reauth_failed'),
        });
      }
      // Every session ended with the change, as members' do; this one goes on under a new token.
      const token = await studio.renewSession(idStaff);
      if (token) await context.studio.setToken(token);
      return done('password', t('studio_staff.password_changed'));
    }
    // One's own second factor (decision 040), each after the password, as the API's routes.
    case 'replace-authenticator':
    case 'recovery-codes': {
      const limited = await context.actions.reauth.check(idStaff);
      if (limited) return refused(limited, values);
      const password = form.data.current_password ?? '';
      if (!password)
        return failed(t('account.fix_fields'), 400, values, {
          current_password: t('studio_staff.errors.current_password_required'),
        });
      const wrong = async () => {
        await context.actions.reauth.failed(idStaff);
        return failed(t('account.fix_fields'), 403, values, {
          current_password: t('studio.reauth_failed'),
        });
      };
      if (form.data.intent === 'recovery-codes') {
        const renewed = await studio.renewRecoveryCodes(idStaff, password);
        if (!renewed.ok)
          return renewed.error === 'wrong_password'
            ? wrong()
            : failed(t('studio_security.not_enrolled'), 409, values);
        // Shown once, in this answer: never in a redirect's URL, never stored.
        return data({
          ok: true as const,
          intent: 'recovery-codes' as const,
          message: t('studio_security.codes_renewed'),
          recoveryCodes: renewed.recoveryCodes,
        });
      }
      const session = await context.studio.signedIn();
      if (!session) return failed(t('studio.not_signed_in'), 401, values);
      const begun = await studio.beginReplacement(idStaff, session.token, password);
      if (!begun.ok)
        return begun.error === 'wrong_password'
          ? wrong()
          : failed(t('studio_security.not_enrolled'), 409, values);
      return redirect(studioPaths.studioAuthenticator({}));
    }
    default:
      return failed(t('api_errors.bad_request'), 400);
  }
}
