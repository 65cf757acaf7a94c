import { redirect, type AppLoadContext } from 'react-router';
import { studioPaths } from '../../core/site/studio-paths.ts';
import { translator } from '../../core/site/messages.ts';
import {
  displayNameSchema,
  fieldErrorsOf,
  staffAccountSchema,
  staffPasswordSchema,
} from '../../core/studio/staff-rules.ts';
import { z } from 'zod';
import { failed, fieldMessages, parseForm, refused } from './form-action.ts';
import { accountForm } from './studio-forms.ts';

const acceptSchema = z.object({ name: displayNameSchema, password: staffPasswordSchema });

/**
 * A new staff account from a link (decision 034), as POST /api/studio/setup and
 * /api/studio/invitations/accept make it (server/api/studio/accounts.ts): the same limit, rules
 * and services; then the enrolment of the second factor. The token comes back with a failure, so
 * a form posted without scripts (the fragment is not posted again) can be sent once more.
 */
export async function accountAction(
  request: Request,
  context: AppLoadContext,
  kind: 'setup' | 'invitation',
) {
  const t = translator(context.services.messages);
  const form = await parseForm(request, accountForm, t);
  if (!form.ok) return form.answer;
  const limited = await context.actions.limit('studioToken');
  if (limited) return refused(limited, form.values);
  const token = form.data.token?.trim() ?? '';
  if (!token) return failed(t('studio.invalid_token'), 410, form.values);
  const input = {
    email: form.data.email ?? '',
    name: form.data.name ?? '',
    password: form.data.password ?? '',
  };
  const invalid = (errors: Record<string, string[]>) =>
    failed(t('account.fix_fields'), 400, form.values, fieldMessages(errors, t));
  let result;
  if (kind === 'setup') {
    const fields = fieldErrorsOf(staffAccountSchema, input);
    if (!fields.ok) return invalid(fields.errors);
    result = await context.services.studio.createOwner({ ...fields.value, token });
  } else {
    const fields = fieldErrorsOf(acceptSchema, input);
    if (!fields.ok) return invalid(fields.errors);
    result = await context.services.studio.acceptInvitation({ ...fields.value, token });
  }
  if (!result.ok) {
    const status = result.error === 'invalid_token' ? 410 : 409;
    return failed(t(`studio.${result.error}`), status, form.values);
  }
  const step = await context.services.studio.beginSecondFactor(
    result.row,
    request.headers.get('user-agent') ?? undefined,
  );
  await context.studio.setToken(step.token);
  return redirect(
    step.step === 'enrol' ? studioPaths.studioEnrol({}) : studioPaths.studioSignIn({}),
  );
}
