import { z } from 'zod';
import { emailSchema, PASSWORD_MAX } from '../accounts/account-rules.ts';
import { INVITABLE_ROLES } from './permissions.ts';

/**
 * Staff form rules; messages are catalog keys. Staff passwords are longer than members' (12
 * characters at least, any characters: docs/decisions/031) since they open the whole site.
 */
export const staffPasswordSchema = z
  .string()
  .min(12, 'studio.invalid_password')
  .max(PASSWORD_MAX, 'studio.invalid_password');

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'studio.invalid_name')
  .max(100, 'studio.invalid_name');

export const staffAccountSchema = z.object({
  email: emailSchema,
  name: displayNameSchema,
  password: staffPasswordSchema,
});

export const invitationSchema = z.object({
  email: emailSchema,
  role: z.enum(INVITABLE_ROLES, 'studio.invalid_role'),
});

/** Each field's first message key, or null when the input is fine. */
export function fieldErrorsOf<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; errors: Record<string, string[]> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= [issue.message];
  }
  return { ok: false, errors };
}
