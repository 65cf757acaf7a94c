import {
  expect,
  expectAccessible,
  staffPage,
  studioLink,
  t,
  test,
  type Page,
} from './studio-fixtures.ts';

/**
 * The filter above the studio's content lists (app/components/studio/studio-list-filter.tsx),
 * at 1366 px and 390 px: an editor finds an article by its title, the breeds of one family and
 * the products of one type. Each is a GET form, so the address holds the filter.
 */

/** The texts of one column of a studio table: the first column's links, or a labelled cell. */
async function column(page: Page, testId: string, label?: string): Promise<string[]> {
  const table = page.getByTestId(testId);
  const cells = label
    ? table.locator(`td[data-label="${label}"]`)
    : table.locator('tbody tr td:first-child');
  return (await cells.allTextContents()).map((text) => text.trim());
}

test('the articles, breeds and products lists filter with the studio’s one list filter', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await staffPage(browser, 'editor');

  await (await studioLink(page, 'articles')).click();
  await expect(page.getByTestId('studio-articles')).toBeVisible();
  await expect.poll(async () => (await column(page, 'studio-articles')).length).toBeGreaterThan(1);
  const wanted = (await column(page, 'studio-articles')).at(-1)!;
  const search = page.getByRole('search');
  await search.getByLabel(t('studio_editor.list.search'), { exact: true }).fill(wanted);
  await search.getByRole('button', { name: t('studio_editor.list.filter'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  // Read until the filtered page is there: every title left has the words searched for.
  await expect
    .poll(async () => {
      const titles = await column(page, 'studio-articles');
      return (
        titles.length > 0 &&
        titles.every((title) => title.toLowerCase().includes(wanted.toLowerCase()))
      );
    })
    .toBe(true);
  expect(await column(page, 'studio-articles')).toContain(wanted);
  await expectAccessible(page);

  await (await studioLink(page, 'breeds')).click();
  await expect(page.getByTestId('studio-breeds')).toBeVisible();
  const familyField = page.getByRole('search').getByLabel(t('studio_breeds.fields.id_family'), {
    exact: true,
  });
  const family = (await familyField.locator('option').nth(2).textContent())!.trim();
  await familyField.selectOption({ label: family });
  await page
    .getByRole('search')
    .getByRole('button', { name: t('studio_editor.list.filter') })
    .click();
  await expect(page).toHaveURL(/[?&]family=\d+/);
  await expect
    .poll(async () => [
      ...new Set(await column(page, 'studio-breeds', t('studio_breeds.fields.id_family'))),
    ])
    .toEqual([family]);
  await expectAccessible(page);

  await (await studioLink(page, 'products')).click();
  await expect(page.getByTestId('studio-products')).toBeVisible();
  const products = page.getByRole('search', { name: t('studio_products.filter_heading') });
  await products
    .getByLabel(t('studio_products.type'), { exact: true })
    .selectOption({ label: t('studio_products.types.banner') });
  await products.getByRole('button', { name: t('studio_products.filter'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=banner/);
  await expect
    .poll(async () => [
      ...new Set(await column(page, 'studio-products', t('studio_products.type'))),
    ])
    .toEqual([t('studio_products.types.banner')]);
  await expectAccessible(page);
  await context.close();
});
