import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface GracefulCloseOptions {
  /** How long idle keep-alive connections stay open for a last request once closing starts. */
  idleGraceMs?: number;
  /** Longest the drain waits for requests under way before the server is closed anyway. */
  maxDrainMs?: number;
}

/**
 * A drain that does not reset anyone. Node's `server.close()` destroys idle keep-alive sockets at
 * once, so a request a client sends on one just then fails with ECONNRESET. On close this stops
 * accepting connections first, keeps the open ones while requests under way finish (and for a
 * short grace), and answers every request of that time normally with `Connection: close`, so each
 * client opens its next connection elsewhere. Then Fastify closes the server as usual.
 */
export const gracefulClosePlugin = fp<GracefulCloseOptions>(
  async (app: FastifyInstance, options) => {
    const idleGraceMs = options.idleGraceMs ?? 1000;
    const maxDrainMs = options.maxDrainMs ?? 8000;
    const sockets = new Set<Socket>();
    let inFlight = 0;
    let draining = false;
    app.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    app.server.on('request', (_request, response) => {
      inFlight++;
      response.once('close', () => inFlight--);
    });
    // Requests that began before the drain leave with Connection: close too (Fastify marks only
    // those that arrive after it).
    app.addHook('onSend', async (request, reply) => {
      if (draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    });
    app.addHook('preClose', async () => {
      if (!app.server.listening) return;
      draining = true;
      // Stop accepting without closing idle connections (http.Server#close would close them).
      NetServer.prototype.close.call(app.server);
      const started = Date.now();
      await new Promise<void>((resolve) => {
        const check = () => {
          const elapsed = Date.now() - started;
          const settled = inFlight === 0 && (sockets.size === 0 || elapsed >= idleGraceMs);
          if (settled || elapsed >= maxDrainMs) return resolve();
          setTimeout(check, 25).unref();
        };
        check();
      });
    });
  },
);
