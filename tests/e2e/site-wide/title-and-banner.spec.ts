import {
  expect,
  expectAccessible,
  staffPage,
  t,
  test,
  type Page,
  studioLink,
  studioNavOffers,
  posted,
} from '../studio/studio-fixtures.ts';

/**
 * Website settings and notices that every page shows (decision 041), in every locale at
 * 1366 px and 390 px. playwright.config.ts runs this file after every other project on the same
 * server, since the title and the banner are on every page the others look at. An admin changes
 * the site's title and the banner's messages; a guest sees each change on the next page load
 * within a second; everything is put back. An author may open neither screen.
 */

async function openScreen(page: Page, screen: 'settings' | 'notices') {
  await (await studioLink(page, screen)).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`studio_${screen}.heading`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
}

const status = (page: Page, key: string) => page.getByRole('status').filter({ hasText: t(key) });

test('an admin changes the title and the banner, and every page shows them; an author is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { page } = await staffPage(browser, 'admin');
  const guestContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const guest = await guestContext.newPage();

  // The site's title: on a public page at its next load.
  await openScreen(page, 'settings');
  const titleField = page.getByLabel(t('studio_settings.fields.title'), { exact: true });
  const titleBefore = await titleField.inputValue();
  const title = `Pawpedia ${testInfo.project.name}`;
  await titleField.fill(title);
  await posted(page, () => page.getByRole('button', { name: t('studio_settings.save') }).click());
  await expect(status(page, 'studio_settings.saved')).toBeVisible();
  await guest.goto('/about-us');
  await expect(guest).toHaveTitle(new RegExp(title), { timeout: 1000 });
  await titleField.fill(titleBefore);
  await posted(page, () => page.getByRole('button', { name: t('studio_settings.save') }).click());
  await expect(status(page, 'studio_settings.saved')).toBeVisible();
  await guest.reload();
  await expect(guest).not.toHaveTitle(new RegExp(title), { timeout: 1000 });

  // A new message in the banner: added last, moved first, then removed.
  await openScreen(page, 'notices');
  await expectAccessible(page);
  const text = `A message of ${testInfo.project.name}`;
  const add = page.getByRole('region', { name: t('studio_notices.add_heading') });
  await add.getByLabel(t('studio_notices.fields.text'), { exact: true }).fill(text);
  await add.getByLabel(t('studio_notices.fields.link_url'), { exact: true }).fill('/about-us');
  await add.getByLabel(t('studio_notices.fields.link_label'), { exact: true }).fill('About');
  await posted(page, () => add.getByRole('button', { name: t('studio_notices.add') }).click());
  await expect(status(page, 'studio_notices.created')).toBeVisible();
  const banner = guest.locator('.notification-banner');
  await guest.goto('/');
  // Last of the messages: the banner's first message is another one.
  await expect(banner).toBeVisible({ timeout: 1000 });
  await expect(banner).not.toContainText(text);

  // Moved up to the first place, one step at a time.
  const items = page.locator('section.studio-notice-item');
  const position = async () => {
    const texts = await items
      .locator('textarea')
      .evaluateAll((all) => all.map((area) => (area as HTMLTextAreaElement).value));
    return texts.indexOf(text);
  };
  expect(await position()).toBeGreaterThan(0);
  while ((await position()) > 0) {
    const before = await position();
    await posted(page, () =>
      items
        .nth(before)
        .getByRole('button', { name: t('studio_notices.up') })
        .click(),
    );
    await expect.poll(position).toBe(before - 1);
  }
  await guest.reload();
  await expect(banner).toContainText(text, { timeout: 1000 });
  await expect(banner.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-us');

  page.once('dialog', (dialog) => void dialog.accept());
  await posted(page, () =>
    items
      .first()
      .getByRole('button', { name: t('studio_notices.remove') })
      .click(),
  );
  await expect(status(page, 'studio_notices.removed')).toBeVisible();
  await guest.reload();
  await expect(guest.locator('main')).toBeVisible();
  await expect(banner).not.toContainText(text, { timeout: 1000 });
  await guestContext.close();
  await page.context().close();

  // An author: neither screen in the bar, and both refused.
  const author = await staffPage(browser, 'author');
  for (const screen of ['settings', 'notices'] as const) {
    await expect(studioNavOffers(author.page, screen)).toHaveCount(0);
    await author.page.goto(`/studio/${screen}`);
    await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(
      t('studio_shell.forbidden_heading'),
    );
  }
  await author.page.context().close();
});
