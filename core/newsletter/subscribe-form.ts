import { z } from 'zod';

/**
 * Subscribing to the newsletter, as the JSON API and the page's action both take it: a guest's
 * e-mail (a member sends none: their account's is used) and the bot-check token
 * (subscribe_newsletter). Browser-safe (zod only).
 */
export const subscribeForm = z.object({
  email: z.string().max(1000).optional(),
  token: z.string().max(10_000).default(''),
});
