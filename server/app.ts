// Over 300 lines on purpose: the app's assembly: every plugin and route registered in its order.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createServices, type Services } from '../core/container.ts';
import { translate } from '../core/site/messages.ts';
import { createImageVariants } from '../core/media/image-variants.ts';
import { createLocalPictureStorage } from '../core/media/picture-storage.ts';
import { createSitePictureSizes } from '../core/media/site-picture-size.ts';
import {
  createLibraryVariants,
  withLibraryVariants,
} from '../core/media/library/library-variants.ts';
import {
  createDatabaseMediaStore,
  createDiskMediaStore,
} from '../core/media/library/media-store.ts';
import type { Database } from '../db/client.ts';
import { apiRoutes } from './api/index.ts';
import { PET_UPLOAD_LIMITS } from './api/pets/index.ts';
import { healthRoutes } from './api/health.ts';
import type { Config } from './config.ts';
import { logSerializers, scrubLogArguments, scrubLogObject } from './log-redaction.ts';
import { badInputPlugin, SUPPORTED_METHODS } from './plugins/bad-input.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limits.ts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeadersPlugin,
} from './plugins/security-headers.ts';
import { jobWorkerPlugin } from './plugins/job-worker.ts';
import { pageCachePlugin } from './plugins/page-cache.ts';
import { purgeFanoutPlugin } from './plugins/purge-fanout.ts';
import { routeRulesPlugin } from './plugins/route-rules.ts';
import { sessionSweeperPlugin } from './plugins/session-sweeper.ts';
import { isSharedPage, sharedPageUrl } from './plugins/shared-pages.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { memberReadsPlugin } from './plugins/member-reads.ts';
import { membersOnlyPlugin } from './plugins/members-only.ts';
import { studioAccessPlugin } from './plugins/studio-access.ts';
import { visitorPlugin } from './plugins/visitor.ts';
import { registerWeb } from './plugins/web.ts';
import { loginGuardPlugin } from './plugins/login-guard.ts';
import { ROOT_DIR } from './root-dir.ts';
import { imageVariantRoutes } from './routes/image-variants.ts';
import { mediaLibraryRoutes } from './routes/media-library.ts';
import { seoRoutes } from './routes/seo.ts';
import { contentPackSchemaRoute } from './routes/content-pack-schema.ts';
import { textsRoutes } from './routes/texts.ts';
import { chromeRoutes } from './routes/chrome.ts';
import { homeFileRoutes } from './routes/home-file.ts';
import type { ViteDevServer } from 'vite';

/** How often expired and idle sessions are deleted. */
const SESSION_SWEEP_MS = 60 * 60_000;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the React Router pages (false in API-only tests). */
  web?: boolean;
  /** Keep guests' pages and public API reads (server/plugins/page-cache.ts); defaults to `web`. */
  pageCache?: boolean;
  /** Logger setting; defaults to structured JSON at config.logLevel. */
  logger?: boolean;
  /** Where the log lines go (default: standard output); tests read them from here. */
  logStream?: { write(line: string): void };
  /** Development only: a Vite dev server the pages tests' apps share (server/plugins/web.ts). */
  devServer?: ViteDevServer;
}

export interface App {
  server: FastifyInstance;
  services: Services;
}

/**
 * Fastify's trustProxy. A hop count becomes "trust the N nearest hops": this Fastify ignores a
 * bare number (it cannot know the nearest peer is the proxy), but TRUST_PROXY=1 says exactly that.
 */
function trustProxyOf(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
}

