import { z } from 'zod';

/**
 * The studio's sign-in forms as their pages' actions read them (decision 034). Fields are checked
 * for length here and for their rules by the same schemas as the API (core/studio/staff-rules.ts).
 */
const field = (max: number) => z.string().max(max).optional();

export const signInForm = z.object({
  intent: z.enum(['password', 'code', 'restart']),
  email: field(1000),
  password: field(1000),
  code: field(100),
});

export const enrolForm = z.object({
  intent: z.enum(['confirm', 'restart']),
  code: field(100),
});

/** Setup (owner: with an e-mail) and invitations; the token comes from the link's fragment. */
export const accountForm = z.object({
  token: field(200),
  email: field(1000),
  name: field(1000),
  password: field(1000),
});
