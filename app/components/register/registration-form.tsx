import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { RegisterBusy } from './register-busy.tsx';
import { RegisterStep } from './register-step.tsx';
import { isLocked, type Step } from './registration-state.ts';
import { StepField } from './step-field.tsx';
import { SubscriptionChoice } from './subscription-choice.tsx';
import { useRegistration } from './use-registration.ts';
import { paths } from '../../../core/site/paths.ts';

/**
 * The four registration steps: e-mail, username, password and the newsletter choice, shown
 * progressively; completed inputs are read-only and earlier steps can be reopened by clicking
 * them until the password step is done. The last choice submits. The behaviour lives in
 * use-registration.ts; this module only lays the steps out.
 */
export function RegistrationForm() {
  const { t } = useTranslation();
  const { state, dispatch, submitEmail, submitUsername, submitPassword, choose } =
    useRegistration();
  const { values, errors, current, completed, reached, checking } = state;

  if (state.phase !== 'form') return <RegisterBusy welcome={state.phase === 'welcome'} />;

  const locked = isLocked(state);
  const stepProps = (step: Step, title: string) => ({
    step,
    title,
    current: current === step,
    completed: completed[step],
    canReopen: completed[step] && !locked && current !== step,
    onReopen: () => dispatch({ type: 'reopen', step }),
  });
  const edit = (field: 'email' | 'username' | 'password') => (value: string) =>
    dispatch({ type: 'edit', field, value });
  const buttonLabel = (busy: boolean, next: string) => (busy ? t('register.checking') : t(next));

  return (
    <>
      {state.formError ? (
        <p className="register__error" role="alert">
          {state.formError}
        </p>
      ) : null}
      <ol className="register-steps" aria-label={t('register.steps_label')}>
        <RegisterStep {...stepProps(1, t('register.step_email.title'))}>
          <StepField
            id="register-email"
            label={t('register.step_email.label')}
            hintId="register-email-hint"
            hint={
              <>
                {t('register.step_email.privacy_hint')}{' '}
                <Link to={paths.page_privacy({})} target="_blank">
                  {t('register.step_email.privacy_link')}
                </Link>
                .
              </>
            }
            error={errors.email}
            input={{
              type: 'email',
              name: 'email',
              autoComplete: 'email',
              inputMode: 'email',
              value: values.email,
            }}
            open={current === 1}
            busy={checking === 'email'}
            button={buttonLabel(checking === 'email', 'register.step_email.next')}
            onSubmit={(event) => void submitEmail(event)}
            onChange={edit('email')}
            carry={{ step: '1' }}
          />
        </RegisterStep>

        {reached >= 2 ? (
          <RegisterStep {...stepProps(2, t('register.step_username.title'))}>
            <StepField
              id="register-username"
              label={t('register.step_username.label')}
              hintId="register-username-hint"
              hint={t('register.step_username.hint')}
              error={errors.username}
              input={{
                type: 'text',
                name: 'username',
                autoComplete: 'username',
                autoCapitalize: 'none',
                spellCheck: false,
                maxLength: 20,
                value: values.username,
              }}
              open={current === 2}
              busy={checking === 'username'}
              button={buttonLabel(checking === 'username', 'register.step_username.next')}
              onSubmit={(event) => void submitUsername(event)}
              onChange={edit('username')}
              carry={{ step: '2', email: values.email }}
            />
          </RegisterStep>
        ) : null}

        {reached >= 3 ? (
          <RegisterStep {...stepProps(3, t('register.step_password.title'))}>
            <StepField
              id="register-password"
              label={t('register.step_password.label')}
              hintId="register-password-tip"
              hint={t('register.step_password.tip')}
              error={errors.password}
              input={{
                type: 'password',
                name: 'password',
                autoComplete: 'new-password',
                value: values.password,
              }}
              open={current === 3}
              button={t('register.step_password.next')}
              onSubmit={submitPassword}
              onChange={edit('password')}
              carry={{ step: '3', email: values.email, username: values.username }}
            />
          </RegisterStep>
        ) : null}

        {reached >= 4 ? (
          <RegisterStep {...stepProps(4, t('register.step_subscription.title'))}>
            <SubscriptionChoice
              subscribed={state.subscribed}
              open={current === 4}
              onChoose={choose}
            />
          </RegisterStep>
        ) : null}
      </ol>
    </>
  );
}
