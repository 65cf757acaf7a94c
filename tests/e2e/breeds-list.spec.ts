import { expect, test, type Page } from './fixtures.ts';

const cards = (page: Page) => page.locator('.breed-card:not(.breed-card--featured)');

test('the dogs page lists the demo breeds, each linking to its profile', async ({ page }) => {
  const response = await page.goto('/breeds/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dogs');
  await expect(page).toHaveTitle(/Dogs/);
  // Among the first 24, A to Z.
  await page.getByRole('link', { name: 'Border Collie' }).first().click();
  await expect(page).toHaveURL(/\/breeds\/\d+\/border-collie$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Border Collie');
});

test('shows 24 breeds, then 60, then all of them with the load-more button', async ({ page }) => {
  await page.goto('/breeds/1');
  const total = Number((await page.locator('.family-header p').first().textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(70);
  await expect(cards(page)).toHaveCount(24);
  const more = page.getByRole('link', { name: 'Show more breeds' });
  await more.click();
  await expect(cards(page)).toHaveCount(60);
  await more.click();
  await expect(cards(page)).toHaveCount(Math.min(total, 96));
  if (total <= 96) await expect(more).toBeHidden();
});

test('places the breed of the week after the first 6 and the article widget after item 12', async ({ page }) => {
  await page.goto('/breeds/1');
  const order = await page
    .locator('.breed-card, .article-widget')
    .evaluateAll((nodes) =>
      nodes.map((n) => (n.classList.contains('article-widget') ? 'widget' : n.classList.contains('breed-card--featured') ? 'week' : 'breed')),
    );
  expect(order.slice(0, 14)).toEqual([...Array(6).fill('breed'), 'week', ...Array(6).fill('breed'), 'widget']);
  await expect(page.locator('.breed-card--featured')).toContainText('Breed of the week');
  await expect(page.locator('.breed-card--featured')).toContainText('Portuguese Water Dog');
  // Its wide picture comes with the 1920w @2x twin.
  await expect(page.locator('.breed-card--featured img')).toHaveAttribute('srcset', /@2x\.webp 1920w$/);
});

test('filters by name or synonym, case-insensitively, hiding the featured breed and widget', async ({ page }) => {
  await page.goto('/breeds/1');
  const filter = page.getByLabel('Search breeds');
  await filter.fill('RETRIEVER');
  await expect(cards(page).first()).toBeVisible();
  const names = await page.locator('.breed-card__name').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const name of names) expect(name.toLowerCase()).toContain('retriever');
  await expect(page.locator('.breed-card--featured')).toHaveCount(0);
  await expect(page.locator('.article-widget')).toHaveCount(0);

  // A synonym: the Portuguese Water Dog is also the "Cão de Água".
  await filter.fill('cão de água');
  await expect(page.locator('.breed-card__name')).toHaveText(['Portuguese Water Dog']);

  await filter.fill('zzzz');
  await expect(page.getByRole('status')).toHaveText('No breed matches “zzzz”.');
  await filter.fill('');
  await expect(cards(page)).toHaveCount(24);
  await expect(page.locator('.article-widget')).toHaveCount(1);
});

test('a family from the home page leads to its breeds', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /see all cat breeds/i }).click();
  await expect(page).toHaveURL(/\/breeds\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cats');
});

test('an unknown family is the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/breeds/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
  expect((await page.goto('/breeds/not-a-number'))?.status()).toBe(404);
});

test('the not-found page goes back to the previous page', async ({ page }) => {
  await page.goto('/breeds/1');
  // Reached from the site (a link's load names the referrer); a new tab's goes home (decision 085).
  await page.evaluate(() => window.location.assign('/no/such/page'));
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/breeds\/1$/);
});
