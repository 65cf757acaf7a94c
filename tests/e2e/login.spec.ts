import { expect, test } from './fixtures.ts';
import { registerAccount, watchErrors } from './account-helpers.ts';

test('members-only pages send a guest to sign in', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/account/erase');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Ferase$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password says "E-mail or password invalid"; the links lead to recovery and registration', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot/password',
  );
  await expect(page.locator('main').getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.locator('form.auth-form').getByLabel('E-mail').fill(account.email);
  await page.locator('form.auth-form').getByLabel('Password').fill('wrong1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#login-error')).toHaveText('E-mail or password invalid');
  await expect(page.locator('#login-error')).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(/\/login$/);
});

test('signs in, goes back to the page asked for, and guests-only pages then send home', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const account = await registerAccount(request);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await page.locator('form.auth-form').getByLabel('E-mail').fill(account.email);
  await page.locator('form.auth-form').getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  // The header is the member's now.
  await expect(page.locator('.account-area').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(
    page.locator('.account-area').getByRole('button', { name: account.username }),
  ).toBeVisible();

  for (const path of ['/login', '/register', '/forgot/password']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  expect(errors).toEqual([]);
});

test('never follows a redirect off the site', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/login?redirect=//evil.example/steal');
  await page.locator('form.auth-form').getByLabel('E-mail').fill(account.email);
  await page.locator('form.auth-form').getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('logs out from the account menu, on the server too, and lands on the home page', async ({
  page,
}) => {
  const account = await registerAccount(page.request);
  await page.goto('/');
  // A click before hydration would reach a button React does not listen to yet.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const menu = page.locator('.account-area').getByRole('button', { name: account.username });
  await menu.click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.account-area').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The session ended on the server: members-only pages send to sign in.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});

test('a sign-in whose answer never comes keeps the form, with a message', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/login');
  // The action's answer fails; the page's data (revalidated after it) still comes.
  await page.route('**/login.data*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.continue(),
  );
  await page.locator('form.auth-form').getByLabel('E-mail').fill(account.email);
  await page.locator('form.auth-form').getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#login-error')).toHaveText(
    'An error occurred, please try again later.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('offers my account and logout to a member', async ({ page }) => {
    await registerAccount(page.request);
    await page.goto('/');
    // A tap before hydration would reach a button React does not listen to yet.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

// A `?redirect=` that normalises to another host (`/.//host`) used to leave the
// member on /login after signing in; now it is ignored and the member lands on the home page.
for (const redirect of ['/.//127.0.0.1:39699/x', '//evil.example/x', '/..//evil.example']) {
  test(`signing in with ?redirect=${redirect} lands on the home page`, async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await page.locator('form.auth-form').getByLabel('E-mail').fill(account.email);
    await page.locator('form.auth-form').getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(
      page.locator('.account-area').getByRole('button', { name: account.username }),
    ).toBeVisible();
  });
}
