import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { emailSchema, isValidPassword } from '../../../core/accounts/account-rules.ts';
import { postJson } from '../../lib/api.ts';
import { useGuestsOnly } from '../../lib/route-guards.ts';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';
import {
  checkFailure,
  ruleError,
  useEmailFormatCheck,
  useUsernameCheck,
} from './use-field-checks.ts';
import { useLater } from './use-later.ts';
import { useRegisterAccount } from './use-register-account.ts';
import { useActionData } from 'react-router';
import type { action } from '../../routes/register.tsx';
import { registrationFromPost, registrationReducer, type Step } from './registration-state.ts';

/** The newsletter choice completes after 100 ms. */
export const CHOICE_DELAY_MS = 100;

/** What takes the focus in each step. */
export const FOCUS_ID: Record<Step, string> = {
  1: 'register-email',
  2: 'register-username',
  3: 'register-password',
  4: 'register-subscribe-yes',
};
const focusStep = (step: Step) => document.getElementById(FOCUS_ID[step])?.focus();

/**
 * The registration steps' behaviour: the state (registration-state.ts), the checks as the
 * visitor types and each step's submit; the final registration is use-register-account.ts.
 */
export function useRegistration() {
  const { t } = useTranslation();
  const later = useLater();
  // A step posted before the scripts came back as the page's action data (decision 085).
  const answer = useActionData<typeof action>();
  const posted = answer && 'steps' in answer ? answer.steps : undefined;
  const [state, dispatch] = useReducer(registrationReducer, posted, registrationFromPost);
  const { values, completed, current, phase, checking } = state;

  // Registration in progress: the member it creates is not sent away.
  useGuestsOnly(phase !== 'form');
  useLeaveWarning(
    phase === 'form' && (values.email !== '' || values.password !== ''),
    t('register.leave_warning'),
  );

  const firstRender = useRef(true);
  // Focus goes to each new step's input (not on the first render: the page's own focus rules).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // Back from a step posted before the scripts: on with the step it opened.
      if (posted) focusStep(current);
      return;
    }
    if (phase === 'form') focusStep(current);
  }, [current, phase]);

  const register = useRegisterAccount(phase, dispatch);
  useEmailFormatCheck(values.email, completed[1], dispatch);
  const username = useUsernameCheck(values.username, completed[2], dispatch);

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (current !== 1 || checking) return;
    const key = ruleError(emailSchema, values.email);
    if (key) {
      dispatch({ type: 'error', field: 'email', message: t(key) });
      focusStep(1);
      return;
    }
    dispatch({ type: 'checking', field: 'email' });
    try {
      await postJson('/api/auth/validate/email', { email: values.email });
      dispatch({ type: 'error', field: 'email', message: null });
      dispatch({ type: 'complete', step: 1 });
    } catch (error) {
      const message = checkFailure(error, 'email', t('register.check_failed'));
      dispatch({ type: 'error', field: 'email', message });
      focusStep(1);
    } finally {
      dispatch({ type: 'checking', field: null });
    }
  }

  async function submitUsername(event: FormEvent) {
    event.preventDefault();
    if (current !== 2 || checking) return;
    dispatch({ type: 'checking', field: 'username' });
    const value = values.username;
    const message = await username.check(value);
    dispatch({ type: 'checking', field: null });
    if (!username.isLatest(value)) return;
    dispatch({ type: 'error', field: 'username', message });
    if (message) focusStep(2);
    else dispatch({ type: 'complete', step: 2 });
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (current !== 3) return;
    if (!isValidPassword(values.password)) {
      dispatch({ type: 'error', field: 'password', message: t('account.invalid_password') });
      focusStep(3);
      return;
    }
    dispatch({ type: 'error', field: 'password', message: null });
    dispatch({ type: 'complete', step: 3 });
  }

  function choose(value: 0 | 1) {
    if (phase !== 'form' || completed[4] || state.subscribed !== null) return;
    dispatch({ type: 'choose', value });
    later(() => void register(values, value), CHOICE_DELAY_MS);
  }

  return { state, dispatch, submitEmail, submitUsername, submitPassword, choose };
}
