import { expect, expectAccessible, staffPage, t, test } from './studio-fixtures.ts';

/**
 * The dashboard (decision 048), at 1366 px and 390 px: an admin sees the charts, each
 * with its summary and its numbers as a table opened from the keyboard; nothing is wider than the
 * screen. An author sees their own articles waiting, and none of the site's figures.
 */
test('the dashboard shows the charts with their tables; an author sees their own work only', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await staffPage(browser, 'admin');
  await page.goto('/studio');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  for (const key of [
    'studio_dashboard.views_title',
    'studio_dashboard.read_title',
    'studio_dashboard.members_title',
    'studio_dashboard.subscribers_title',
  ])
    await expect(page.getByRole('heading', { name: t(key), exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t('studio_dashboard.editions_title'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: t('studio_dashboard.review') })).toBeVisible();

  // The numbers of the page views: the summary reached and opened with the keyboard.
  const views = page.getByRole('figure', { name: t('studio_dashboard.views_title') });
  const summary = views.getByText(t('studio_dashboard.numbers'), { exact: true });
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  const table = views.getByRole('table', { name: t('studio_dashboard.views_title') });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  await expectAccessible(page);
  // Nothing wider than the screen (390 px too).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await context.close();

  const author = await staffPage(browser, 'author');
  await author.page.goto('/studio');
  await expect(
    author.page.getByRole('heading', { name: t('studio_dashboard.review_own') }),
  ).toBeVisible();
  await expect(
    author.page.getByRole('heading', { name: t('studio_dashboard.views_title'), exact: true }),
  ).toHaveCount(0);
  await expectAccessible(author.page);
  await author.context.close();
});
