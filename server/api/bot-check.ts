import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import type { BotCheckFailure } from '../../core/bot-check/bot-check.ts';
import { BOT_CHECK_ACTIONS, type BotCheckAction } from '../../core/bot-check/settings.ts';
import { translate } from '../../core/site/messages.ts';
import { HttpError } from '../errors.ts';
import { errorBody } from './schemas.ts';

/** Challenges are cheap to make; this only keeps one client from asking for thousands. */
const CHALLENGE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Checks a bot-check token for an action and throws the 403 that says what was wrong with it
 * (wrong, reused, expired, made for another action, or the provider unreachable).
 */
export async function requireBotCheck(
  services: Services,
  token: string,
  action: BotCheckAction,
  ip: string,
): Promise<void> {
  const result = await services.botCheck.check(token, action, ip);
  if (!result.ok) throw new HttpError(403, botCheckMessage(services, result.reason));
}

export const botCheckMessage = (services: Services, reason: BotCheckFailure) =>
  translate(services.messages, `bot_check.${reason}`);

const challengeBody = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

export function botCheckRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/captcha/config',
      {
        schema: {
          tags: ['bot check'],
          summary: 'The bot-check provider (altcha, recaptcha, turnstile) and its public site key',
          response: {
            200: z.object({
              provider: z.enum(['altcha', 'recaptcha', 'turnstile']),
              site_key: z.string().nullable(),
            }),
          },
        },
      },
      async () => services.botCheck.publicConfig(),
    );

    app.get(
      '/api/captcha/challenge',
      {
        config: { rateLimit: CHALLENGE_LIMIT },
        schema: {
          tags: ['bot check'],
          summary:
            'A signed ALTCHA v2 challenge (SHA-256 proof of work) for one action, valid for 5 minutes',
          querystring: z.object({ action: z.enum(BOT_CHECK_ACTIONS) }),
          response: { 200: challengeBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        if (services.botCheck.provider !== 'altcha') {
          return reply
            .status(404)
            .send({ message: translate(services.messages, 'bot_check.no_challenge') });
        }
        return (await services.botCheck.challenge(request.query.action)) as z.infer<typeof challengeBody>;
      },
    );
  };
}
