import {
  expect,
  expectAccessible,
  staffPage,
  t,
  test,
  type Page,
  studioLink,
  studioNav,
  studioNavOffers,
} from './studio-fixtures.ts';

/**
 * The newsletter's subscribers (decision 046), in every locale at 1366 px and 390 px:
 * an admin opens Subscribers from the studio's bar, checks a CSV file (nothing changes), sees a
 * bad file refused with its line, imports the good one, finds an address with the filter and
 * erases it. An author has no Subscribers in the bar and gets the 403 screen.
 */

async function importFile(page: Page, csv: string, check: boolean) {
  await page.getByLabel(t('studio_subscribers.import_file'), { exact: true }).setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const box = page.getByLabel(t('studio_subscribers.import_check'), { exact: true });
  if (check) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: t('studio_subscribers.import_submit') }).click();
}

test('an admin imports, finds and erases subscribers; an author is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page, context } = await staffPage(browser, 'admin');
  await (await studioLink(page, 'subscribers')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_subscribers.heading'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(page);

  // Addresses of this project's own, so the projects running beside it never meet them.
  const tag = testInfo.project.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const yes = `yes-${tag}@example.com`;
  const no = `no-${tag}@example.com`;
  const csv = `email,consent\n${yes},yes\n${no},no\n`;

  // A check changes nothing and says what the import would do.
  await importFile(page, csv, true);
  await expect(page.getByRole('status').first()).toContainText(
    t('studio_subscribers.import_checked', {
      confirmed: '1',
      asked: '1',
      upgraded: '0',
      unchanged: '0',
    }),
  );
  await page.getByLabel(t('studio_subscribers.search_label'), { exact: true }).fill(tag);
  await page.getByRole('button', { name: t('studio_subscribers.filter'), exact: true }).click();
  await expect(page.getByText(t('studio_subscribers.none'))).toBeVisible();

  // A bad line: the whole file refused, the line named.
  await importFile(page, `email,consent\n${yes},perhaps\n`, false);
  await expect(page.getByRole('alert')).toHaveText(t('studio_subscribers.import_refused'));
  await expect(
    page.getByText(
      t('studio_subscribers.problem_line', {
        line: '2',
        message: t('studio_subscribers.import_errors.consent'),
      }),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // The import, then the two addresses in the list.
  await importFile(page, csv, false);
  await expect(page.getByRole('status').first()).toContainText(
    t('studio_subscribers.import_done', {
      confirmed: '1',
      asked: '1',
      upgraded: '0',
      unchanged: '0',
    }),
  );
  await page.getByLabel(t('studio_subscribers.search_label'), { exact: true }).fill(tag);
  await page
    .getByLabel(t('studio_subscribers.state_label'), { exact: true })
    .selectOption('pending');
  await page.getByRole('button', { name: t('studio_subscribers.filter'), exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText([no]);
  await expectAccessible(page);

  // Erased, after the confirmation.
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('button', { name: t('studio_subscribers.erase_label', { email: no }) })
    .click();
  await expect(page.getByRole('status').first()).toHaveText(t('studio_subscribers.erased'));
  await expect(page.getByText(t('studio_subscribers.none'))).toBeVisible();
  await context.close();

  const author = await staffPage(browser, 'author');
  await expect(studioNav(author.page).locator('a')).not.toHaveCount(0);
  await expect(studioNavOffers(author.page, 'subscribers')).toHaveCount(0);
  await author.page.goto('/studio/subscribers');
  await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await author.context.close();
});
