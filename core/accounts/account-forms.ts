import { z } from 'zod';

/**
 * The account forms' fields, one schema each, used by the JSON API (server/api/) and by the
 * pages' actions (app/routes/) alike (decision 028). Loose on purpose: the account rules are
 * checked by the services, with their messages. Browser-safe (zod only).
 */

/** A text field of at most `max` characters. */
export const text = (max: number) => z.string().max(max);

export const loginForm = z.object({ email: text(1000), password: text(1000) });

export const forgotPasswordForm = z.object({ email: text(1000) });

export const resetPasswordForm = z.object({
  token: text(200),
  password: text(1000),
  password_confirmation: text(1000),
});

export const changePasswordForm = z.object({
  current_password: text(1000),
  password: text(1000),
  password_confirmation: text(1000),
});

export const eraseAccountForm = z.object({ password: text(1000) });

/** The member as the session check, registration and sign-in answer it (and the page knows it). */
export const memberBody = z.object({
  id_user: z.number(),
  email: z.string(),
  username: z.string(),
  subscribed: z.union([z.literal(0), z.literal(1)]),
});

export type SessionMember = z.infer<typeof memberBody>;

/** Registration: the account, the newsletter choice and the bot-check token (register_account). */
const registerFields = {
  email: text(1000),
  username: text(1000),
  password: text(1000),
  token: text(10_000).default(''),
};

/** Registration as the page's form posts it: the choice is '0' or '1'. */
export const registerForm = z.object({
  ...registerFields,
  subscribed: z.enum(['0', '1']).default('0'),
});

/** Registration as the JSON API takes it: the choice is 0, 1 or a boolean. */
export const registerBody = z.object({
  ...registerFields,
  subscribed: z.union([z.literal(0), z.literal(1), z.boolean()]).default(0),
});
