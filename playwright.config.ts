import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.join(tmpdir(), `pawpedia-e2e-${PORT}`);
/**
 * The demo content seeded once per run (this process's id), copied into each server's DATA_DIR
 * by scripts/e2e-data-dir.mjs (docs/decisions/039-ci-time.md). npm test seeds it beside Vitest
 * and names it in E2E_DATA_TEMPLATE (docs/decisions/065); a locale whose template is missing
 * there is seeded by its server as before.
 */
const DATA_TEMPLATE =
  process.env.E2E_DATA_TEMPLATE ||
  path.join(tmpdir(), `pawpedia-e2e-template-${PORT}-${process.pid}`);
/**
 * The locale matrix (tests/e2e/matrix/) runs against one server per site locale: en is the main
 * server above, pt and pt_BR get their own ports and databases. E2E_LOCALES=en runs
 * en alone (the default is pt,pt_BR besides en).
 */
const LOCALES = [...new Set(['en', ...(process.env.E2E_LOCALES ?? 'pt,pt_BR').split(',')])];
const LOCALE_PORTS: Record<string, number> = { en: PORT, pt: PORT + 20, pt_BR: PORT + 40 };
const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

/** The studio test that creates a server's first owner (tests/e2e/studio/sign-in.spec.ts). */
const FIRST_OWNER_TEST = /\bthe first owner\b/;

/** A locale server's DATA_DIR (tests/e2e/studio/studio-fixtures.ts's dataDir() finds it again). */
const dataDirOf = (locale: string) => (locale === 'en' ? DATA_DIR : `${DATA_DIR}-${locale}`);

/** Where a server's mail listener listens, from the server's port. */
const MAIL_PORT_OFFSET = 11;

/**
 * A production server on a fresh embedded database loaded with the demo content, as `npm run
 * serve` makes it: a copy of the run's seeded template (the server migrates it as it starts).
 */
function server(locale: string) {
  const port = LOCALE_PORTS[locale]!;
  const dataDir = dataDirOf(locale);
  return {
    // The run's locales: the first server seeds the others' templates while the servers start.
    command: `node scripts/e2e-data-dir.mjs "${DATA_TEMPLATE}" "${dataDir}" ${LOCALES.join(',')} && node dist/server.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses, so canonical and shared links point at this test server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SITE_LOCALE: locale,
      // Every browser test signs up from 127.0.0.1: raise the limits, keep the mechanism.
      RATE_LIMIT_SCALE: '100',
      // Three servers and two browsers share two cores: a lagging loop here is the test rig, not
      // overload (the gate itself: tests/security/load-shedding.test.ts, npm run bench).
      EVENT_LOOP_MAX_DELAY_MS: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Newsletter editions go to the SMTP listener tests/e2e/studio/newsletter.spec.ts starts
      // (port + 10). One batch a minute of 1,000: the spec's 500 subscribers at once (decision 047).
      NEWSLETTER_SMTP_URL: `smtp://127.0.0.1:${port + 10}`,
      // Every other message through a real SMTP listener that files it (mailListener below).
      SMTP_URL: `smtp://127.0.0.1:${port + MAIL_PORT_OFFSET}`,
      NEWSLETTER_RATE_PER_MINUTE: '1000',
      MAIL_POLL_SECONDS: '1',
    },
  };
}

/**
 * A locale server's mail server: a real SMTP listener that keeps each message as a file in the
 * server's DATA_DIR/mail, where the specs read it (tests/e2e/mail-listener.ts).
 */
function mailListener(locale: string) {
  const port = LOCALE_PORTS[locale]! + MAIL_PORT_OFFSET;
  return {
    command: `npx tsx tests/e2e/mail-listener.ts ${port} "${path.join(dataDirOf(locale), 'mail')}"`,
    port,
    timeout: 60_000,
    reuseExistingServer: false,
  };
}

/** A studio project's browser: the site language's locale, at a width. */
const studioUse = (
  locale: string,
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  phone: boolean,
) => ({
  ...devices['Desktop Chrome'],
  viewport,
  isMobile: phone,
  hasTouch: phone,
  baseURL: `http://127.0.0.1:${LOCALE_PORTS[locale]}`,
  locale: locale.replace('_', '-'),
});

/**
 * The system's Chromium, never a downloaded browser (docs/decisions/005). Headless runs use
 * Debian's `chromium-headless-shell` (the old headless mode's lighter binary, which Playwright
 * itself picks for headless runs): same version as `chromium`, less CPU per test
 * (docs/decisions/061-headless-shell.md). A headed or debugged run (`--headed`, `--debug`,
 * `--ui`, PWDEBUG) needs the full browser, `CHROME_PATH` or `/usr/bin/chromium`, as does a
 * machine without the shell; `CHROME_HEADLESS_SHELL_PATH=` (empty) runs the full one headless.
 */
const headed =
  !!process.env.PWDEBUG ||
  !!process.env.E2E_HEADED ||
  process.argv.some((arg) => /^--(headed|debug|ui)\b/.test(arg));
