import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../../core/container.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass: deletes expired and idle sessions, members' and staff's. */
    sweepSessions(now?: Date): Promise<void>;
  }
}

/**
 * Sessions end when they expire or sit idle, but their rows stay until something deletes them:
 * this deletes them every `everyMs` (0: only when asked). A pass that fails (the database is
 * unreachable) is logged and tried again at the next one; it never stops the process.
 */
export const sessionSweeperPlugin = fp<{ services: Services; everyMs: number }>(
  async (app: FastifyInstance, { services, everyMs }) => {
    const sweep = async (now = new Date()) => {
      try {
        await services.sessions.purgeExpired(now);
      } catch (error) {
        app.log.warn({ err: error }, 'session sweep: not done, tried again at the next pass');
      }
    };
    app.decorate('sweepSessions', sweep);
    if (everyMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
