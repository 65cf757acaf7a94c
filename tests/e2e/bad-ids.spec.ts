import { watchErrors } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

// Decision 021: an id beyond PostgreSQL's integer range in a page's address
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
    await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
  });
}

test('a form posted to a page without an action gets the error page in words, and it hydrates', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/about-us');
  // A plain form's post, as a stale or hand-made form would send it.
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/about-us';
    document.body.append(form);
    form.submit();
  });
  expect((await answer).status()).toBe(405);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(page.getByText('Please try again in a moment.')).toBeVisible();
  // The texts file loaded, the page hydrated with the same words: nothing in the console.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  expect(errors.filter((error) => !/405/.test(error))).toEqual([]);
});
