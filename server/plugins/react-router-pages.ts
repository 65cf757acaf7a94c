import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { sendDocument } from './compress-document.ts';

/**
 * React Router's pages on Fastify (decision 001), as `@mcansh/remix-fastify` served them, with one
 * change (decision 062): a document comes back whole, so it is sent as one buffer, compressed in
 * one call (decision 067), instead of through a stream per response. Other answers (a resource
 * route's download) still stream, through the compression plugin.
 */
export interface ReactRouterPagesOptions {
  /** The folder `react-router build` writes (client/ and server/index.js). */
  buildDirectory: string;
  /** development: Vite as middleware with hot reload; otherwise the production build. */
  development: boolean;
  rootDir: string;
  /** Vite's hot reload shares the app's listener (nothing else listens). */
  hmrServer: FastifyInstance['server'];
  /**
   * Development only: a Vite dev server already started, which several apps share (the pages
   * tests' apps in one Vitest worker, tests/support/test-app.ts), instead of the app's own. The
   * app still evaluates the pages' modules afresh, with a module runner of its own; what it
   * shares is Vite's transforms of the sources (docs/decisions/066).
   */
  devServer?: ViteDevServer;
  /** The page route's options: its config (CSRF, page rules) and preHandler. */
  routeOptions: RouteShorthandOptions;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
}

/** Built files (hashed names) are immutable; the rest of build/client (icons, robots) an hour. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_CACHE = 'public, max-age=3600';

export async function registerReactRouterPages(
  app: FastifyInstance,
  options: ReactRouterPagesOptions,
): Promise<void> {
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.development) {
    const vite = options.devServer ?? (await startViteDevServer(options));
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(vite.middlewares);
    if (options.devServer) {
      // A shared server: this app runs the modules with a runner of its own, as Vite's own
      // `ssrLoadModule` runs them (no hot reload, Node's stack traces kept).
      const { createServerModuleRunner } = await import('vite');
      const runner = createServerModuleRunner(vite.environments.ssr, {
        hmr: false,
        sourcemapInterceptor: false,
      });
      app.addHook('onClose', async () => runner.close());
      build = () => runner.import<ServerBuild>('virtual:react-router/server-build');
    } else {
      build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    }
  } else {
    const clientDir = path.join(options.buildDirectory, 'client');
    const assetDir = path.join(clientDir, 'assets');
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      dotfiles: 'allow',
      etag: true,
      serveDotFiles: true,
      lastModified: true,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.startsWith(assetDir) ? ASSET_CACHE : OTHER_CACHE);
      },
    });
    const serverBuild = path.join(options.buildDirectory, 'server', 'index.js');
    build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  }
  const handle = createRequestHandler(build, options.development ? 'development' : 'production');

  await app.register(async (pages) => {
    // React Router reads the body itself (forms, uploads): Fastify hands it over unparsed.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.all('*', options.routeOptions, async (request, reply) => {
      const response = await handle(
        fetchRequest(request, reply),
        options.getLoadContext(request, reply),
      );
      return send(request, reply, response);
    });
  });
}

/** The app's own Vite dev server, its hot reload on the app's listener. */
async function startViteDevServer(options: ReactRouterPagesOptions): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    root: options.rootDir,
    server: { middlewareMode: true, hmr: { server: options.hmrServer } },
  });
}

/** The Fetch request React Router reads; aborted when the visitor goes away mid-answer. */
function fetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  let answered = false;
  reply.raw.once('finish', () => (answered = true));
  reply.raw.once('close', () => {
    if (!answered) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(`${request.protocol}://${request.host}${request.originalUrl}`, init);
}

async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A document is already whole in memory (app/entry.server.tsx): one buffer, not a stream,
  // compressed in one call.
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    return sendDocument(request, reply, Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
