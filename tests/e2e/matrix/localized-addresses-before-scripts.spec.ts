// The plain runner: this test decides itself when the scripts arrive (the fixture's goto
// waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test } from '@playwright/test';
import { holdScripts } from '../hold-scripts.ts';

/**
 * Addresses in the site's language (docs/decisions/087) on a slow connection: before the scripts,
 * a card's link is a plain request for the page, answered 200 at that address, no redirect.
 */
const FAMILY_SLUG: Record<string, string> = { en: 'dogs', pt: 'caes', 'pt-BR': 'caes' };

test('before the scripts, a card’s link is a plain request answered without a redirect', async ({
  page,
}, testInfo) => {
  const family = FAMILY_SLUG[testInfo.project.use.locale ?? 'en'];
  const release = await holdScripts(page);
  await page.goto(`/articles/1/${family}`, { waitUntil: 'domcontentloaded' });
  const link = page.locator('main .article-card__link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const [response] = await Promise.all([
    page.waitForEvent('response', (r) => r.url().endsWith(href)),
    link.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL((url) => url.pathname === href);
  // The slow connection's scripts arrive 3 s later; the page stays where it is.
  await page.waitForTimeout(3000);
  release();
  await page.waitForLoadState('load');
  await expect(page).toHaveURL((url) => url.pathname === href);
});
