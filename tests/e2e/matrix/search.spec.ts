// The plain runner, for the test that decides itself when the scripts arrive (the fixture's goto
// waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect as plainExpect, test as plain } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { holdScripts } from '../hold-scripts.ts';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';

/**
 * The search results page and the header's suggestions in each locale, at 1366 and 390 px
 * (docs/decisions/084): results grouped by kind with their pictures, an article's categories
 * apart from its title, `?query=` read as `?q=`, and a failed search said in the site's
 * language with a way to try again.
 */
const QUERY: Record<Locale, string> = { en: 'cat', pt: 'gato', pt_BR: 'gato' };

const localeOf = (locale: string | undefined) => (locale ?? 'en').replace('-', '_') as Locale;

test('the results are grouped by kind, with pictures, and the categories apart', async ({
  page,
}, testInfo) => {
  const locale = localeOf(testInfo.project.use.locale);
  const t = (key: string) => translate(messagesFor(locale), key);
  await page.goto(`/search?q=${encodeURIComponent(QUERY[locale])}`);

  for (const [group, picture] of [
    ['search.breeds', 'img'],
    ['search.articles', 'img'],
    ['search.infographics', 'img'],
  ] as const) {
    const region = page.getByRole('region', { name: t(group), exact: true });
    await expect(region).toBeVisible();
    const first = region.getByRole('listitem').first();
    await expect(first.locator(picture)).toBeVisible();
    // A picture, not a dot: the lists have no bullets, and the picture is a real one.
    expect(await region.locator('ul').evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe(
      'none',
    );
    // A lazy picture below a phone's fold loads once it is scrolled to.
    const img = first.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }

  // An article's category is its own line above the title, not glued to it.
  const article = page
    .getByRole('region', { name: t('search.articles'), exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByTestId('search-hit-category') })
    .first();
  const category = article.getByTestId('search-hit-category');
  const title = article.getByRole('heading', { level: 3 });
  const [categoryBox, titleBox] = [await category.boundingBox(), await title.boundingBox()];
  expect(categoryBox!.y + categoryBox!.height).toBeLessThanOrEqual(titleBox!.y + 1);
  expect(await title.textContent()).not.toContain((await category.textContent())!.trim());

  // The form is the site's, not the browser's default box.
  const box = page.locator('#search-page-q');
  expect(await box.evaluate((input) => getComputedStyle(input).borderRadius)).not.toBe('0px');
  // Nothing is wider than the screen.
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
});

plain(
  '?query=, the API’s name for it, is read as ?q=, before the scripts run too',
  async ({ page }, testInfo) => {
    const locale = localeOf(testInfo.project.use.locale);
    const t = (key: string) => translate(messagesFor(locale), key);
    const release = await holdScripts(page);
    await page.goto('/search?query=labrador', { waitUntil: 'domcontentloaded' });
    await plainExpect(page.locator('#search-page-q')).toHaveValue('labrador');
    const breeds = page.getByRole('region', { name: t('search.breeds'), exact: true });
    await plainExpect(breeds.getByRole('link', { name: 'Labrador Retriever' })).toBeVisible();
    // Held 3 s, as on a slow connection; then the page hydrates and stays the same.
    await page.waitForTimeout(3000);
    release();
    await plainExpect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    await plainExpect(page.locator('#search-page-q')).toHaveValue('labrador');
    await plainExpect(breeds.getByRole('link', { name: 'Labrador Retriever' })).toBeVisible();
  },
);

test('a failed header search says so in the site’s language, and tries again', async ({
  page,
}, testInfo) => {
  const locale = localeOf(testInfo.project.use.locale);
  const t = (key: string) => translate(messagesFor(locale), key);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.route('**/api/search?*', (route) => route.abort('connectionfailed'));
  const box = page.getByRole('searchbox', { name: t('search.label') });
  await box.fill('labrador');
  const results = page.locator('.search-results');
  await expect(results.getByRole('alert')).toHaveText(new RegExp(t('search.failed').slice(0, 20)));
  await expect(results).not.toContainText(t('search.loading'));
  await page.unroute('**/api/search?*');
  await results.getByRole('button', { name: t('search.retry') }).click();
  await expect(results.getByRole('link', { name: /Labrador Retriever/ })).toBeVisible();
});

test('a results page whose data cannot be loaded on a route change says so, and tries again', async ({
  page,
}, testInfo) => {
  const locale = localeOf(testInfo.project.use.locale);
  const t = (key: string) => translate(messagesFor(locale), key);
  await page.goto(`/search?q=${encodeURIComponent(QUERY[locale])}`);
  // The connection drops on the next search's own data request (a route change, not a page
  // load); the site's data, asked by its own request, still arrives.
  // A data request without `_routes` asks for every route's data, the search's among them.
  const searchData = (url: URL) =>
    url.pathname.endsWith('.data') && /search|^$/.test(url.searchParams.get('_routes') ?? '');
  let dropped = 0;
  await page.route(searchData, async (route) => {
    dropped += 1;
    await route.abort('connectionfailed');
  });
  await page.locator('#search-page-q').fill('labrador');
  await page.locator('#search-page-q').press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('search_page.failed_heading'));
  expect(dropped).toBeGreaterThan(0);
  // The search's own boundary, inside the site's header and footer, not the generic error page.
  await expect(page.getByRole('alert').filter({ hasText: t('search_page.failed') })).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await page.unroute(searchData);
  await page.getByTestId('search-retry').click();
  const breeds = page.getByRole('region', { name: t('search.breeds'), exact: true });
  await expect(breeds.getByRole('link', { name: 'Labrador Retriever' })).toBeVisible();
});
