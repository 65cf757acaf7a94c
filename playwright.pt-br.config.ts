import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The same browser tests setup, on a server started with SITE_LOCALE=pt_BR (issue 12: every
 * price of the Brazilian site threw "Incorrect locale information provided"). It runs after the
 * English suite on the same port, so nothing else has to be free:
 * `E2E_PORT=3105 npx playwright test -c playwright.pt-br.config.ts`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.join(tmpdir(), `pawpedia-e2e-pt-br-${PORT}`);
const webServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['**/locale-pt-br.spec.ts'],
  webServer: {
    ...webServer,
    command: `rm -rf "${DATA_DIR}" && node dist/server.js`,
    env: { ...webServer.env, DATA_DIR, SITE_LOCALE: 'pt_BR' },
  },
});
