// The plain runner for the tests that decide themselves when the scripts arrive (the fixture's
// goto waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './hold-scripts.ts';
import { registerAccount } from './account-helpers.ts';
import { linkPath, mailsTo } from './mail-files.ts';

/**
 * The account forms work before their scripts arrive (decision 028): a native post to the
 * page's action. Here the scripts are held back, or never sent.
 */

const form = (page: Page) => page.locator('main form').first();

test('signing in before the scripts arrive is a native post that signs in', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const release = await holdScripts(page);
  await page.goto('/login?redirect=%2Faccount', { waitUntil: 'domcontentloaded' });
  await form(page).getByLabel('E-mail', { exact: true }).fill(account.email);
  await form(page).getByLabel('Password', { exact: true }).fill(account.password);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');
  await form(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(
    page.locator('.account-area').getByRole('button', { name: account.username }),
  ).toBeVisible();
});

test('changing the password, asking for a reset link and signing out work before the scripts', async ({
  page,
}) => {
  const account = await registerAccount(page.request);
  const release = await holdScripts(page);
  await page.goto('/account', { waitUntil: 'domcontentloaded' });
  const change = page.locator('main form.auth-form');
  await change.getByLabel('Current password', { exact: true }).fill(account.password);
  await change.getByLabel('New password', { exact: true }).fill('changed99');
  await change.getByLabel('Repeat the new password', { exact: true }).fill('changed99');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toHaveText('Your password was successfully changed!');

  await page.goto('/logout', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');
  await page.locator('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/forgot/password', { waitUntil: 'domcontentloaded' });
  await page.locator('main').getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(
    'An e-mail with instructions was sent. Please check your inbox.',
  );
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('recovers a password: the link by e-mail, a new password, then signing in', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/forgot/password');
    await page.locator('main').getByLabel('E-mail address').fill(account.email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'An e-mail with instructions was sent. Please check your inbox.',
    );

    await expect.poll(() => mailsTo(account.email).length).toBe(1);
    const resetPath = linkPath(mailsTo(account.email)[0]!, '/password/reset/');
    await page.goto(resetPath);
    await page.getByLabel('New password', { exact: true }).fill('newpass34');
    await page.getByLabel('Repeat the new password').fill('newpass35');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.locator('#reset-confirmation-error')).toHaveText(
      'The two passwords do not match.',
    );
    await page.getByLabel('New password', { exact: true }).fill('newpass34');
    await page.getByLabel('Repeat the new password').fill('newpass34');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/login\?password_reset=1$/);
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Your password was changed. You can now sign in with it.',
    );
    await form(page).getByLabel('E-mail', { exact: true }).fill(account.email);
    await form(page).getByLabel('Password', { exact: true }).fill('newpass34');
    await form(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('erases the account and says so on the home page', async ({ page }) => {
    const account = await registerAccount(page.request);
    await page.goto('/account/erase');
    await page.getByLabel('Enter your current password to confirm').fill(account.password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/\?flash=account_erased$/);
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
      'Your account and all its data have been deleted.',
    );
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
  });
});
