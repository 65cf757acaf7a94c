import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.join(tmpdir(), `pawpedia-e2e-${PORT}`);
// The system Chromium, never a downloaded browser (docs/decisions/005).
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs of another site locale run against their own server: playwright.pt-br.config.ts.
  testIgnore: ['**/locale-pt-br.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh embedded database each run; the server loads the demo content on first start.
    command: `rm -rf "${DATA_DIR}" && node dist/server.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The address the browser uses, so canonical and shared links point at this test server.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Every browser test signs up from 127.0.0.1: raise the limits, keep the mechanism.
      RATE_LIMIT_SCALE: '100',
      DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
