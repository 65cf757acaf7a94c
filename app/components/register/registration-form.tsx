import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  emailSchema,
  isValidPassword,
  usernameSchema,
} from '../../../core/accounts/account-rules.ts';
import { ApiError, postJson } from '../../lib/api.ts';
import { botCheckToken } from '../../lib/bot-check.ts';
import { useGuestsOnly } from '../../lib/route-guards.ts';
import { useSession, type SessionMember } from '../../lib/session.tsx';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';

/** Debounce of the e-mail and username checks; the newsletter choice completes after 100 ms. */
export const EMAIL_DEBOUNCE_MS = 10;
export const USERNAME_DEBOUNCE_MS = 500;
export const CHOICE_DELAY_MS = 100;
/** The short wait animation between a successful registration and pet registration. */
export const WELCOME_MS = 1200;

type Step = 1 | 2 | 3 | 4;
type Phase = 'form' | 'loading' | 'welcome';
type Field = 'email' | 'username' | 'password';
const STEP_OF: Record<Field, Step> = { email: 1, username: 2, password: 3 };
const NONE_COMPLETED: Record<Step, boolean> = { 1: false, 2: false, 3: false, 4: false };
/** What takes the focus in each step. */
const FOCUS_ID: Record<Step, string> = {
  1: 'register-email',
  2: 'register-username',
  3: 'register-password',
  4: 'register-subscribe-yes',
};
const focusStep = (step: Step) => document.getElementById(FOCUS_ID[step])?.focus();

/** The first message of a zod rule from account-rules (a catalog key), or null. */
function ruleError(schema: typeof emailSchema | typeof usernameSchema, value: string) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The four registration steps: e-mail, username, password and the
 * newsletter choice, shown progressively; completed inputs are read-only and earlier steps can
 * be reopened by clicking them until the password step is done. The last choice submits.
 */
