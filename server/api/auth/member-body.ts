import { z } from 'zod';
import type { Services } from '../../../core/container.ts';

/** The member as the session check, registration and sign-in answer it. */
export const memberBody = z.object({
  id_user: z.number(),
  email: z.string(),
  username: z.string(),
  subscribed: z.union([z.literal(0), z.literal(1)]),
});

/** A member's answer, with the newsletter flag looked up. */
export async function memberAnswer(
  services: Services,
  idUser: number,
  { email, username }: { email: string; username: string },
): Promise<z.infer<typeof memberBody>> {
  return {
    id_user: idUser,
    email,
    username,
    subscribed: (await services.accounts.isSubscribed(idUser)) ? 1 : 0,
  };
}
