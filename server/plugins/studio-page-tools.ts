import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageServices } from '../../core/container.ts';
import type { Refusal } from '../../core/site/page-action-tools.ts';
import { translate } from '../../core/site/messages.ts';
import { can } from '../../core/studio/permissions.ts';
import type {
  StudioGuardTools,
  StudioPageTools,
  StudioStaff,
} from '../../core/studio/studio-page-tools.ts';
import type { LoginGuard } from './login-guard.ts';

/**
 * The studio side of a page request (decision 034): the staff session of the studio cookie
 * (`request.studio`, server/plugins/studio-access.ts), read once, and the sign-in steps' guards,
 * the same instances as the API's (decision 031).
 */
export function studioPageTools(app: FastifyInstance, services: PageServices) {
  return (request: FastifyRequest, reply: FastifyReply): StudioPageTools => {
    const studio = request.studio;
    let loaded: Promise<void> | null = null;
    /** The cookie's session, looked up at most once per request. */
    const load = () =>
      (loaded ??= (async () => {
        if (studio.token && !studio.session)
          studio.session = await services.studio.session(studio.token);
      })());
    const guard = (of: LoginGuard): StudioGuardTools => ({
      async check(email) {
        const until = await of.waitingUntil(request, email);
        if (!until) return null;
        const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
        reply.header('retry-after', String(retryAfter));
        const message = translate(request.server.rateLimitMessages, 'account.too_many_requests');
        return { status: 429, message, retryAfter } satisfies Refusal;
      },
      failed: (email) => of.failed(request, email),
      succeeded: (email) => of.succeeded(request, email),
    });
    return {
      async staff(): Promise<StudioStaff | null> {
        await load();
        const session = studio.session;
        if (!session) return null;
        const member = session.staff;
        return session.verified
          ? { verified: true, member, can: (action) => can(member, action) }
          : { verified: false, member, enrolling: session.pendingTotpSecret !== null };
      },
      async pending() {
        await load();
        const { session, token } = studio;
        return session && !session.verified && token ? { session, token } : null;
      },
      async signedIn() {
        await load();
        const { session, token } = studio;
        return session?.verified && token ? { session, token } : null;
      },
      async setToken(token) {
        await studio.setToken(token);
        // The next read is of the new session.
        studio.session = null;
        loaded = null;
      },
      end: () => studio.end(),
      passwordGuard: guard(app.studioGuards.password),
      codeGuard: guard(app.studioGuards.code),
    };
  };
}
