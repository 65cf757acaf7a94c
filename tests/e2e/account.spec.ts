import { expect, test } from './fixtures.ts';
import { apiLogin, registerAccount, watchErrors } from './account-helpers.ts';

test('the header shows a member the account menu and a shop icon that opens in a new tab', async ({
  page,
}) => {
  const account = await registerAccount(page.request);
  await page.goto('/');
  const area = page.locator('.account-area');
  await expect(area.getByRole('link', { name: 'Register' })).toHaveCount(0);
  const shop = area.getByRole('link', { name: 'Shop' });
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(shop).toHaveAttribute('href', /^https?:\/\//);
  await area.getByRole('button', { name: account.username }).click();
  await area.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('shows the account and changes the password', async ({ page, request }) => {
  const errors = watchErrors(page);
  const account = await registerAccount(page.request);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/auth/me/export',
  );

  const current = page.getByLabel('Current password', { exact: true });
  const next = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Repeat the new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change password' });

  // The client rules first: a mismatch is shown on the confirmation.
  await current.fill(account.password);
  await next.fill('changed99');
  await confirmation.fill('changed98');
  await submit.click();
  await expect(page.locator('#change-password_confirmation-error')).toHaveText(
    'The two passwords do not match.',
  );
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');

  // A wrong current password comes back from the server onto its field.
  await current.fill('wrong1234');
  await confirmation.fill('changed99');
  await submit.click();
  await expect(page.locator('#change-current_password-error')).toHaveText(
    'The current password is not correct.',
  );

  await current.fill(account.password);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'password' })).toHaveText(
    'Your password was successfully changed!',
  );
  await expect(current).toHaveValue('');

  // Still signed in here (a new session), and only the new password works now.
  await page.reload();
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  expect(await apiLogin(request, account.email, account.password)).toBe(401);
  expect(await apiLogin(request, account.email, 'changed99')).toBe(200);
  expect(errors).toEqual([]);
});

test('a failing password change says so', async ({ page }) => {
  const account = await registerAccount(page.request);
  await page.goto('/account');
  // The action's answer fails; the page's data (revalidated after it) still comes.
  await page.route('**/account.data*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.continue(),
  );
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('changed99');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('changed99');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'error' })).toHaveText(
    'An error occurred, please try again later.',
  );
});

test('downloads all the data as a JSON attachment', async ({ page }) => {
  const account = await registerAccount(page.request);
  const response = await page.request.get('/api/auth/me/export');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
  const data = await response.json();
  expect(data.account).toMatchObject({ email: account.email, username: account.username });
  expect(data.pets).toEqual([]);
});

test('deletes the account after the password, logs out and confirms on the home page', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const account = await registerAccount(page.request);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/erase$/);
  await expect(page.getByText('your pets and their pictures;')).toBeVisible();

  const password = page.getByLabel('Enter your current password to confirm', { exact: true });
  const erase = page.getByRole('button', { name: 'Delete my account for good' });
  await password.fill('wrong1234');
  await erase.click();
  await expect(page.locator('#erase-password-error')).toHaveText(
    'The current password is not correct.',
  );
  await expect(page).toHaveURL(/\/account\/erase$/);

  await password.fill(account.password);
  await erase.click();
  await expect(page).toHaveURL(/\/\?flash=account_erased$/);
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
    'Your account and all its data have been deleted.',
  );
  await expect(page.locator('.account-area').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
  expect(await apiLogin(request, account.email, account.password)).toBe(401);
  expect(errors).toEqual([]);
});

test('a failing deletion keeps the member on the page with the message', async ({ page }) => {
  const account = await registerAccount(page.request);
  await page.goto('/account/erase');
  // The action's answer fails; the page's data (revalidated after it) still comes.
  await page.route('**/account/erase.data*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.continue(),
  );
  await page
    .getByLabel('Enter your current password to confirm', { exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'delete' })).toHaveText(
    'An error occurred while trying to delete your account. Please try again later.',
  );
  await expect(page).toHaveURL(/\/account\/erase$/);
});
