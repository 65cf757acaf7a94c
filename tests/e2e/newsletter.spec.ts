import { expect, test } from './fixtures.ts';
import { linkPath, mailsTo } from './mail-files.ts';

const uniqueEmail = () =>
  `nl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('a guest subscribes from the footer, confirms by e-mail and can unsubscribe', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/');
  // Subscribing needs the scripts' bot check: a click before them is a plain post
  // (tests/e2e/matrix/before-scripts.spec.ts).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const block = page.locator('.newsletter-block');
  await block.getByLabel('E-mail address').fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  // The bot check is solved in the browser (ALTCHA proof of work), then the thank-you message.
  await expect(block.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(
    block.getByText(
      'Please confirm your subscription with the link we have just sent to your e-mail.',
    ),
  ).toBeVisible();
  await expect(block.getByLabel('E-mail address')).toHaveCount(0);

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  await page.goto(linkPath(mail, '/newsletter/subscribed?token='));
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();

  await page.goto('/newsletter/subscribed?token=bogus');
  await expect(
    page.getByRole('heading', { name: 'This confirmation link is not valid' }),
  ).toBeVisible();

  await page.goto(linkPath(mail, '/newsletter/unsubscribed?token='));
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
});

test('subscription errors show the server message, or the generic one, and loading stops', async ({
  page,
}) => {
  await page.goto('/');
  // Subscribing needs the scripts' bot check: a click before them is a plain post
  // (tests/e2e/matrix/before-scripts.spec.ts).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const block = page.locator('.newsletter-block');
  // A bot-check challenge made for another form: the action refuses it with its own message.
  const other = await page.request.get('/api/captcha/challenge?action=register_account');
  let answer = { status: 200, body: await other.text() };
  await page.route('**/api/captcha/challenge?action=subscribe_newsletter', (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
  );
  await block.getByLabel('E-mail address').fill(uniqueEmail());
  const button = block.getByRole('button', { name: 'Subscribe' });
  await button.click();
  await expect(block.getByRole('alert')).toHaveText(
    'The security check was made for another form. Please try again.',
  );
  await expect(button).toBeEnabled();

  // No bot check to be had: the generic message.
  answer = { status: 500, body: '{}' };
  await button.click();
  await expect(block.getByRole('alert')).toHaveText(
    'An error occurred during subscription. Please try again later!',
  );
  await expect(button).toBeEnabled();
});
