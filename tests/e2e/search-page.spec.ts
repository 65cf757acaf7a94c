// The plain runner, for the tests of a page whose scripts never start.
// eslint-disable-next-line no-restricted-imports
import { expect as plainExpect, test as plain } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The search results page (decision 025): Enter in the header search lands on
 * /search?q=, with breeds, articles and products, each group paged, the same accent and typo
 * tolerance as the suggestions, and kept out of search engines' indexes.
 */
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Enter in the header search opens the results page with all three groups', async ({
      page,
    }) => {
      await page.goto('/breeds/1');
      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.fill('dog');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=dog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “dog”');
      for (const name of ['Breeds', 'Articles', 'Products']) {
        const group = page.getByRole('region', { name, exact: true });
        await expect(group).toBeVisible();
        await expect(group.getByRole('listitem').first()).toBeVisible();
      }
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // Nothing of the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  });
}

test('each group pages on: more articles, the next page, and back', async ({ page }) => {
  await page.goto('/search?q=dog');
  const articles = page.getByRole('region', { name: 'Articles', exact: true });
  const firstPage = await articles.getByRole('listitem').allTextContents();
  expect(firstPage).toHaveLength(10);
  await articles.getByRole('link', { name: 'More articles' }).click();
  await expect(page).toHaveURL(/\/search\?q=dog&type=articles&page=2$/);
  // Only that group, its second page: none of the first page's articles again.
  await expect(page.getByRole('region', { name: 'Breeds', exact: true })).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pager).toContainText('Page 2');
  const secondPage = await articles.getByRole('listitem').allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/search\?q=dog&type=articles$/);
  await expect(articles.getByRole('listitem')).toHaveText(firstPage);
  await page.getByRole('link', { name: 'All results' }).click();
  await expect(page.getByRole('region', { name: 'Breeds', exact: true })).toBeVisible();
});

test('a missing accent or one typo still finds the breed', async ({ page }) => {
  await page.goto('/search?q=labrdor');
  const breeds = page.getByRole('region', { name: 'Breeds', exact: true });
  await expect(breeds.getByRole('link', { name: 'Labrador Retriever' })).toBeVisible();
  // The form on the page searches again, here without the accent of "Cão de Água".
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
  await box.fill('cao de agua');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=cao\+de\+agua$/);
  await expect(breeds.getByRole('link', { name: 'Portuguese Water Dog' })).toBeVisible();
});

test('a query too short to search says so instead of showing nothing', async ({ page }) => {
  await page.goto('/search?q=a');
  await expect(page.getByRole('status')).toHaveText('Type at least 3 letters to search.');
});

test('the suggestions lead to all the results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill('labrador');
  const all = page.getByRole('link', { name: 'See all results' });
  await all.click();
  await expect(page).toHaveURL(/\/search\?q=labrador$/);
  await expect(
    page.getByRole('region', { name: 'Breeds', exact: true }).getByRole('link', {
      name: 'Labrador Retriever',
    }),
  ).toBeVisible();
});

// Without the fixture's wait: these pages never hydrate.
plain('before the scripts, Enter in the header search opens the results page', async ({ page }) => {
  await page.route('**/assets/*.js', () => undefined);
  await page.goto('/breeds/1', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill('collie');
  await box.press('Enter');
  await plainExpect(page).toHaveURL(/\/search\?q=collie$/);
  await plainExpect(
    page
      .getByRole('region', { name: 'Breeds', exact: true })
      .getByRole('link', {
        name: /Collie/,
      })
      .first(),
  ).toBeVisible();
});
