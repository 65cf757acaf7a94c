/**
 * The studio's screenshots (docs/screenshots/, the studio manual's picture among them): `npm run build`,
 * then `tsx scripts/screenshots/studio.ts`. It starts the production build on a fresh embedded
 * database with the demo content, creates the first owner through the setup link the start writes
 * to DATA_DIR, enrols the second factor, and photographs every studio screen (the dashboard, each
 * screen of the navigation, an article in the editor) at 1366 px and at 390 px, what a screen
 * shows first (`studio-<screen>.png` and `studio-<screen>-phone.png`); then, as a guest, the
 * public pages whose layout is easiest to break (`site-<page>.png`, `site-<page>-phone.png`): the
 * search results, a flagged article scrolled into its text, a breed profile. Uses the system Chromium
 * (decision 005); stops its server when done. SCREENSHOTS_PORT: its port (3790).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { messagesFor, translate } from '../../core/site/messages.ts';
import { paths } from '../../core/site/paths.ts';
import { studioPaths } from '../../core/site/studio-paths.ts';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3790);
const base = `http://127.0.0.1:${PORT}`;
const out = path.resolve('docs/screenshots');
const t = (key: string) => translate(messagesFor('en'), key);

/** Every screen of the studio's navigation (app/components/studio/studio-screens.ts), by name. */
const SCREENS = {
  articles: studioPaths.studioArticles({}),
  breeds: studioPaths.studioBreeds({}),
  families: studioPaths.studioFamilies({}),
  infographics: studioPaths.studioInfographics({}),
  products: studioPaths.studioProducts({}),
  pages: studioPaths.studioPages({}),
  homePage: studioPaths.studioHomePage({}),
  widgets: studioPaths.studioWidgets({}),
  notices: studioPaths.studioNotices({}),
  settings: studioPaths.studioSettings({}),
  newsletter: studioPaths.studioNewsletter({}),
  subscribers: studioPaths.studioSubscribers({}),
  members: studioPaths.studioMembers({}),
  staff: studioPaths.studioStaff({}),
  media: studioPaths.studioMedia({}),
  trash: studioPaths.studioTrash({}),
  content: studioPaths.studioContent({}),
  audit: studioPaths.studioAudit({}),
  profile: studioPaths.studioProfile({}),
};

async function waitReady() {
  // The first start draws the demo's pictures: minutes on a busy machine.
  for (let i = 0; i < 900; i++) {
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
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await desktop.newPage();
  await createOwner(page, dataDir);
  mkdirSync(out, { recursive: true });
  // The phone: the owner's session in a 390 px context.
  // (At one device pixel per CSS pixel: the pictures stay small.)
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: await desktop.storageState(),
  });
  const phonePage = await phone.newPage();
  const shoot = async (name: string, open: (p: Page) => Promise<void>) => {
    for (const [p, suffix] of [
      [page, ''],
      [phonePage, '-phone'],
    ] as const) {
      await open(p);
      await p.locator('html[data-hydrated="1"]').waitFor();
      await p.waitForLoadState('networkidle');
      await p.screenshot({ path: path.join(out, `studio-${name}${suffix}.png`) });
    }
  };
  await shoot('dashboard', (p) => p.goto(`${base}${studioPaths.studio({})}`).then(() => {}));
  for (const [screen, at] of Object.entries(SCREENS))
    await shoot(screen, (p) => p.goto(`${base}${at}`).then(() => {}));
  await shoot('editor', async (p) => {
    await p.goto(`${base}${studioPaths.studioArticles({})}`);
    await p.locator('main table a').first().click();
    await p.waitForURL(/\/studio\/articles\/\d+/);
    await p.getByTestId('content-source').waitFor();
    await p.waitForTimeout(1000); // the preview's pictures
  });
  await phone.close();
  await desktop.close();

  // The public pages, as a guest sees them.
  const guests = [
    await browser.newContext({ viewport: { width: 1366, height: 900 } }),
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    }),
  ];
  const PUBLIC: [name: string, at: string, scrollY: number][] = [
    ['search', paths.search({}, { q: 'labrador' }), 0],
    // A demo article with a medical flag, scrolled into its text under the sliding header.
    ['article-scrolled', paths.article({ id: 1, slug: 'living-well-with-canine-arthritis' }), 1500],
    ['breed-profile', paths.breedProfile({ id: 1, slug: 'labrador-retriever' }), 0],
  ];
  for (const [name, at, scrollY] of PUBLIC) {
    for (const [context, suffix] of [
      [guests[0]!, ''],
      [guests[1]!, '-phone'],
    ] as const) {
      const guest = await context.newPage();
      await guest.goto(`${base}${at}`);
      await guest.locator('html[data-hydrated="1"]').waitFor();
      await guest.waitForLoadState('networkidle');
      if (scrollY) {
        await guest.mouse.wheel(0, scrollY);
        await guest.waitForTimeout(500); // the header's slide
      }
      await guest.screenshot({ path: path.join(out, `site-${name}${suffix}.png`) });
      await guest.close();
    }
  }
  for (const context of guests) await context.close();
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
