// The plain runner, for the one test of a page that never hydrates.
// eslint-disable-next-line no-restricted-imports
import { expect as plainExpect, test as plain } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Decision 018: the server-rendered page paints and fetches its main picture first; the ~140 KB
 * of script start afterwards, and the page then becomes interactive as before.
 */
test('the home page fetches its main picture before any script, then hydrates', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      events.push(`script ${new URL(request.url()).pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/img/w/')) {
      events.push(`picture ${new URL(request.url()).pathname}`);
    }
  });
  await page.goto('/');
  const firstScript = events.findIndex((e) => e.startsWith('script '));
  const firstPicture = events.findIndex((e) => e.startsWith('picture '));
  expect(firstPicture).toBeGreaterThanOrEqual(0);
  expect(firstScript).toBeGreaterThan(firstPicture);
  // The scripts are the ones React Router asked for: the client entry among them.
  expect(events.some((e) => /^script \/assets\/entry\.client-/.test(e))).toBe(true);
  // Interactive: a header menu opens.
  const more = page.getByRole('button', { name: 'More' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
});

test('a page whose main picture never arrives still becomes interactive', async ({ page }) => {
  await page.route('**/img/w/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
});

// Without the fixture's wait: this page never hydrates.
plain(
  'with its scripts still on the way, the page is readable and its links work',
  async ({ page }) => {
    // Scripts held back: the page as a person on a slow connection sees it before hydration.
    await page.route('**/assets/*.js', () => undefined);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await plainExpect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('link', { name: /see all cat breeds/i }).click();
    await plainExpect(page).toHaveURL(/\/breeds\/2$/);
    await plainExpect(page.getByRole('heading', { level: 1 })).toContainText(/cats/i);
    await plainExpect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');
  },
);

// The home's curated content is a file beside the page (decision 059): a client navigation to the
// home loads it before drawing the page, without reloading the document.
test('a client navigation to the home loads its curated content, then draws it', async ({
  page,
}) => {
  const files: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/home-content/')) files.push(path);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/breeds/2');
  expect(files).toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', '1'));
  await page.locator('header a.site-logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-articles').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('home-featured').getByRole('heading').first()).toBeVisible();
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^\/home-content\/[a-zA-Z_]+\.[0-9a-f]{16}\.js$/);
  await expect(page.locator('html')).toHaveAttribute('data-same-document', '1');
  expect(errors).toEqual([]);
});

// Without the fixture's wait: these pages never hydrate either. A page of the previous build
// meeting an instance of the next one: its texts file (decision 052) is a 404; after a save,
// another instance's page may name a chrome file (decision 056) or a home file (decision 059) this
// one cannot make any more.
for (const file of ['texts', 'chrome', 'home-content'] as const) {
  plain(
    `a page whose ${file} file cannot be loaded stays as the server rendered it, and works`,
    async ({ page }) => {
      await page.route(`**/${file}/**`, (route) => route.fulfill({ status: 404, body: '' }));
      const gaveUp = page.waitForEvent('console', (message) =>
        message.text().includes('its data files did not load'),
      );
      await page.goto('/');
      await gaveUp;
      await plainExpect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');
      // Not replaced by the error page: the server's page, whose links work.
      await plainExpect(page.getByTestId('home-articles')).toBeVisible();
      await page.getByRole('link', { name: /see all cat breeds/i }).click();
      await plainExpect(page).toHaveURL(/\/breeds\/2$/);
    },
  );
}

// Enter in the header search before the scripts: tests/e2e/search-page.spec.ts (decision 025).