/** Builds the whole portal in the fixed plugin order: external plugins, app plugins, routes. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  // Written straight to the socket: the 501 of a method no route of the site answers.
  const notImplemented = () => {
    const body = JSON.stringify({
      message: translate(services.messages, 'api_errors.method_not_implemented'),
    });
    return (
      'HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n' +
      `Allow: ${SUPPORTED_METHODS.join(', ')}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    );
  };
  const server = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-csrf-token"]',
            ],
            // No tokens of e-mailed links, query values or e-mail addresses (decision 023).
            serializers: logSerializers,
            formatters: { log: scrubLogObject },
            hooks: {
              logMethod(args, method) {
                method.apply(this, scrubLogArguments(args) as Parameters<typeof method>);
              },
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy, limits and logs use the client's address (TRUST_PROXY).
    trustProxy: trustProxyOf(config.trustProxy),
    // Requests that reach an open connection while closing are answered, with Connection: close
    // (server/plugins/graceful-close.ts), not refused.
    return503OnClosing: false,
    // Development starts Vite inside the server (server/plugins/web.ts), which can take longer
    // than Fastify's default 10 s per plugin on a busy machine.
    pluginTimeout: config.env === 'development' && options.web !== false ? 120_000 : 10_000,
  }).withTypeProvider<ZodTypeProvider>();
  // Methods that never reach a route (decision 021). A method Node's parser does not know
  // (`FOO /`) is a client error, which Fastify answers with a bare 400: a 501 that says so first
  // (Fastify's handler then finds the socket destroyed). CONNECT goes to its own event, and
  // Node would close the connection without an answer if nobody listened.
  server.server.prependListener('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code !== 'HPE_INVALID_METHOD' || !socket.writable) return;
    socket.write(notImplemented());
    socket.destroy();
  });
  server.server.on('connect', (_request, socket) => socket.end(notImplemented()));
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  const mediaDir = path.join(config.dataDir, 'media');
  const imgDir = path.join(ROOT_DIR, 'public', 'img');
  const services = createServices(database.db, config.site, {
    // The pictures served from files below (/media/ and /img/), for the studio's hero check.
    pictureSize: createSitePictureSizes({ '/media/': mediaDir, '/img/': imgDir }),
    // Content packs carry the pictures their rows name (decision 045).
    mediaDir,
    contentPackMaxBytes: config.contentPackMaxBytes,
    newsletterRatePerMinute: config.newsletterRatePerMinute,
    memberReadsSeconds: config.memberReadsSeconds,
    // Members' pet pictures: DATA_DIR/media/pets, served by the /media static route below.
    petPictures: createLocalPictureStorage(
      path.join(config.dataDir, 'media', 'pets'),
      '/media/pets/',
    ),
    // The studio's media library: in the database on PostgreSQL (every instance sees it), on
    // local disk (DATA_DIR/media/library) with the embedded database (decision 036).
    mediaStore:
      database.engine === 'postgres'
        ? createDatabaseMediaStore(database.db)
        : createDiskMediaStore(path.join(config.dataDir, 'media', 'library')),
    // Bot check, mail outbox (its worker is started by server/main.ts), newsletter, recovery.
    messaging: {
      publicUrl: config.publicUrl,
      sessionSecret: config.sessionSecret,
      botCheck: config.botCheck,
      mail: config.mail,
      log: server.log,
    },
  });
  // What editors saved over the environment's settings, before the first request.
  await services.siteSettings.load();
  // Unsent mail stays in the outbox; stopping the worker only waits for the pass under way.
  // Recoveries started after their answer finish first (their mail lands in the outbox).
  server.addHook('onClose', async () => {
    await services.recovery.settled();
    await services.mail.stopWorker();
  });

  // external and cross-cutting plugins
  await server.register(gracefulClosePlugin);
  mkdirSync(mediaDir, { recursive: true });
  // First, so that every answer carries them, errors and not-found answers included (decision 020).
  const securityHeaders = {
    publicUrl: config.publicUrl,
    botCheck: config.botCheck,
    analyticsUrl: config.site.analytics.url,
    stockApiUrl: config.site.stockApiUrl,
    development: config.env === 'development',
  };
  await server.register(securityHeadersPlugin, securityHeaders);
  const csp = contentSecurityPolicy(securityHeaders);
  await server.register(errorHandlerPlugin, {
    messages: services.messages,
    english: config.site.locale === 'en',
  });
  await server.register(badInputPlugin, { messages: services.messages });
  await server.register(openapiPlugin);
  // Gzip, else brotli, for what an answer makes per request (JSON, CSS, JS, XML); pictures are
  // already compressed, documents go through sendDocument and the page cache keeps its own. Gzip
  // first: as small as brotli's quality 4 on these, at a third of a small answer's cost
  // (docs/decisions/088-gzip-first-for-answers-made-per-request.md).
  await server.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'br'],
  });
  await server.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });
  await server.register(visitorPlugin, {
    services,
    publicUrl: config.publicUrl,
    sessionSecret: config.sessionSecret,
  });
  // The cache rule each route declares is checked as it is added (server/plugins/route-rules.ts).
  await server.register(routeRulesPlugin);
  // Expired and idle sessions are deleted hourly; tests sweep when they choose.
  await server.register(sessionSweeperPlugin, {
    services,
    everyMs: config.env === 'test' ? 0 : SESSION_SWEEP_MS,
  });
  // `config: { members: true }` on a route: a guest gets 401 (server/plugins/members-only.ts).
  await server.register(membersOnlyPlugin, { messages: services.messages });
  await server.register(memberReadsPlugin, { services });
  // Every studio route declares its permission; none, and the boot stops (decision 032).
  await server.register(studioAccessPlugin, { services, publicUrl: config.publicUrl });
  if (options.pageCache ?? options.web !== false) {
    await server.register(pageCachePlugin, {
      ttlSeconds: config.pageCacheSeconds,
      locale: config.site.locale,
      contentVersion: services.site.contentVersion,
      purge: services.publishing.purge,
      sharedPage: isSharedPage,
      pagePolicy: securityHeaders.development
        ? undefined
        : (html) => csp.withHashes(inlineScriptHashes(html)),
      pageUrl: sharedPageUrl,
    });
  }
  // After the page cache: pages it answers take no render slot.
  await server.register(loadSheddingPlugin, {
    messages: services.messages,
    locale: config.site.locale,
    renderConcurrency: config.renderConcurrency,
    renderQueue: config.renderQueue,
    renderQueueMs: config.renderQueueMs,
    maxEventLoopDelay: config.eventLoopMaxDelayMs,
  });
  // Purge announcements reach every instance over Redis pub/sub when REDIS_URL is set (decision 035).
  await server.register(purgeFanoutPlugin, {
    purge: services.publishing.purge,
    redisUrl: config.redisUrl,
  });
  await server.register(rateLimitPlugin, {
    services,
    redisUrl: config.redisUrl,
    sessionSecret: config.sessionSecret,
    scale: config.rateLimitScale,
  });
  // Timed jobs (scheduled publishing), exactly once across instances (decision 035).
  await server.register(jobWorkerPlugin, {
    db: database.db,
    services,
    pollMs: config.jobs.pollMs,
    maxAttempts: config.jobs.maxAttempts,
  });
  // One login guard for every sign-in form (server/plugins/login-guard.ts).
  await server.register(loginGuardPlugin);
  // multipart/form-data for pet pictures: one file, under 5 MB (a bigger one is a 413).
  await server.register(fastifyMultipart, { limits: PET_UPLOAD_LIMITS });

  // routes
  await server.register(healthRoutes(database));
  await server.register(apiRoutes(services));
  await server.register(seoRoutes(services, config.publicUrl));
  await server.register(contentPackSchemaRoute);
  // The pages' texts, static files at content-hashed addresses (decision 052).
  await server.register(textsRoutes(services.texts));
  // The chrome's data, static files at content-hashed addresses (decision 056).
  await server.register(chromeRoutes(services.site.findChromeFile));
  // The home's curated content, static files at content-hashed addresses (decision 059).
  await server.register(homeFileRoutes(services.site.findHomeFile));
  // Resized AVIF/WebP variants of our own pictures, cached on disk (decisions 013 and 029).
  const variantCache = path.join(config.dataDir, 'cache', 'images');
  // The media library's originals, from its store, before the /media/ files (decision 036).
  await server.register(mediaLibraryRoutes(services.media));
  await server.register(
    imageVariantRoutes({
      media: withLibraryVariants(
        createLibraryVariants(
          services.media.store,
          path.join(variantCache, 'library'),
          (listener) => void services.publishing.purge.subscribe(listener),
        ),
        createImageVariants(mediaDir, variantCache),
      ),
      // The committed pictures, read from their source (build/client/img holds the same files).
      img: createImageVariants(imgDir, path.join(variantCache, 'img')),
    }),
  );
  if (options.web !== false) {
    await registerWeb(server, {
      services,
      development: config.env === 'development',
      rootDir: ROOT_DIR,
      ...(options.devServer ? { devServer: options.devServer } : {}),
    });
  }
  return { server, services };
}
