import { z } from 'zod';

/**
 * The account form rules (e-mail, username, password), shared by the browser (instant feedback) and
 * the server (the rules that count). Messages are catalog keys, translated where they are shown.
 */
export const USERNAME_RULE = /^[a-z0-9_.]{3,20}$/i;
/** At least 6 characters, letters and digits only, at least one of each. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*\d)[a-z\d]{6,}$/i;
/** Bounds the work of hashing; far above any password a person types. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'account.invalid_email')
  .pipe(z.email('account.invalid_email'))
  .transform((email) => email.toLowerCase());

export const usernameSchema = z.string().trim().regex(USERNAME_RULE, 'account.invalid_username');

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX, 'account.invalid_password')
  .regex(PASSWORD_RULE, 'account.invalid_password');

export const isValidEmail = (value: string) => emailSchema.safeParse(value).success;
export const isValidUsername = (value: string) => usernameSchema.safeParse(value).success;
export const isValidPassword = (value: string) => passwordSchema.safeParse(value).success;
