import { registerAccount, watchErrors } from './account-helpers.ts';
import { expect, test, type Page } from './fixtures.ts';

/**
 * The member home on a phone: nothing wider than the screen, and no hydration error
 * after saving a pet (React #418 came from the "saved" message, which the browser's history keeps
 * across a reload but the server never sees).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Elements wider than the viewport, and the document's scroll width. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    wider: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().width > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 10),
  }));

test('the member home with pets fits a 390 px phone, and saving a pet leaves no error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await registerAccount(page.request);
  const csrf = (await page.request.get('/api/articles/featured')).headers()['x-csrf-token'] ?? '';
  for (const name of ['Alexandrina', 'Bartholomew', 'Constantine', 'Dorothea']) {
    const response = await page.request.post('/api/auth/me/pets', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf },
      multipart: { name, id_family: '1', id_breed: '', birth_date: '' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/');
  await expect(page.getByTestId('pet-articles').locator('.article-card').first()).toBeVisible();
  await expect(page.getByTestId('pet-products')).toHaveAttribute('aria-busy', 'false');
  expect(await overflow(page)).toEqual({ scrollWidth: 390, wider: [] });

  // Save a pet through the form, land on the member home, then reload it.
  await page.goto('/register/pet');
  const form = page.getByTestId('pet-form');
  await form.getByLabel('Name').fill('Eleonora');
  await form.getByLabel('Family').selectOption('1');
  await form.getByRole('button', { name: 'Save pet' }).click();
  await expect(page.getByTestId('pet-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('member-home')).toBeVisible();
  await expect(page.getByTestId('pet-products')).toHaveAttribute('aria-busy', 'false');
  expect(await overflow(page)).toEqual({ scrollWidth: 390, wider: [] });
  expect(errors).toEqual([]);
});
