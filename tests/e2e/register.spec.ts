import { expect, test, type Page } from './fixtures.ts';
import { registerAccount, uniqueName, watchErrors, PASSWORD } from './account-helpers.ts';

const emailInput = (page: Page) => page.getByLabel('Your e-mail address');
const usernameInput = (page: Page) => page.getByLabel('Choose a username');
const passwordInput = (page: Page) => page.getByLabel('Choose a password');

async function fillEmail(page: Page, email: string) {
  await emailInput(page).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(usernameInput(page)).toBeFocused();
}

async function fillUsername(page: Page, username: string) {
  await usernameInput(page).fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(passwordInput(page)).toBeFocused();
}

test('registers through the four steps and goes on to pet registration with the query', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const name = uniqueName();
  await page.goto('/register?utm_source=test&ref=home');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(
    page.locator('#register-email-hint').getByRole('link', { name: 'privacy policy' }),
  ).toHaveAttribute('href', '/privacy-policy');
  // Only the first step is shown at first.
  await expect(usernameInput(page)).toHaveCount(0);

  await fillEmail(page, `${name}@example.com`);
  await expect(emailInput(page)).toHaveAttribute('readonly', '');
  await fillUsername(page, name);
  await expect(usernameInput(page)).toHaveAttribute('readonly', '');
  await expect(page.getByText('6 characters with letters and numbers')).toBeVisible();
  await expect(passwordInput(page)).toHaveAttribute('aria-describedby', 'register-password-tip');

  // A weak password is refused on the field; any edit clears the message.
  await passwordInput(page).fill('short');
  await page.getByRole('button', { name: 'Next' }).click();
  const passwordError = page.locator('#register-password-error');
  await expect(passwordError).toHaveText('Please enter a valid password.');
  await expect(passwordInput(page)).toHaveAttribute('aria-invalid', 'true');
  await passwordInput(page).press('End');
  await passwordInput(page).type('x');
  await expect(passwordError).toHaveCount(0);
  await passwordInput(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  const yes = page.getByRole('button', { name: 'Yes, please' });
  await expect(yes).toBeFocused();
  // Past step 3 the completed steps are locked.
  await expect(page.getByRole('button', { name: /Change/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'No, thanks' }).click();

  await expect(page).toHaveURL(/\/register\/pet\?utm_source=test&ref=home&just_registered=1$/, {
    timeout: 20_000,
  }); // the bot check's proof of work comes first
  const me = await page.request.post('/api/auth/me', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '',
    },
  });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ username: name, subscribed: 0 });
  expect(errors).toEqual([]);
});

test('shows the format message and the server messages for a taken e-mail and username', async ({
  page,
  request,
}) => {
  // An existing member, registered from another context: this browser stays a guest.
  const taken = await registerAccount(request);
  await page.goto('/register');

  await emailInput(page).fill('not-an-email');
  const emailError = page.locator('#register-email-error');
  await expect(emailError).toHaveText('Please enter a valid e-mail address.');

  await emailInput(page).fill(taken.email);
  await expect(emailError).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(emailError).toHaveText('An account with this e-mail address already exists.');
  await expect(emailInput(page)).toHaveAttribute('aria-describedby', /register-email-error/);
  await expect(usernameInput(page)).toHaveCount(0);

  await fillEmail(page, `${uniqueName()}@example.com`);
  const usernameError = page.locator('#register-username-error');
  await usernameInput(page).fill('ab');
  await expect(usernameError).toHaveText('Please enter a valid username.');
  await usernameInput(page).fill(taken.username.toUpperCase());
  await expect(usernameError).toHaveText('This username is already taken.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(usernameError).toHaveText('This username is already taken.');
  await expect(passwordInput(page)).toHaveCount(0);
});

test('an earlier step can be reopened and changed until the password step is done', async ({
  page,
}) => {
  const name = uniqueName();
  await page.goto('/register');
  await fillEmail(page, `first-${name}@example.com`);
  await fillUsername(page, name);

  await page.getByRole('button', { name: /Step 1\s+E-mail/ }).click();
  await expect(emailInput(page)).not.toHaveAttribute('readonly', '');
  await expect(emailInput(page)).toBeFocused();
  await emailInput(page).fill(`second-${name}@example.com`);
  await page.getByRole('button', { name: 'Next' }).click();
  // Back to the first step not done: the password (the username is kept).
  await expect(passwordInput(page)).toBeFocused();
  await expect(usernameInput(page)).toHaveValue(name);
  await expect(usernameInput(page)).toHaveAttribute('readonly', '');

  await passwordInput(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Yes, please' }).click();
  await expect(page).toHaveURL(/\/register\/pet\?just_registered=1$/, { timeout: 20_000 }); // the bot check's proof of work comes first
  const me = await page.request.post('/api/auth/me', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '',
    },
  });
  expect(await me.json()).toMatchObject({ email: `second-${name}@example.com` });
});

test('warns before leaving an unfinished registration, and the close button goes home', async ({
  page,
}) => {
  await page.goto('/register');
  // Nothing typed yet: closing just leaves.
  await page.getByRole('link', { name: 'Close registration' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/register');
  await emailInput(page).fill('someone@example.com');
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Close registration' }).click();
  await expect
    .poll(() => messages)
    .toEqual(['Your registration is not finished. Leave this page and lose what you typed?']);
  await expect(page).toHaveURL(/\/register$/);
  await expect(emailInput(page)).toHaveValue('someone@example.com');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Close registration' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('asks the browser to confirm a reload of an unfinished registration', async ({ page }) => {
  await page.goto('/register');
  // Typed for real: the browser asks only on a page the visitor has interacted with.
  await emailInput(page).click();
  await emailInput(page).pressSequentially('someone@example.com');
  const types: string[] = [];
  page.once('dialog', (dialog) => {
    types.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => types).toEqual(['beforeunload']);
});

test('a member visiting registration is sent to the home page', async ({ page }) => {
  await registerAccount(page.request);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.account-area').getByRole('link', { name: 'Register' })).toHaveCount(
    0,
  );
});
