// The plain runner: these tests decide themselves when the scripts arrive (the fixture's goto
// waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from '../hold-scripts.ts';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';
import { registerAccount, watchErrors } from '../account-helpers.ts';

/**
 * What a visitor types or chooses before the scripts arrive is what the page works with once
 * they have (decision 025, app/lib/kept-before-scripts.ts): the footer's newsletter address, the
 * header search, the breed filter, the poll's answer (and its vote without any scripts) and the
 * pet form. The scripts are held back until the test lets them through. In the project's locale
 * and width (playwright.config.ts: every locale server, at 1366 px and 390 px).
 */

/** The project's site language, as its catalog. */
function t(key: string): string {
  const locale = (test.info().project.use.locale ?? 'en').replace('-', '_') as Locale;
  return translate(messagesFor(locale), key);
}

const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', '1', { timeout: 15_000 });
const notHydrated = (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');

const uniqueEmail = () =>
  `early${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('the newsletter address typed before the scripts is the one subscribed', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const block = page.locator('.newsletter-block');
  const email = block.getByLabel(t('newsletter.email_label'));
  await email.pressSequentially(uniqueEmail());
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(email).toHaveValue(/^early.+@example\.com$/);
  await block.getByRole('button', { name: t('newsletter.submit') }).click();
  // An empty address would be refused ("Please enter a valid e-mail address").
  await expect(block.getByText(t('newsletter.thanks'))).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('Enter in the newsletter block before the scripts posts, and the address stays out of the URL', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const email = page.locator('.newsletter-block').getByLabel(t('newsletter.email_label'));
  await email.fill(uniqueEmail());
  await email.press('Enter');
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.heading'));
  // The bot check needs the scripts: the page keeps the address and says so (decision 085).
  await expect(page.locator('main').getByText(t('newsletter.needs_check'))).toBeVisible();
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
});

test('the header search and the breed filter keep what was typed before the scripts', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/breeds/1', { waitUntil: 'domcontentloaded' });
  const filter = page.getByRole('searchbox', { name: t('breeds.filter_label') });
  const search = page.getByRole('searchbox', { name: t('search.label') });
  await filter.pressSequentially('zzzz');
  await search.pressSequentially('labrador');
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(filter).toHaveValue('zzzz');
  await expect(search).toHaveValue('labrador');
  // The list follows the filter typed (no breed has that name), the search searched the text.
  await expect(page.locator('.breed-filter__empty [role="status"]')).toHaveText(
    t('breeds.no_match').replace('{{filter}}', 'zzzz'),
  );
  await expect(page.getByRole('link', { name: 'Labrador Retriever' }).first()).toBeVisible();
  await filter.fill('');
  await expect(page.locator('.breed-filter__empty')).toHaveCount(0);
});

test('the poll answer chosen before the scripts is the vote sent', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const poll = page.getByTestId('poll-form');
  const first = poll.getByRole('radio').first();
  const label = (await poll.locator('label').first().textContent()) ?? '';
  await first.check();
  await notHydrated(page);
  release();
  await hydrated(page);
  await poll.getByRole('button', { name: t('widgets.poll.vote') }).click();
  const mine = page.locator('.poll-results__item--mine');
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('.poll-results__label')).toContainText(label);
});

test('a poll vote sent before the scripts is counted, and the results show', async ({ page }) => {
  // The scripts never come: the form posts to the home's action (app/routes/home.tsx).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const poll = page.getByTestId('poll-form');
  const label = (await poll.locator('label').nth(1).textContent()) ?? '';
  await poll.getByRole('radio').nth(1).check();
  await poll.getByRole('button', { name: t('widgets.poll.vote') }).click();
  // Back to the shared home's results (decision 072): which answer was this visitor's needs the
  // API, so without scripts the results show with no answer marked.
  await expect(page).toHaveURL(/\/\?poll=results#poll-widget-heading-\d+$/);
  const results = page.getByTestId('poll-results');
  await expect(results).toBeVisible();
  await expect(results.locator('.poll-results__label', { hasText: label })).toHaveCount(1);
  await expect(page.getByTestId('poll-form')).toHaveCount(0);
});

test('the pet form keeps the name and the date chosen before the scripts, and saves them', async ({
  page,
}) => {
  await registerAccount(page.request);
  const release = await holdScripts(page);
  await page.goto('/register/pet', { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('pet-form');
  const name = form.getByLabel(t('pets.form.name'), { exact: true });
  await name.pressSequentially('Biscuit');
  await form.getByLabel(t('pets.form.family'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(t('pets.form.day')).selectOption('9');
  await form.getByLabel(t('pets.form.month')).selectOption('3');
  await form.getByLabel(t('pets.form.year')).selectOption('2021');
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(name).toHaveValue('Biscuit');
  await expect(form.getByLabel(t('pets.form.day'))).toHaveValue('9');
  await form.getByRole('button', { name: t('pets.form.save') }).click();
  await expect(page).toHaveURL(/\/$/);
  const pets = (await (await page.request.get('/api/auth/me/pets')).json()) as {
    name: string;
    birth_date: string | null;
  }[];
  expect(pets.map((pet) => [pet.name, pet.birth_date])).toEqual([['Biscuit', '2021-03-09']]);
});
