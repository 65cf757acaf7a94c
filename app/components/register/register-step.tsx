import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Step } from './registration-state.ts';

/**
 * One numbered step of the list: current, completed or pending; a completed step's title is a
 * button that reopens it while that is allowed.
 */
export function RegisterStep({
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