// The workers load this file again without the runner's arguments: they inherit the answer.
if (headed) process.env.E2E_HEADED = '1';
const headlessShell = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const executablePath =
  !headed && existsSync(headlessShell)
    ? headlessShell
    : (process.env.CHROME_PATH ?? '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two by default; E2E_WORKERS to measure more on a quiet machine (docs/decisions/054).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A browser test waits up to 10 s for what it expects (Playwright's default is 5 s): the CI
  // machine runs three servers and two browsers on two cores, where tests that pass alone have
  // failed one step at a time under that load (docs/decisions/057-ci-time-where-it-goes.md). A
  // wait is not a timing assertion: it passes as soon as the page is right.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test's trace keeps its DOM snapshots, network and console, without the screencast
    // frames every page sends while traced: less browser CPU for each test (docs/decisions/065).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  projects: [
    // Each server's one studio owner, made through the setup link (sign-in.spec.ts's first test,
    // its own project so that it runs before every other studio test, even when a run names only
    // one file: a dependency project ignores the command line's file filter). Listed first: the
    // projects without dependencies make the run's first phase, which ends when its last test
    // does, and these three long tests (30-50 s) left last had one worker idle for up to 40 s
    // (docs/decisions/057-ci-time-where-it-goes.md).
    ...LOCALES.map((locale) => ({
      name: `studio-${locale}-first-owner`,
      testMatch: 'studio/sign-in.spec.ts',
      grep: FIRST_OWNER_TEST,
      use: studioUse(locale, VIEWPORTS.desktop, false),
    })),
    {
      name: 'desktop',
      testIgnore: ['matrix/**', 'studio/**', 'site-wide/**', 'locale-pt-br.spec.ts'],
      use: { ...devices['Desktop Chrome'] },
    },
    // The Brazilian site's own content checks (prices in R$, Brazilian wording).
    ...(LOCALES.includes('pt_BR')
      ? [
          {
            name: 'pt_BR-content',
            testMatch: 'locale-pt-br.spec.ts',
            use: {
              ...devices['Desktop Chrome'],
              baseURL: `http://127.0.0.1:${LOCALE_PORTS.pt_BR}`,
            },
          },
        ]
      : []),
    // Every page type in every locale at 1366 px and 390 px (tests/e2e/matrix/).
    ...LOCALES.flatMap((locale) =>
      Object.entries(VIEWPORTS).map(([width, viewport]) => ({
        name: `${locale}-${width}`,
        testMatch: 'matrix/**/*.spec.ts',
        use: {
          ...devices['Desktop Chrome'],
          viewport,
          isMobile: width === 'phone',
          hasTouch: width === 'phone',
          baseURL: `http://127.0.0.1:${LOCALE_PORTS[locale]}`,
          locale: locale.replace('_', '-'),
        },
      })),
    ),
    // The studio (tests/e2e/studio/, decision 034) on each locale server: first the server's one
    // owner (the first-owner projects above), then the wide screen, then the phone, signed in as
    // that owner.
    ...LOCALES.flatMap((locale) =>
      Object.entries(VIEWPORTS).map(([width, viewport]) => ({
        name: `studio-${locale}-${width}`,
        testMatch: 'studio/**/*.spec.ts',
        grepInvert: FIRST_OWNER_TEST,
        dependencies: [
          width === 'phone' ? `studio-${locale}-desktop` : `studio-${locale}-first-owner`,
        ],
        use: studioUse(locale, viewport, width === 'phone'),
      })),
    ),
    // Editors' changes that public pages show (the site's title, the banner, a breed's gauge, a
    // price, the home's carousel and poll: tests/e2e/site-wide/): after every other project on
    // that server is done, so none of them sees a page it did not expect; each spec puts back what
    // it changed, and they change different things, so they run side by side. The wide screen,
    // then the phone.
    ...LOCALES.flatMap((locale) => {
      const onServer = [
        ...(locale === 'en' ? ['desktop'] : []),
        ...(locale === 'pt_BR' ? ['pt_BR-content'] : []),
        ...Object.keys(VIEWPORTS).flatMap((width) => [
          `${locale}-${width}`,
          `studio-${locale}-${width}`,
        ]),
      ];
      return Object.entries(VIEWPORTS).map(([width, viewport]) => ({
        name: `site-wide-${locale}-${width}`,
        testMatch: 'site-wide/**/*.spec.ts',
        dependencies: width === 'phone' ? [`site-wide-${locale}-desktop`] : onServer,
        use: {
          ...devices['Desktop Chrome'],
          viewport,
          isMobile: width === 'phone',
          hasTouch: width === 'phone',
          baseURL: `http://127.0.0.1:${LOCALE_PORTS[locale]}`,
          locale: locale.replace('_', '-'),
        },
      }));
    }),
  ],
  webServer: LOCALES.flatMap((locale) => [mailListener(locale), server(locale)]),
});
