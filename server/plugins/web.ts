import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Services } from '../../core/container.ts';
import { defaultPageActionLimit, pageActionTools } from './page-actions.ts';
import { outageAwareServices } from './page-outage.ts';
import { registerReactRouterPages } from './react-router-pages.ts';
import { studioPageTools } from './studio-page-tools.ts';

export interface WebOptions {
  services: Services;
  /** development: Vite as middleware with hot reload; otherwise the production build. */
  development: boolean;
  rootDir: string;
  /** Development only: a Vite dev server several apps share (react-router-pages.ts). */
  devServer?: ViteDevServer;
}

/**
 * The visitor of a page the cache renders to share with every guest (decision 030): the render is
 * made without anyone's cookies, so there is no member; and a CSRF token in it would be the same
 * for every guest, so reading one is a route that must not be shared, and fails the render (the
 * page is then rendered for each visitor, and the error is logged).
 */
const readByASharedPage = (what: string) =>
  new Error(
    `A page marked shared read the ${what}: its route must not be shared (core/site/paths.ts).`,
  );
export const SHARED_RENDER_VISITOR: AppLoadContext['visitor'] = {
  get csrfToken(): string {
    throw readByASharedPage('CSRF token');
  },
  get ip(): string {
    throw readByASharedPage("visitor's address");
  },
  member: async () => null,
  // A shared render is a GET: it never signs anyone in or out.
  signIn: async () => {
    throw readByASharedPage('session');
  },
  signOut: async () => {
    throw readByASharedPage('session');
  },
};

/** A shared render has no cookies: no staff, and it never signs anyone in (studio pages are never shared). */
export const SHARED_RENDER_STUDIO: AppLoadContext['studio'] = {
  staff: async () => null,
  pending: async () => null,
  signedIn: async () => null,
  setToken: async () => {
    throw readByASharedPage('studio session');
  },
  end: async () => {
    throw readByASharedPage('studio session');
  },
  get passwordGuard(): never {
    throw readByASharedPage('studio sign-in');
  },
  get codeGuard(): never {
    throw readByASharedPage('studio sign-in');
  },
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
  const { services, guard } = outageAwareServices(options.services.forPages, app.log);
  const actionTools = pageActionTools(app);
  const defaultLimit = defaultPageActionLimit(app);
  const studioTools = studioPageTools(app, services);
  await registerReactRouterPages(app, {
    buildDirectory,
    development: options.development,
    rootDir: options.rootDir,
    hmrServer: app.server,
    ...(options.devServer ? { devServer: options.devServer } : {}),
    // The pages' route: forms post to it only from this site, proven by Fetch Metadata, and
    // every post counts against a default limit (decision 028).
    // It is also the route that renders pages: the page cache reads each page's rule from the
    // page table and marks the others private (server/plugins/page-cache.ts, decision 030).
    routeOptions: {
      config: { csrf: 'same-origin', page: true },
      preHandler: (request, reply) => defaultLimit(request, reply),
    },
    getLoadContext: (request, reply) => ({
      services,
      visitor: request.sharedRender
        ? SHARED_RENDER_VISITOR
        : {
            get csrfToken() {
              return request.visitor.csrfToken;
            },
            ip: request.ip,
            // A page rendered for one person (never a shared one) sets or clears the "signed
            // in" hint when the browser's is wrong (decision 072).
            member: () =>
              guard(request.visitor.member()).then((member) => {
                request.visitor.hint(member !== null);
                return member;
              }),
            signIn: (idUser) => guard(request.visitor.signIn(idUser)),
            signOut: () => guard(request.visitor.signOut()),
          },
      actions: actionTools(request, reply),
      // The staff session of a studio page (decision 034), guarded for outages like the rest.
      studio: request.sharedRender
        ? SHARED_RENDER_STUDIO
        : guardedStudio(studioTools(request, reply), guard),
      cspNonce: request.cspNonce,
    }),
  });
}

/** The studio tools with every database read guarded for outages (decision 021). */
function guardedStudio(
  tools: AppLoadContext['studio'],
  guard: <T>(work: Promise<T>) => Promise<T>,
): AppLoadContext['studio'] {
  return {
    ...tools,
    staff: () => guard(tools.staff()),
    pending: () => guard(tools.pending()),
    setToken: (token) => guard(tools.setToken(token)),
    end: () => guard(tools.end()),
  };
}
