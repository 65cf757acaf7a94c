import { z } from 'zod';
import { emailSchema, isValidPassword, usernameSchema } from './account-rules.ts';

/**
 * One registration step posted as a plain form, before the page's scripts arrived (decision
 * 084): the step's number and what the steps so far hold. Only the fields' rules are checked
 * here (no look-up: whether an address or a name is free is asked by the scripts' own checks,
 * with their limits, decision 071, and by the final registration). Browser-safe (zod only).
 */
export const registrationStepForm = z.object({
  step: z.enum(['1', '2', '3']),
  email: z.string().max(1000).default(''),
  username: z.string().max(1000).default(''),
  password: z.string().max(1000).default(''),
});

export type RegistrationStepForm = z.infer<typeof registrationStepForm>;

/** Where the posted steps leave the form: what it keeps, how far it got, the catalog keys wrong. */
export interface RegistrationStepAnswer {
  /** Never the password: it is not sent back into the page. */
  values: { email: string; username: string };
  /** The step open now (1-3); steps before it are done. */
  current: 1 | 2 | 3;
  errors: Partial<Record<'email' | 'username' | 'password', string>>;
}

const firstIssue = (schema: typeof emailSchema | typeof usernameSchema, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'forms.invalid');
};

/**
 * Checks the steps up to the posted one and says which step is open now: the first one wrong,
 * or the next one. A password posted without scripts is checked but never kept: its step opens
 * again, asking for it once more (`register.password_again`).
 */
export function answerRegistrationStep(form: RegistrationStepForm): RegistrationStepAnswer {
  const step = Number(form.step) as 1 | 2 | 3;
  const values = { email: form.email.trim(), username: step >= 2 ? form.username.trim() : '' };
  const emailError = firstIssue(emailSchema, values.email);
  if (emailError) return { values, current: 1, errors: { email: emailError } };
  if (step === 1) return { values, current: 2, errors: {} };
  const usernameError = firstIssue(usernameSchema, values.username);
  if (usernameError) return { values, current: 2, errors: { username: usernameError } };
  if (step === 2) return { values, current: 3, errors: {} };
  const password = isValidPassword(form.password)
    ? 'register.password_again'
    : 'account.invalid_password';
  return { values, current: 3, errors: { password } };
}
