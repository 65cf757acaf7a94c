import { expect, test, type Page } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';

async function openBreed(page: Page, name: string) {
  const breeds = (await (await page.request.get('/api/breeds/list/2')).json()) as {
    id_breed: number;
    name: string;
    slug: string;
  }[];
  const breed = breeds.find((b) => b.name === name)!;
  await page.goto(paths.breedProfile({ id: breed.id_breed, slug: breed.slug }));
}

test('an empty breed filter says what was searched and clears with one click', async ({ page }) => {
  await page.goto('/breeds/1');
  const filter = page.getByLabel('Search breeds');
  await filter.fill('zzzz');
  await expect(page.getByRole('status')).toHaveText('No breed matches “zzzz”.');
  await expect(page.getByText(/Showing 0 of 0/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(filter).toHaveValue('');
  await expect(filter).toBeFocused();
  await expect(page.locator('.breed-card').first()).toBeVisible();
  await expect(page.getByText(/Showing 24 of \d+ breeds/)).toBeVisible();
});

test('share buttons are named brand icons of networks that exist, plus copy link', async ({
  page,
}) => {
  await openBreed(page, 'Maine Coon');
  const bar = page.locator('.breed-profile-block .share-tools');
  for (const name of [
    'Share on Facebook',
    'Share on X',
    'Share on WhatsApp',
    'Share on Pinterest',
    'Share on Telegram',
    'Share on LinkedIn',
    'Share on Reddit',
    'Share on VK',
    'Share on Odnoklassniki',
    'Share on Weibo',
    'Share on LINE',
    'Share on Viber',
    'Share by text message',
    'Share by e-mail',
  ]) {
    const link = bar.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link.locator('svg')).toHaveCount(1);
  }
  // Google+ (closed 2019) and Skype (closed 2025) are gone (decision 085).
  await expect(bar.getByRole('link', { name: /Google|Skype/ })).toHaveCount(0);
  await expect(bar.locator('a.share-button')).toHaveCount(14);
  await expect(bar.getByRole('link', { name: 'Share by text message' })).toHaveAttribute(
    'href',
    /^sms:\?&?body=Maine%20Coon/,
  );
  // Desktop Chromium on Linux has no share sheet: no "Share…" button then.
  await expect(bar.getByRole('button', { name: 'Share…' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=Maine%20Coon/,
  );
});

test('copy link confirms visibly', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBreed(page, 'Maine Coon');
  const bar = page.locator('.breed-profile-block .share-tools');
  await bar.getByRole('button', { name: 'Copy link' }).click();
  await expect(bar.getByRole('status')).toHaveText('Link copied');
  await expect(bar.getByRole('status')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a phone with a share sheet gets a "Share…" button that hands it the page', async ({
  page,
}) => {
  // Chromium on Linux has no Web Share: stand in for the phone's share sheet and record the call.
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
      },
    });
  });
  await openBreed(page, 'Maine Coon');
  const bar = page.locator('.breed-profile-block .share-tools');
  await bar.getByRole('button', { name: 'Share…' }).click();
  const calls = await page.evaluate(
    () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
  );
  expect(calls).toEqual([{ title: 'Maine Coon', url: page.url() }]);
});
