// The plain runner for the tests that decide themselves when the scripts arrive (the fixture's
// goto waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './hold-scripts.ts';
import { expect as hydratedExpect, test as hydrated } from './fixtures.ts';

/**
 * Nothing a visitor types or clicks before the scripts start is lost (decision 025).
 * The scripts come after the first paint (decision 018); here they are held back until the test
 * lets them through, or never sent at all.
 */

const count = (page: Page) => page.locator('.breeds-list__count');
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Search breeds' });

test('without scripts, Enter in the breed filter filters the list on the server', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/breeds/1', { waitUntil: 'domcontentloaded' });
  await expect(count(page)).toHaveText('Showing 24 of 71 breeds');
  await filterBox(page).fill('labrador');
  await filterBox(page).press('Enter');
  await expect(page).toHaveURL(/\/breeds\/1\?q=labrador$/);
  await expect(count(page)).toHaveText('Showing 1 of 1 breeds');
  await expect(page.getByRole('link', { name: /Labrador Retriever/ }).first()).toBeVisible();
  // The box still says what was asked.
  await expect(filterBox(page)).toHaveValue('labrador');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');
});

test('text typed in the breed filter before hydration stays, and the list follows it', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/breeds/1', { waitUntil: 'domcontentloaded' });
  await filterBox(page).pressSequentially('labr');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(filterBox(page)).toHaveValue('labr');
  await expect(count(page)).toHaveText('Showing 1 of 1 breeds');
  // And it keeps working as a live filter once hydrated.
  await filterBox(page).fill('retriever');
  await expect(count(page)).not.toHaveText('Showing 1 of 1 breeds');
  await expect(count(page)).toHaveText(/^Showing \d+ of \d+ breeds$/);
});

test('text typed in the header search before hydration stays and is searched', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/breeds/1', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.pressSequentially('labrador');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(box).toHaveValue('labrador');
  await expect(page.getByRole('link', { name: 'Labrador Retriever' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all results' })).toBeVisible();
});

test('without scripts, "show more breeds" is a link the server answers', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/breeds/1', { waitUntil: 'domcontentloaded' });
  await expect(count(page)).toHaveText('Showing 24 of 71 breeds');
  await page.getByRole('link', { name: 'Show more breeds' }).click();
  await expect(page).toHaveURL(/\/breeds\/1\?show=60$/);
  await expect(count(page)).toHaveText('Showing 60 of 71 breeds');
  await page.getByRole('link', { name: 'Show more breeds' }).click();
  await expect(count(page)).toHaveText('Showing 71 of 71 breeds');
  await expect(page.getByRole('link', { name: 'Show more breeds' })).toHaveCount(0);
});

hydrated('with scripts, "show more breeds" grows the list in place', async ({ page }) => {
  await page.goto('/breeds/1');
  await page.getByRole('link', { name: 'Show more breeds' }).click();
  await hydratedExpect(page).toHaveURL(/\/breeds\/1\?show=60$/);
  await hydratedExpect(count(page)).toHaveText('Showing 60 of 71 breeds');
  // The filter still works on the longer list.
  await filterBox(page).fill('labrador');
  await hydratedExpect(count(page)).toHaveText('Showing 1 of 1 breeds');
});
