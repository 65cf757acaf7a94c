import { expect, test, type APIRequestContext } from './fixtures.ts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { linkPath, mailsTo } from './mail-files.ts';

/** Calls the API as the site's pages do: CSRF token from a first answer, AJAX marker. */
async function api(request: APIRequestContext) {
  const first = await request.get('/api/articles/featured');
  let csrf = first.headers()['x-csrf-token'] ?? '';
  return async (path: string, data: object) => {
    const response = await request.post(path, {
      data,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf },
    });
    csrf = response.headers()['x-csrf-token'] ?? csrf;
    return response;
  };
}

async function botCheckToken(request: APIRequestContext, action: string): Promise<string> {
  const challenge = (await (
    await request.get(`/api/captcha/challenge?action=${action}`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

test('forgot password -> e-mail -> reset page -> sign in with the new password', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `rp${Date.now().toString(36)}`;
  const email = `${name}@example.com`;
  // A member, registered from another browser (this one stays a guest).
  const other = await playwright.request.newContext({ baseURL });
  const post = await api(other);
  const registered = await post('/api/auth/register', {
    email,
    username: name,
    password: 'oldpass12',
    subscribed: 0,
    token: await botCheckToken(other, 'register_account'),
  });
  expect(registered.status()).toBe(201);
  await other.dispose();

  await page.goto('/forgot/password');
  await page.getByLabel('E-mail address').first().fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText('An e-mail with instructions was sent.')).toBeVisible();

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const resetPath = linkPath(mailsTo(email)[0]!, '/password/reset/');
  expect(resetPath).toMatch(/^\/password\/reset\/\w+$/);
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('newpass34');
  await page.getByLabel('Repeat the new password').fill('newpass35');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('newpass34');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login\?password_reset=1$/);

  // Signing in: the new password works, the old one no longer does.
  const signIn = await playwright.request.newContext({ baseURL });
  const login = await api(signIn);
  expect((await login('/api/auth/login', { email, password: 'oldpass12' })).status()).toBe(401);
  expect((await login('/api/auth/login', { email, password: 'newpass34' })).status()).toBe(200);
  await signIn.dispose();

  // The link worked once.
  await page.goto(resetPath);
  await expect(page.getByText('This password reset link has already been used.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot\/password$/);
});

test('a reset token that is not word characters is a 404; a bad request says so', async ({
  page,
}) => {
  const response = await page.goto('/password/reset/not-a-token');
  expect(response?.status()).toBe(404);
  await page.goto('/forgot/password');
  // The action's answer fails; the page's data (revalidated after it) still comes.
  await page.route('**/forgot/password.data*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.continue(),
  );
  await page.getByLabel('E-mail address').first().fill('someone@example.com');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText('Could not send a recovery token to your email.')).toBeVisible();
});
