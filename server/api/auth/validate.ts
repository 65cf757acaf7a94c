import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import type { ApiMessages } from '../messages.ts';
import { keyedLimit, LIMITS } from '../../plugins/rate-limits.ts';
import { errorBody, text, type ApiApp } from '../schemas.ts';

/** The registration fields checked on their own while the visitor types. */
const CHECKS = {
  email: {
    summary:
      'Checks an e-mail for registration (format, not yet registered); 10 a minute and 200 a day per address',
    check: (services: Services, value: string) => services.accounts.checkEmail(value),
    // It tells whether an address has an account: a minute's limit and a day's (decision 071).
    limit: LIMITS.validateEmail,
    daily: LIMITS.validateEmailDaily,
  },
  username: {
    summary: 'Checks a username for registration (format, not yet taken)',
    check: (services: Services, value: string) => services.accounts.checkUsername(value),
    limit: LIMITS.validate,
    daily: null,
  },
};

/** POST /api/auth/validate/email or /username: 200 when usable, else 422 with the field's errors. */
export function validateRoute(
  app: ApiApp,
  services: Services,
  { invalid }: ApiMessages,
  field: keyof typeof CHECKS,
) {
  app.post(
    `/api/auth/validate/${field}`,
    {
      // A check of a form's field: it changes nothing (decision 073).
      config: { rateLimit: CHECKS[field].limit, keepsMemberReads: true },
      ...(CHECKS[field].daily
        ? { preHandler: keyedLimit(app, CHECKS[field].daily, (request) => request.ip) }
        : {}),
      schema: {
        tags: ['auth'],
        summary: CHECKS[field].summary,
        body: z.object({ [field]: text(1000) }),
        response: { 200: z.object({}), 422: errorBody },
      },
    },
    async (request) => {
      const errors = await CHECKS[field].check(services, request.body[field] ?? '');
      if (errors.length) throw invalid({ [field]: errors });
      return {};
    },
  );
}
