import { expect, test } from './fixtures.ts';

// Issue 11, item 3 (decision 021): an id beyond PostgreSQL's integer range in a page's address
// is an unknown id, answered with the not-found page, never an error page.
const PAGES = [
  '/breeds/2147483648',
  '/breeds/99999999999999999999/labrador',
  '/breeds/2147483648/labrador/details',
  '/articles/2147483648/dogs',
  '/article/99999999999999999999/x',
  '/infographic/2147483648/x',
];

for (const url of PAGES) {
  test(`${url} is the not-found page`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  });
}
