/**
 * The studio's screenshot in the README (docs/screenshots/): `npm run build`, then
 * `tsx scripts/screenshots/studio.ts`. It starts the production build on a fresh embedded database
 * with the demo content, creates the first owner through the setup link the start writes to
 * DATA_DIR, enrols the second factor, and photographs the article list and an article in the
 * editor at 1366 px. Uses the system Chromium (decision 005); stops its server when done.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { messagesFor, translate } from '../../core/site/messages.ts';

const PORT = 3790;
const base = `http://127.0.0.1:${PORT}`;
const out = path.resolve('docs/screenshots');
const t = (key: string) => translate(messagesFor('en'), key);

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function createOwner(page: Page, dataDir: string) {
  const link = new URL(readFileSync(path.join(dataDir, 'studio-setup-link.txt'), 'utf8').trim());
  await page.goto(`${base}${link.pathname}${link.hash}`);
  const form = page.locator('main form.studio-form');
  await form.getByLabel(t('studio_shell.name_label'), { exact: true }).fill('Olga Owner');
  await form.getByLabel(t('studio_shell.email_label'), { exact: true }).fill('owner@example.com');
  await form
    .getByLabel(t('studio_shell.new_password_label'), { exact: true })
    .fill('owner password 123');
  await form.getByRole('button').click();
  await page.waitForURL(/\/studio\/enrol/);
  const secret = (await page.locator('#enrol-secret').getAttribute('data-secret'))!;
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel(t('studio_shell.enrol_code_label'), { exact: true }).fill(code);
  await page.getByRole('button', { name: t('studio_shell.enrol_submit') }).click();
  await page.getByRole('link', { name: t('studio_shell.codes_continue') }).click();
  await page.waitForURL(/\/studio$/);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawpedia-screenshots-'));
const server = spawn(
  'bash',
  ['-c', 'node dist/seed.js --first-start && exec node dist/server.js'],
  {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      EVENT_LOOP_MAX_DELAY_MS: '0',
    },
    stdio: 'inherit',
  },
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await waitReady();
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await createOwner(page, dataDir);
  mkdirSync(out, { recursive: true });
  await page.goto(`${base}/studio/articles`);
  await page.locator('html[data-hydrated="1"]').waitFor();
  await page.screenshot({ path: path.join(out, 'studio-articles.png') });
  await page.locator('main table a').first().click();
  await page.waitForURL(/\/studio\/articles\/\d+/);
  await page.locator('html[data-hydrated="1"]').waitFor();
  await page.getByTestId('content-source').waitFor();
  await page.waitForTimeout(1000); // the preview's pictures
  await page.screenshot({ path: path.join(out, 'studio-editor.png') });
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
