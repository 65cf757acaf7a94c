/**
 * The registration steps' state as one reducer: what was typed, which steps are done, which
 * one is open, the errors, and the phase (form, loading, welcome). Pure, so each transition
 * reads on its own.
 */

export type Step = 1 | 2 | 3 | 4;
export type Field = 'email' | 'username' | 'password';
export type Phase = 'form' | 'loading' | 'welcome';
export type FieldErrors = Partial<Record<Field, string>>;

/** The step where each field is typed. */
export const STEP_OF: Record<Field, Step> = { email: 1, username: 2, password: 3 };

export interface RegistrationState {
  values: Record<Field, string>;
  subscribed: 0 | 1 | null;
  completed: Record<Step, boolean>;
  current: Step;
  /** The furthest step shown so far: steps after it are not rendered yet. */
  reached: Step;
  errors: FieldErrors;
  formError: string | null;
  checking: Field | null;
  phase: Phase;
}

export type RegistrationAction =
  | { type: 'edit'; field: Field; value: string }
  | { type: 'error'; field: Field; message: string | null }
  | { type: 'checking'; field: Field | null }
  | { type: 'complete'; step: Step }
  | { type: 'reopen'; step: Step }
  | { type: 'choose'; value: 0 | 1 }
  | { type: 'submit' }
  | { type: 'registered' }
  | { type: 'failed'; errors: FieldErrors; message: string };

export const initialRegistration: RegistrationState = {
  values: { email: '', username: '', password: '' },
  subscribed: null,
  completed: { 1: false, 2: false, 3: false, 4: false },
  current: 1,
  reached: 1,
  errors: {},
  formError: null,
  checking: null,
  phase: 'form',
};

/** The page's answer to a step posted before the scripts (core/accounts/registration-steps.ts). */
export interface PostedSteps {
  values: { email: string; username: string };
  current: 1 | 2 | 3;
  errors: FieldErrors;
}

/**
 * The state a step posted before the scripts left (decision 085): what was typed (never the
 * password), the steps before the open one done. Without such a post, the empty form.
 */
export function registrationFromPost(posted: PostedSteps | undefined): RegistrationState {
  if (!posted) return initialRegistration;
  return {
    ...initialRegistration,
    values: { ...posted.values, password: '' },
    completed: { 1: posted.current > 1, 2: posted.current > 2, 3: false, 4: false },
    current: posted.current,
    reached: posted.current,
    errors: posted.errors,
  };
}

/** Completed steps are locked once past step 3 (the password). */
export const isLocked = (state: RegistrationState) => state.current === 4 && state.completed[3];

function withError(errors: FieldErrors, field: Field, message: string | null): FieldErrors {
  if ((errors[field] ?? null) === message) return errors;
  const next = { ...errors };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

function complete(state: RegistrationState, step: Step): RegistrationState {
  const completed = { ...state.completed, [step]: true };
  // On to the first step after this one that is not done (earlier answers are kept).
  const next = ([2, 3, 4] as const).find((n) => n > step && !completed[n]) ?? 4;
  return {
    ...state,
    completed,
    current: next,
    reached: next > state.reached ? next : state.reached,
  };
}

/** Loading stops and the visitor is back on the form, on the first step that was refused. */
function failed(state: RegistrationState, errors: FieldErrors, message: string) {
  const wrong = (['email', 'username', 'password'] as const).filter((field) => errors[field]);
  const completed = { ...state.completed, 4: false };
  for (const field of wrong) completed[STEP_OF[field]] = false;
  return {
    ...state,
    phase: 'form' as const,
    subscribed: null,
    completed,
    errors: { ...state.errors, ...errors },
    current: wrong.length ? STEP_OF[wrong[0]!] : state.current,
    formError: message,
  };
}

export function registrationReducer(
  state: RegistrationState,
  action: RegistrationAction,
): RegistrationState {
  switch (action.type) {
    case 'edit': {
      const values = { ...state.values, [action.field]: action.value };
      // A username is checked again once typing stops and any password edit clears its error;
      // the e-mail's format is checked as it is typed.
      const errors =
        action.field === 'email' ? state.errors : withError(state.errors, action.field, null);
      return { ...state, values, errors };
    }
    case 'error': {
      const errors = withError(state.errors, action.field, action.message);
      return errors === state.errors ? state : { ...state, errors };
    }
    case 'checking':
      return { ...state, checking: action.field };
    case 'complete':
      return complete(state, action.step);
    case 'reopen': {
      const { step } = action;
      if (state.phase !== 'form' || isLocked(state) || !state.completed[step]) return state;
      if (step === state.current) return state;
      return { ...state, completed: { ...state.completed, [step]: false }, current: step };
    }
    case 'choose':
      if (state.phase !== 'form' || state.completed[4] || state.subscribed !== null) return state;
      return { ...state, subscribed: action.value };
    case 'submit':
      return {
        ...state,
        completed: { ...state.completed, 4: true },
        phase: 'loading',
        formError: null,
      };
    case 'registered':
      return { ...state, phase: 'welcome' };
    case 'failed':
      return failed(state, action.errors, action.message);
  }
}
