import type { Messages } from '../../core/site/messages.ts';
import { translator } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';

/** Message keys per field, as the services report what is wrong with a form. */
type FieldErrors = Partial<Record<string, string[]>>;

/** The API's words in the site's language: `t(key)`, and a form's field errors as a 422. */
export function apiMessages(messages: Messages) {
  const t = translator(messages);
  /** Each field's message keys, translated. */
  const fieldErrors = (errors: FieldErrors) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, keys = []]) => [field, keys.map((key) => t(key))]),
    );
  /** The 422 of a form with field errors, under a message saying to fix them. */
  const invalid = (errors: FieldErrors, messageKey = 'account.fix_fields') =>
    new HttpError(422, t(messageKey), fieldErrors(errors));
  return { t, fieldErrors, invalid };
}

export type ApiMessages = ReturnType<typeof apiMessages>;
