import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { announceSetupLink } from './setup-link.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await database.migrate();

  // The demo content, if any, was loaded before this process started (scripts/seed.ts).
  const { server, services } = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      // Stop sending mail first (waits for the message in flight; the rest stays queued).
      await services.mail.stopWorker();
      await server.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await server.listen({ port: config.port, host: config.host });
  // The outbox worker: sends queued mail now and keeps polling (retries with backoff).
  services.mail.startWorker();
  server.log.info(`Pawpedia is running at ${config.publicUrl} (${database.engine})`);
  await announceSetupLink(services, undefined, config.dataDir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
