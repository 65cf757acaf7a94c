import { existsSync } from 'node:fs';
import path from 'node:path';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/container.ts';
import { outageAwareServices } from './page-outage.ts';

export interface WebOptions {
  services: Services;
  /** development: Vite as middleware with hot reload; otherwise the production build. */
  development: boolean;
  rootDir: string;
}

/**
 * The visitor of a page the cache renders to share with every guest (decision 030): the render is
 * made without anyone's cookies, so there is no member; and a CSRF token in it would be the same
 * for every guest, so reading one is a route that must not be shared, and fails the render (the
 * page is then rendered for each visitor, and the error is logged).
 */
export const SHARED_RENDER_VISITOR = {
  get csrfToken(): string {
    throw new Error(
      'A page marked shared read the CSRF token: its route must not be shared (core/site/paths.ts).',
    );
  },
  member: async () => null,
};

/**
 * Every path that is not /api, /media or a health check goes to React Router, server-rendered.
 * In development Vite runs inside this Fastify server and its HMR WebSocket shares our listener,
 * so nothing else listens (and nothing on a non-loopback address).
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const buildDirectory = path.join(options.rootDir, 'build');
  if (!options.development && !existsSync(path.join(buildDirectory, 'server', 'index.js'))) {
    throw new Error('No production build found: run `npm run build` (npm start does it for you).');
  }
  // A loader that meets a database outage answers 503 with the outage page (decision 021).
  const { services, guard } = outageAwareServices(options.services, app.log);
  await app.register(reactRouterFastify, {
    buildDirectory,
    mode: options.development ? 'development' : 'production',
    getLoadContext: (request) => ({
      services,
      visitor: request.sharedRender
        ? SHARED_RENDER_VISITOR
        : {
            get csrfToken() {
              return request.visitor.csrfToken;
            },
            member: () => guard(request.visitor.member()),
          },
      cspNonce: request.cspNonce,
    }),
    // The catch-all route renders pages: the page cache reads each page's rule from the page
    // table and marks the others private (server/plugins/page-cache.ts).
    childServerOptions: { config: { page: true } },
    viteOptions: {
      root: options.rootDir,
      server: { hmr: { server: app.server } },
    },
  });
}
