import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isStudioPath } from '../../core/site/paths.ts';

/** A route whose answers the page cache may share (its `config: { cache: 'shared' }`). */
export interface SharedRead {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes declared shared, as checked when they were added (decision 030). */
    sharedReads: readonly SharedRead[];
  }
}

/**
 * Checks the rules each route declares when it is added, so a route with a rule that cannot hold
 * stops the boot instead of leaking: only a read can be shared, never one that reads the member
 * (`members: true`), never a studio route. Registered before every route.
 */
export const routeRulesPlugin = fp(async (app: FastifyInstance) => {
  const sharedReads: SharedRead[] = [];
  app.decorate('sharedReads', sharedReads);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.cache !== 'shared') return;
    const methods = [route.method].flat();
    const refuse = (why: string) => {
      throw new Error(
        `${methods.join(',')} ${route.url} cannot be shared by the page cache: ${why}`,
      );
    };
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) refuse('it is not a read');
    if (route.config.members) refuse('it answers members only');
    if (isStudioPath(route.url)) refuse('studio routes are never cached');
    for (const method of methods) sharedReads.push({ method, url: route.url });
  });
});
