import type { z } from 'zod';
import { memberBody } from '../../../core/accounts/account-forms.ts';
import type { Services } from '../../../core/container.ts';

export { memberBody };

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