export function RegistrationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { markLoggedIn } = useSession();

  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [subscribed, setSubscribed] = useState<0 | 1 | null>(null);
  const [completed, setCompleted] = useState(NONE_COMPLETED);
  const [current, setCurrent] = useState<Step>(1);
  const [reached, setReached] = useState<Step>(1);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState<Field | null>(null);
  const [phase, setPhase] = useState<Phase>('form');

  const setError = useCallback(
    (field: Field, message: string | null) =>
      setErrors((all) => {
        if ((all[field] ?? null) === message) return all;
        const next = { ...all };
        if (message) next[field] = message;
        else delete next[field];
        return next;
      }),
    [],
  );

  // Registration in progress: the member it creates is not sent away.
  useGuestsOnly(phase !== 'form');
  useLeaveWarning(
    phase === 'form' && (email !== '' || password !== ''),
    t('register.leave_warning'),
  );

  // Completed steps are locked once past step 3 (the password).
  const locked = current === 4 && completed[3];

  const firstRender = useRef(true);
  // Focus goes to each new step's input (not on the first render: the page's own focus rules).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (phase === 'form') focusStep(current);
  }, [current, phase]);

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // E-mail: its format, 10 ms after each change.
  const emailDone = completed[1];
  useEffect(() => {
    if (emailDone) return;
    const timer = setTimeout(() => {
      const key = email === '' ? null : ruleError(emailSchema, email);
      setError('email', key ? t(key) : null);
    }, EMAIL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email, emailDone, setError, t]);

  // Username: its format and then the server, 500 ms after typing stops.
  const usernameChecks = useRef(new Map<string, Promise<string | null>>());
  const latestUsername = useRef(username);
  latestUsername.current = username;
  const checkUsername = useCallback(
    (value: string): Promise<string | null> => {
      const key = ruleError(usernameSchema, value);
      if (key) return Promise.resolve(t(key));
      const known = usernameChecks.current.get(value);
      if (known) return known;
      const check = postJson('/api/auth/validate/username', { username: value }).then(
        () => null,
        (error: unknown) => {
          // A failed call is not an answer: ask again next time.
          usernameChecks.current.delete(value);
          if (error instanceof ApiError) {
            return (
              error.errors.username?.[0] ??
              (error.status === 429 ? error.message : t('register.check_failed'))
            );
          }
          return t('register.check_failed');
        },
      );
      usernameChecks.current.set(value, check);
      return check;
    },
    [t],
  );
  const usernameDone = completed[2];
  useEffect(() => {
    if (usernameDone || username === '') return;
    const timer = setTimeout(() => {
      void checkUsername(username).then((message) => {
        if (latestUsername.current === username) setError('username', message);
      });
    }, USERNAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [username, usernameDone, checkUsername, setError]);

  function complete(step: Step) {
    const done = { ...completed, [step]: true };
    setCompleted(done);
    // On to the first step after this one that is not done (earlier answers are kept).
    const next = ([2, 3, 4] as const).find((n) => n > step && !done[n]) ?? 4;
    setCurrent(next);
    setReached((r) => (next > r ? next : r));
  }

  function reopen(step: Step) {
    if (phase !== 'form' || locked || !completed[step] || step === current) return;
    setCompleted((c) => ({ ...c, [step]: false }));
    setCurrent(step);
  }

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (current !== 1 || checking) return;
    const key = ruleError(emailSchema, email);
    if (key) {
      setError('email', t(key));
      focusStep(1);
      return;
    }
    setChecking('email');
    try {
      await postJson('/api/auth/validate/email', { email });
      setError('email', null);
      complete(1);
    } catch (error) {
      setError(
        'email',
        error instanceof ApiError
          ? (error.errors.email?.[0] ??
              (error.status === 429 ? error.message : t('register.check_failed')))
          : t('register.check_failed'),
      );
      focusStep(1);
    } finally {
      setChecking(null);
    }
  }

  async function submitUsername(event: FormEvent) {
    event.preventDefault();
    if (current !== 2 || checking) return;
    setChecking('username');
    const value = username;
    const message = await checkUsername(value);
    setChecking(null);
    if (latestUsername.current !== value) return;
    setError('username', message);
    if (message) focusStep(2);
    else complete(2);
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (current !== 3) return;
    if (!isValidPassword(password)) {
      setError('password', t('account.invalid_password'));
      focusStep(3);
      return;
    }
    setError('password', null);
    complete(3);
  }

  function choose(value: 0 | 1) {
    if (phase !== 'form' || completed[4] || subscribed !== null) return;
    setSubscribed(value);
    later(() => {
      setCompleted((c) => ({ ...c, 4: true }));
      void submit(value);
    }, CHOICE_DELAY_MS);
  }

  async function submit(choice: 0 | 1) {
    setPhase('loading');
    setFormError(null);
    try {
      const token = await botCheckToken('register_account');
      const member = await postJson<SessionMember>('/api/auth/register', {
        email,
        username,
        password,
        subscribed: choice,
        token,
      });
      setPhase('welcome');
      markLoggedIn(member);
      const query = new URLSearchParams(location.search);
      query.set('just_registered', '1');
      later(() => void navigate(`/register/pet?${query.toString()}`), WELCOME_MS);
    } catch (error) {
      // Loading stops and the visitor stays on the form, with what went wrong.
      setPhase('form');
      setSubscribed(null);
      const fields = error instanceof ApiError ? error.errors : {};
      const wrong = (['email', 'username', 'password'] as const).filter((f) => fields[f]?.length);
      if (wrong.length) {
        for (const field of wrong) setError(field, fields[field]![0]!);
        setCompleted((c) => {
          const next = { ...c, 4: false };
          for (const field of wrong) next[STEP_OF[field]] = false;
          return next;
        });
        setCurrent(STEP_OF[wrong[0]!]);
        setFormError(t('register.failed'));
      } else {
        setCompleted((c) => ({ ...c, 4: false }));
        setFormError(
          error instanceof ApiError && error.status !== 500 && error.status < 502
            ? error.message
            : t('register.failed'),
        );
      }
    }
  }

  if (phase === 'loading') {
    return (
      <div className="register-busy" role="status">
        <span className="register-busy__spinner" aria-hidden="true" />
        <p>{t('register.loading')}</p>
      </div>
    );
  }
  if (phase === 'welcome') {
    return (
      <div className="register-busy register-busy--welcome" role="status">
        <span className="register-busy__paw" aria-hidden="true">
          🐾
        </span>
        <p>{t('register.welcome')}</p>
      </div>
    );
  }

  const describedBy = (...ids: (string | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;
  const stepProps = (step: Step, title: string) => ({
    step,
    title,
    current: current === step,
    completed: completed[step],
    canReopen: completed[step] && !locked && current !== step,
    onReopen: () => reopen(step),
  });

  return (
    <>
      {formError ? (
        <p className="register__error" role="alert">
          {formError}
        </p>
      ) : null}
      <ol className="register-steps" aria-label={t('register.steps_label')}>
        <RegisterStep {...stepProps(1, t('register.step_email.title'))}>
          <form onSubmit={submitEmail} noValidate>
            <label htmlFor="register-email">{t('register.step_email.label')}</label>
            <input
              id="register-email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              readOnly={current !== 1 || checking === 'email'}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy(
                'register-email-hint',
                errors.email && 'register-email-error',
              )}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p id="register-email-hint" className="form-field__hint">
              {t('register.step_email.privacy_hint')}{' '}
              <Link to="/privacy-policy" target="_blank">
                {t('register.step_email.privacy_link')}
              </Link>
              .
            </p>
            {errors.email ? (
              <p id="register-email-error" className="form-field__error">
                {errors.email}
              </p>
            ) : null}
            {current !== 1 ? null : (
              <button type="submit" className="button" disabled={checking === 'email'}>
                {checking === 'email' ? t('register.checking') : t('register.step_email.next')}
              </button>
            )}
          </form>
        </RegisterStep>

        {reached >= 2 ? (
          <RegisterStep {...stepProps(2, t('register.step_username.title'))}>
            <form onSubmit={submitUsername} noValidate>
              <label htmlFor="register-username">{t('register.step_username.label')}</label>
              <input
                id="register-username"
                type="text"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={20}
                value={username}
                readOnly={current !== 2 || checking === 'username'}
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={describedBy(
                  'register-username-hint',
                  errors.username && 'register-username-error',
                )}
                onChange={(event) => {
                  setUsername(event.target.value);
                  // Checked again once typing stops; the old verdict no longer applies.
                  setError('username', null);
                }}
              />
              <p id="register-username-hint" className="form-field__hint">
                {t('register.step_username.hint')}
              </p>
              {errors.username ? (
                <p id="register-username-error" className="form-field__error">
                  {errors.username}
                </p>
              ) : null}
              {current !== 2 ? null : (
                <button type="submit" className="button" disabled={checking === 'username'}>
                  {checking === 'username'
                    ? t('register.checking')
                    : t('register.step_username.next')}
                </button>
              )}
            </form>
          </RegisterStep>
        ) : null}

        {reached >= 3 ? (
          <RegisterStep {...stepProps(3, t('register.step_password.title'))}>
            <form onSubmit={submitPassword} noValidate>
              <label htmlFor="register-password">{t('register.step_password.label')}</label>
              <input
                id="register-password"
                type="password"
                name="password"
                autoComplete="new-password"
                required
                value={password}
                readOnly={current !== 3}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy(
                  'register-password-tip',
                  errors.password && 'register-password-error',
                )}
                onChange={(event) => {
                  setPassword(event.target.value);
                  // Any edit clears the password's error.
                  setError('password', null);
                }}
              />
              <p id="register-password-tip" className="form-field__hint">
                {t('register.step_password.tip')}
              </p>
              {errors.password ? (
                <p id="register-password-error" className="form-field__error">
                  {errors.password}
                </p>
              ) : null}
              {current !== 3 ? null : (
                <button type="submit" className="button">
                  {t('register.step_password.next')}
                </button>
              )}
            </form>
          </RegisterStep>
        ) : null}

        {reached >= 4 ? (
          <RegisterStep {...stepProps(4, t('register.step_subscription.title'))}>
            <fieldset className="register-choice">
              <legend>{t('register.step_subscription.question')}</legend>
              <button
                id="register-subscribe-yes"
                type="button"
                className="button"
                aria-pressed={subscribed === 1}
                disabled={current !== 4}
                onClick={() => choose(1)}
              >
                {t('register.step_subscription.yes')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={subscribed === 0}
                disabled={current !== 4}
                onClick={() => choose(0)}
              >
                {t('register.step_subscription.no')}
              </button>
            </fieldset>
          </RegisterStep>
        ) : null}
      </ol>
    </>
  );
}

function RegisterStep({
  step,
  title,
  current,
  completed,
  canReopen,
  onReopen,
  children,
}: {
  step: Step;
  title: string;
  current: boolean;
  completed: boolean;
  canReopen: boolean;
  onReopen: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const state = current ? 'current' : completed ? 'completed' : 'pending';
  const label = (
    <>
      <span className="register-step__number">{t('register.step_number', { number: step })}</span>{' '}
      <span className="register-step__name">{title}</span>
    </>
  );
  return (
    <li
      className={`register-step register-step--${state}`}
      aria-current={current ? 'step' : undefined}
      data-step={step}
    >
      <h2 className="register-step__title">
        {canReopen ? (
          <button type="button" className="register-step__reopen" onClick={onReopen}>
            {label}
            <span className="register-step__change">{t('register.edit_step')}</span>
          </button>
        ) : (
          label
        )}
      </h2>
      <div className="register-step__body">{children}</div>
    </li>
  );
}
