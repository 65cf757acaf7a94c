import { useEffect, useState, type Dispatch } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { botCheckToken } from '../../lib/bot-check.ts';
import type { clientAction } from '../../routes/register.tsx';
import type {
  FieldErrors,
  Phase,
  RegistrationAction,
  RegistrationState,
} from './registration-state.ts';
import { paths } from '../../../core/site/paths.ts';

/** The short wait animation between a successful registration and pet registration. */
export const WELCOME_MS = 1200;

/**
 * The last step's work: a bot-check token for register_account, then the page's action
 * (decision 028) through a fetcher. Accepted: the welcome, then pet registration with the
 * page's query and `just_registered=1`. Refused: back to the first wrong step, or the message.
 */
export function useRegisterAccount(phase: Phase, dispatch: Dispatch<RegistrationAction>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<typeof clientAction>();

  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    // The fetcher posts the registration only (a step's answer is the page's, decision 085).
    const answer = fetcher.data && !('steps' in fetcher.data) ? fetcher.data : undefined;
    if (answer?.ok) dispatch({ type: 'registered' });
    else if (answer) {
      const errors: FieldErrors = {};
      for (const field of ['email', 'username', 'password'] as const) {
        if (answer.errors[field]) errors[field] = answer.errors[field];
      }
      const message = Object.keys(errors).length
        ? t('register.failed')
        : answer.message || t('register.failed');
      dispatch({ type: 'failed', errors, message });
    }
  }

  useEffect(() => {
    if (phase !== 'welcome') return;
    const query = new URLSearchParams(location.search);
    query.set('just_registered', '1');
    const timer = setTimeout(() => void navigate(`${paths.registerPet({})}?${query}`), WELCOME_MS);
    return () => clearTimeout(timer);
  }, [phase, location.search, navigate]);

  return async function register(values: RegistrationState['values'], subscribed: 0 | 1) {
    dispatch({ type: 'submit' });
    let token: string;
    try {
      token = await botCheckToken('register_account');
    } catch {
      dispatch({ type: 'failed', errors: {}, message: t('register.failed') });
      return;
    }
    await fetcher.submit({ ...values, subscribed: String(subscribed), token }, { method: 'post' });
  };
}
