import { expect, test } from './fixtures.ts';
import { apiLogin, registerAccount } from './account-helpers.ts';

test('guests share one cached page, revalidated with its ETag, and carry no CSRF token in it', async ({
  request,
}) => {
  const first = await request.get('/breeds/1');
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(first.headers()['set-cookie']).toBeUndefined();
  expect(await first.text()).toContain('<meta name="csrf-token" content=""/>');

  const again = await request.get('/breeds/1', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
});

test('a member gets the page a guest gets, then their own header from the API', async ({
  page,
  request,
}) => {
  const guest = await request.get('/breeds/1');
  const account = await registerAccount(page.request);
  expect(await apiLogin(page.request, account.email, account.password)).toBe(200);
  const response = await page.goto('/breeds/1');
  // One page for every visitor (decision 072): the same stored page, with no token in it.
  expect(response!.headers()['cache-control']).toMatch(/^public/);
  expect(response!.headers()['etag']).toBe(guest.headers()['etag']);
  expect(await response!.text()).not.toContain(account.username);
  await expect(
    page.locator('.account-area').getByRole('button', { name: account.username }),
  ).toBeVisible();
});

test('a guest on a cached page gets a token from the API when the page first needs one', async ({
  page,
}) => {
  const response = await page.goto('/');
  // The stored page carries no token; the poll's own GET (this visitor's vote, decision 072)
  // already brings one back from the API, as every API answer's X-CSRF-Token header does.
  expect(await response!.text()).toContain('<meta name="csrf-token" content=""/>');
  await page.locator('html[data-hydrated="1"]').waitFor();
  await expect(page.locator('meta[name="csrf-token"]')).not.toHaveAttribute('content', '');
  // A vote in the home page's poll is a state-changing API call that needs the token (the
  // account forms post to their pages' actions instead: decision 028).
  const widget = page.getByTestId('poll-widget');
  await widget.getByRole('radio').first().check();
  await widget.getByRole('button', { name: 'Vote' }).click();
  // Accepted: the token was sent.
  await expect(widget.getByRole('status')).toHaveText('Thank you for voting!');
  await expect(page.locator('meta[name="csrf-token"]')).not.toHaveAttribute('content', '');
});
