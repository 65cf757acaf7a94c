// The plain runner: these tests decide themselves when the scripts arrive (the fixture's goto
// waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from '../hold-scripts.ts';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';
import { registerAccount, uniqueName, watchErrors } from '../account-helpers.ts';

/**
 * A visitor on a slow phone (decision 085): what is tapped before the scripts arrive does what
 * it says, and nothing typed is lost or put in an address. The scripts are held back 3 s after
 * the tap, in the project's locale and width (playwright.config.ts).
 */

const HOLD_MS = 3000;

function t(key: string, values: Record<string, string> = {}): string {
  const locale = (test.info().project.use.locale ?? 'en').replace('-', '_') as Locale;
  let text = translate(messagesFor(locale), key);
  for (const [name, value] of Object.entries(values)) text = text.replace(`{{${name}}}`, value);
  return text;
}

const isPhone = () => (test.info().project.use.viewport?.width ?? 1366) < 1024;

const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', '1', { timeout: 20_000 });
const notHydrated = (page: Page) =>
  expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');

/** Lets the held scripts through 3 s from now. */
const releaseLater = (release: () => void) => setTimeout(release, HOLD_MS);

test('registration: Next before the scripts posts, keeps the e-mail and opens step 2', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  const email = `${uniqueName()}@example.com`;
  await page.getByLabel(t('register.step_email.label')).fill(email);
  await notHydrated(page);
  await page.getByRole('button', { name: t('register.step_email.next') }).click();
  releaseLater(release);
  await hydrated(page);
  expect(urls.filter((url) => url.includes('example.com') || url.includes('%40'))).toEqual([]);
  await expect(page).not.toHaveURL(/\?/);
  await expect(page.getByLabel(t('register.step_email.label'))).toHaveValue(email);
  const username = page.getByLabel(t('register.step_username.label'));
  await expect(username).toBeVisible();
  // The rest goes on with the scripts: step 3 follows.
  await username.fill(uniqueName());
  await page.getByRole('button', { name: t('register.step_username.next') }).click();
  await expect(page.getByLabel(t('register.step_password.label'))).toBeVisible({
    timeout: 10_000,
  });
  expect(errors).toEqual([]);
});

test('newsletter: Subscribe before the scripts keeps the address and subscribes once they come', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const block = page.locator('.newsletter-block');
  const email = `${uniqueName()}@example.com`;
  await block.getByLabel(t('newsletter.email_label')).fill(email);
  await notHydrated(page);
  await block.getByRole('button', { name: t('newsletter.submit') }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  await expect(page.getByText(t('bot_check.invalid'))).toHaveCount(0);
  releaseLater(release);
  await hydrated(page);
  await expect(page.locator('main').getByRole('status')).toContainText(t('newsletter.thanks'), {
    timeout: 20_000,
  });
});

test('newsletter without any scripts: the address is kept on the subscribe page', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const email = `${uniqueName()}@example.com`;
  await page.locator('.newsletter-block').getByLabel(t('newsletter.email_label')).fill(email);
  await page.locator('.newsletter-block').getByLabel(t('newsletter.email_label')).press('Enter');
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  const main = page.locator('main');
  await expect(main.getByText(t('bot_check.invalid'))).toHaveCount(0);
  await expect(main.getByLabel(t('newsletter.email_label'))).toHaveValue(email);
  await expect(main.getByText(t('newsletter.needs_check'))).toBeVisible();
});

test('the phone menu opens when tapped before the scripts, and still works after them', async ({
  page,
}) => {
  test.skip(!isPhone(), 'the menu button is for small screens');
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menu = page.locator('.mobile-menu');
  await notHydrated(page);
  await page.getByRole('button', { name: t('header.open_menu') }).click();
  await expect(menu.getByRole('heading', { name: t('header.forums') })).toBeVisible();
  releaseLater(release);
  await hydrated(page);
  await expect(menu.getByRole('heading', { name: t('header.forums') })).toBeVisible();
  await menu.getByRole('button', { name: t('header.close_menu') }).click();
  await expect(menu.getByRole('heading', { name: t('header.forums') })).toBeHidden();
  await page.getByRole('button', { name: t('header.open_menu') }).click();
  await expect(menu.getByRole('heading', { name: t('header.forums') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('heading', { name: t('header.forums') })).toBeHidden();
});

test('"Go back" of a 404 opened in a new tab goes to the home page', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/no-such-page-here');
  await hydrated(page);
  await page.getByRole('link', { name: t('errors.go_back') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
});

test('"Go back" of a 404 reached from a page of the site goes back to it', async ({ page }) => {
  await page.goto('/breeds/1');
  await hydrated(page);
  // A link's page load (it names the referrer), as from a stale link of the site.
  await page.evaluate(() => window.location.assign('/no-such-page-here'));
  await expect(page).toHaveURL(/no-such-page-here$/);
  await hydrated(page);
  await page.getByRole('link', { name: t('errors.go_back') }).click();
  await expect(page).toHaveURL(/\/breeds\/1$/);
});

test('a logout whose call fails still shows the visitor signed out, at home', async ({ page }) => {
  await registerAccount(page.request);
  await page.goto('/account');
  await hydrated(page);
  await page.route(/\/(logout(\.data)?|api\/auth\/logout)(\?.*)?$/, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-member', '1');
  await expect(page.getByTestId('account-name')).toBeHidden();
});

test('a newsletter subscribe failure shows the server message, or a generic one', async ({
  page,
}) => {
  // Two bot checks solved in the browser.
  test.setTimeout(60_000);
  await page.goto('/');
  await hydrated(page);
  let status = 500;
  await page.route(/\/newsletter\/subscribe\.data/, (route) =>
    route.fulfill({ status, contentType: 'text/plain', body: 'broken' }),
  );
  const block = page.locator('.newsletter-block');
  await block.getByLabel(t('newsletter.email_label')).fill(`${uniqueName()}@example.com`);
  await block.getByRole('button', { name: t('newsletter.submit') }).click();
  await expect(block.getByRole('alert')).toHaveText(t('newsletter.error'), { timeout: 20_000 });
  status = 502;
  await block.getByRole('button', { name: t('newsletter.submit') }).click();
  await expect(block.getByRole('alert')).toHaveText(t('newsletter.error'), { timeout: 20_000 });
});

test('the footer names the past newsletters once', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.locator('footer').getByRole('link', { name: t('newsletter_edition.archive_link') }),
  ).toHaveCount(1);
});
