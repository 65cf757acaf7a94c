import { z } from 'zod';
import { displayNameSchema, staffPasswordSchema } from './staff-rules.ts';

/** Limits of the profile's fields (characters). */
export const PROFILE_LIMITS = { credentials: 100, occupation: 120, biography: 2000 } as const;

const bounded = (max: number, key: string) => z.string().trim().max(max, key);

/**
 * A staff member's own profile (decision 037): the studio name, the credentials shown after it on
 * a medical sign-off, and the public byline (their row in `authors`). Messages are catalog keys.
 */
export const staffProfileSchema = z.object({
  display_name: displayNameSchema,
  credentials: bounded(PROFILE_LIMITS.credentials, 'studio_staff.errors.credentials_too_long'),
  author_name: displayNameSchema,
  occupation: bounded(PROFILE_LIMITS.occupation, 'studio_staff.errors.occupation_too_long'),
  biography: bounded(PROFILE_LIMITS.biography, 'studio_staff.errors.biography_too_long'),
});

export type StaffProfileInput = z.infer<typeof staffProfileSchema>;

/** Changing one's own password: the current one, and a new one of the staff rule. */
export const staffPasswordChangeSchema = z.object({
  current_password: z.string().min(1, 'studio_staff.errors.current_password_required'),
  new_password: staffPasswordSchema,
});
