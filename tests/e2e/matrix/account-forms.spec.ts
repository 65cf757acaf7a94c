// The plain runner for the tests without scripts (the fixture's goto waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { expect, test as plain, type Page } from '@playwright/test';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';
import { registerAccount, watchErrors } from '../account-helpers.ts';
import { test as hydrated } from '../fixtures.ts';

/**
 * The account forms post to their pages' actions (decision 028): signing in, changing the
 * password and signing out work without scripts and with them, in the project's locale and
 * width (playwright.config.ts runs this file per locale server, at 1366 px and 390 px).
 */

/** The project's site language, as its catalog. */
function t(key: string): string {
  const locale = (plain.info().project.use.locale ?? 'en').replace('-', '_') as Locale;
  return translate(messagesFor(locale), key);
}

const form = (page: Page) => page.locator('main form.auth-form');

async function signIn(page: Page, email: string, password: string) {
  await form(page).getByLabel(t('login.email_label'), { exact: true }).fill(email);
  await form(page).getByLabel(t('login.password_label'), { exact: true }).fill(password);
  await form(page)
    .getByRole('button', { name: t('login.submit') })
    .click();
}

/** A wrong password, then the right one: the page says so, then leads to the account. */
async function signInAfterAMistake(page: Page, account: { email: string; password: string }) {
  await page.goto('/login?redirect=%2Faccount');
  await signIn(page, account.email, 'wrong1234');
  await expect(page.locator('#login-error')).toHaveText(t('account.login_failed'));
  await expect(page.locator('#login-error')).toHaveAttribute('role', 'alert');
  await expect(form(page).getByLabel(t('login.email_label'), { exact: true })).toHaveAttribute(
    'aria-describedby',
    'login-error',
  );
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-username')).toHaveText(/.+/);
}

async function changePassword(page: Page, current: string, next: string) {
  const change = form(page);
  await change.getByLabel(t('account_page.current_password'), { exact: true }).fill(current);
  await change.getByLabel(t('account_page.new_password'), { exact: true }).fill(next);
  await change.getByLabel(t('account_page.confirmation'), { exact: true }).fill(next);
  await change.getByRole('button', { name: t('account_page.submit') }).click();
}

plain.describe('without scripts', () => {
  plain.use({ javaScriptEnabled: false });

  plain('signs in, changes the password and signs out', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInAfterAMistake(page, account);

    await changePassword(page, 'wrong1234', 'changed99');
    await expect(page.locator('#change-current_password-error')).toHaveText(
      t('account_page.wrong_password'),
    );
    await expect(
      form(page).getByLabel(t('account_page.current_password'), { exact: true }),
    ).toHaveAttribute('aria-invalid', 'true');
    await changePassword(page, account.password, 'changed99');
    await expect(form(page).getByRole('status')).toHaveText(t('account_page.password_changed'));

    await page.goto('/logout');
    await page.getByRole('button', { name: t('header.logout') }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await signIn(page, account.email, 'changed99');
    await expect(page).toHaveURL(/\/account$/);
  });
});

hydrated(
  'with scripts: signs in after a mistake and out from /logout',
  async ({ page, request }) => {
    const errors = watchErrors(page);
    const account = await registerAccount(request);
    await signInAfterAMistake(page, account);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    // The failed sign-in's 401 is the page's answer, not an error of the page.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  },
);
