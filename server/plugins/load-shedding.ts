import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate, type Messages } from '../../core/site/messages.ts';

export interface LoadSheddingOptions {
  messages: Messages;
  /** The site's language, for the busy page's `lang`. */
  locale: string;
  /** Pages rendered at once (RENDER_CONCURRENCY). */
  renderConcurrency: number;
  /** Pages that may wait for a turn (RENDER_QUEUE); any more are answered 503 at once. */
  renderQueue: number;
  /** Longest a page waits in that queue before it is shed (RENDER_QUEUE_MS). */
  renderQueueMs: number;
  /** Event-loop delay (ms) above which every request but the health checks is answered 503; 0: off. */
  maxEventLoopDelay?: number;
}

export interface RenderGate {
  /** Renders under way, and renders waiting for a turn. */
  readonly active: number;
  readonly waiting: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderGate: RenderGate;
  }
}

/** Seconds a shed client is asked to wait: long enough for a burst to pass, short for a person. */
const RETRY_AFTER_SECONDS = 5;
/** The health checks' routes: they answer however busy the instance is. */
const HEALTH = new Set(['/healthz', '/readyz']);
/** What the router matched decides, never the URL text (`/%61pi/…` is an API call too). */
const isApi = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/') ?? false;
/** A page render: the route React Router renders (server/plugins/web.ts). */
const isPage = (request: FastifyRequest) => request.routeOptions.config.page === true;
const HELD = Symbol('render slot');

/**
 * Sheds load before it queues (decision 022). Two gates, both answering 503 with Retry-After in
 * the site's language (JSON for /api, a small HTML page otherwise):
 * - a bound on page renders (React Router, the costly requests): RENDER_CONCURRENCY at once,
 *   RENDER_QUEUE more waiting; the rest are refused at once instead of piling up in memory;
 * - @fastify/under-pressure: when the event loop lags anyway, everything but the health checks.
 * Register after the page cache, so pages it answers never take a render slot.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(async (app: FastifyInstance, options) => {
  const message = translate(options.messages, 'api_errors.overloaded');
  const lang = options.locale.replace('_', '-');
  const page =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>503</title></head>` +
    `<body><p>${escapeHtml(message)}</p></body></html>`;
  /** Sets the 503's status and headers; returns its body. */
  const busy = (request: FastifyRequest, reply: FastifyReply) => {
    reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    reply.header('cache-control', 'no-store');
    if (isApi(request)) {
      reply.type('application/json; charset=utf-8');
      return JSON.stringify({ message });
    }
    reply.type('text/html; charset=utf-8');
    return page;
  };

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelay ?? 250,
    retryAfter: RETRY_AFTER_SECONDS,
    // Health checks still answer, so a busy instance is not taken for a dead one. What the
    // handler returns is sent (the plugin's code does so; its typings say void).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) =>
      HEALTH.has(request.routeOptions.url ?? '')
        ? undefined
        : busy(request, reply)) as unknown as () => void,
  });

  let active = 0;
  const queue: (() => void)[] = [];
  app.decorate('renderGate', {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  });
  const release = (request: FastifyRequest) => {
    const held = request as FastifyRequest & { [HELD]?: boolean };
    if (!held[HELD]) return;
    held[HELD] = false;
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isPage(request)) return;
    if (active >= options.renderConcurrency) {
      if (queue.length >= options.renderQueue) return reply.send(busy(request, reply));
      // The slot is handed over by the render that ends (active stays the same).
      const turn = await new Promise<boolean>((resolve) => {
        const take = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(take), 1);
          resolve(false);
        }, options.renderQueueMs);
        queue.push(take);
      });
      if (!turn) return reply.send(busy(request, reply));
      if (request.raw.destroyed) {
        const next = queue.shift();
        if (next) next();
        else active--;
        return;
      }
    } else {
      active++;
    }
    (request as FastifyRequest & { [HELD]?: boolean })[HELD] = true;
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
});

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  );
}
