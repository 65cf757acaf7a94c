import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../../core/container.ts';
import { can, isStudioAction, type StudioAction } from '../../core/studio/permissions.ts';
import type { StaffMember, StaffSession } from '../../core/studio/staff-sessions.ts';
import { isStudioPath } from '../../core/site/paths.ts';
import { translate } from '../../core/site/messages.ts';

/**
 * What a studio route needs (docs/decisions/032): an action of the permission table, a verified
 * staff session of any role (`signed-in`), or nothing (`public`: the sign-in steps and setup).
 */
export type StudioPermission = StudioAction | 'signed-in' | 'public';

export interface StudioRoute {
  method: string;
  url: string;
  permission: StudioPermission;
}

/** The studio side of a request: the staff cookie's session and how to change it. */
export interface StudioVisitor {
  /** The session of the staff cookie, verified or waiting for its second factor; null if none. */
  session: StaffSession | null;
  /** The token of the staff cookie as sent (null if none). */
  token: string | null;
  /** Sets the staff cookie to a new token (a sign-in step), ending the one sent, if any. */
  setToken(token: string): Promise<void>;
  /** Ends the staff session on the server and in the browser. */
  end(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api/studio route; a studio route without it stops the boot. */
    permission?: StudioPermission;
  }
  interface FastifyRequest {
    studio: StudioVisitor;
  }
  interface FastifyInstance {
    /** The studio routes and their rules, as checked when they were added. */
    studioRoutes: readonly StudioRoute[];
  }
}

const isPermission = (value: unknown): value is StudioPermission =>
  value === 'public' ||
  value === 'signed-in' ||
  (typeof value === 'string' && isStudioAction(value));

/** The path of a request, decoded; only used to add headers that restrict (noindex, no-store). */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Deny by default for the studio: every studio route declares its rule when it is added (no rule,
 * no boot); before validation, the staff session is looked up and the rule applied, decided from
 * the route the router matched. 401 without a verified staff session, 403 when the role may not.
 * Studio answers are never stored and never indexed.
 */
export const studioAccessPlugin = fp<{ services: Services; publicUrl: string }>(
  async (app: FastifyInstance, { services, publicUrl }) => {
    const routes: StudioRoute[] = [];
    app.decorate('studioRoutes', routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isStudioPath(route.url)) return;
      const permission = route.config?.permission;
      const methods = [route.method].flat();
      if (!isPermission(permission)) {
        throw new Error(
          `${methods.join(',')} ${route.url} is a studio route without a permission rule ` +
            "(config: { permission: '<action>' | 'signed-in' | 'public' }; docs/decisions/032)",
        );
      }
      // Studio routes are documented under their own tag.
      route.schema = { ...route.schema, tags: ['studio'] };
      for (const method of methods)
        if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    });

    const secure = publicUrl.startsWith('https:');
    const cookieName = secure ? '__Host-pawpedia_studio' : 'pawpedia_studio';
    // A browser-session cookie; the server ends the session after 2 h idle or 12 h in any case.
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };
    const message = (key: string) => ({ message: translate(services.messages, key) });

    app.decorateRequest('studio', null as unknown as StudioVisitor);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      // Studio API routes, and the pages' route: a studio page's loader and action read the
      // staff session through the load context (decision 034); nothing is allowed by this alone.
      const matched =
        isStudioPath(request.routeOptions.url ?? '') || request.routeOptions.config?.page === true;
      if (!matched) return;
      const sent = request.cookies[cookieName];
      const studio: StudioVisitor = {
        session: null,
        token: sent && sent.length <= 100 ? sent : null,
        async setToken(token) {
          if (studio.token && studio.token !== token)
            await services.studio.endSession(studio.token);
          studio.token = token;
          reply.setCookie(cookieName, token, cookieOptions);
        },
        async end() {
          if (studio.token) await services.studio.endSession(studio.token);
          studio.token = null;
          studio.session = null;
          reply.clearCookie(cookieName, cookieOptions);
        },
      };
      request.studio = studio;
    });

    // At the last moment, so that nothing set earlier (a page's private, no-cache) outlives it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (isStudioPath(request.routeOptions.url ?? '') || isStudioPath(decodedPath(request.url))) {
        reply.header('x-robots-tag', 'noindex, nofollow');
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });

    app.addHook('preValidation', async (request, reply) => {
      const permission = request.routeOptions.config.permission;
      if (!request.studio || permission === undefined) return;
      if (request.studio.token)
        request.studio.session = await services.studio.session(request.studio.token);
      if (permission === 'public') return;
      const session = request.studio.session;
      if (!session?.verified) return reply.status(401).send(message('studio.not_signed_in'));
      if (permission !== 'signed-in' && !can(session.staff, permission))
        return reply.status(403).send(message('studio.forbidden'));
    });
  },
);

/** The signed-in staff member of a studio route with a rule other than `public`. */
export function staffOf(request: FastifyRequest): StaffMember {
  const session = request.studio?.session;
  if (!session?.verified) throw new Error(`${request.routeOptions.url}: no verified staff session`);
  return session.staff;
}
