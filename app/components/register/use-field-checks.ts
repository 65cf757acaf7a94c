import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { emailSchema, usernameSchema } from '../../../core/accounts/account-rules.ts';
import { ApiError, postJson } from '../../lib/api.ts';
import type { Field, RegistrationAction } from './registration-state.ts';

/** Debounce of the e-mail and username checks. */
export const EMAIL_DEBOUNCE_MS = 10;
export const USERNAME_DEBOUNCE_MS = 500;

/** The first message of a zod rule from account-rules (a catalog key), or null. */
export function ruleError(schema: typeof emailSchema | typeof usernameSchema, value: string) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** What a refused check says about its field: the server's words, or that it could not check. */
export function checkFailure(error: unknown, field: Field, failed: string): string {
  if (!(error instanceof ApiError)) return failed;
  return error.errors[field]?.[0] ?? (error.status === 429 ? error.message : failed);
}

/** The e-mail's format, checked 10 ms after each change while its step is open. */
export function useEmailFormatCheck(
  email: string,
  done: boolean,
  dispatch: Dispatch<RegistrationAction>,
) {
  const { t } = useTranslation();
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => {
      const key = email === '' ? null : ruleError(emailSchema, email);
      dispatch({ type: 'error', field: 'email', message: key ? t(key) : null });
    }, EMAIL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email, done, dispatch, t]);
}

/**
 * The username's format and then the server, 500 ms after typing stops. Returns the check
 * itself (the step's button asks it too); answers are remembered per name, failures are not.
 */
export function useUsernameCheck(
  username: string,
  done: boolean,
  dispatch: Dispatch<RegistrationAction>,
) {
  const { t } = useTranslation();
  const answers = useRef(new Map<string, Promise<string | null>>());
  const latest = useRef(username);
  latest.current = username;

  const check = useCallback(
    (value: string): Promise<string | null> => {
      const key = ruleError(usernameSchema, value);
      if (key) return Promise.resolve(t(key));
      const known = answers.current.get(value);
      if (known) return known;
      const answer = postJson('/api/auth/validate/username', { username: value }).then(
        () => null,
        (error: unknown) => {
          // A failed call is not an answer: ask again next time.
          answers.current.delete(value);
          return checkFailure(error, 'username', t('register.check_failed'));
        },
      );
      answers.current.set(value, answer);
      return answer;
    },
    [t],
  );

  useEffect(() => {
    if (done || username === '') return;
    const timer = setTimeout(() => {
      void check(username).then((message) => {
        if (latest.current === username) dispatch({ type: 'error', field: 'username', message });
      });
    }, USERNAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [username, done, check, dispatch]);

  /** Whether `value` is still what the visitor has typed (an older answer is ignored). */
  const isLatest = useCallback((value: string) => latest.current === value, []);
  return { check, isLatest };
}
