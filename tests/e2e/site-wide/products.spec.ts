import { formatPrice } from '../../../core/site/locale-format.ts';
import { paths } from '../../../core/site/paths.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import { priceForInput } from '../../../core/studio/products/product-rules.ts';
import {
  expect,
  expectAccessible,
  locale,
  staffPage,
  t,
  test,
  type Page,
  studioLink,
  studioNav,
  studioNavOffers,
  posted,
} from '../studio/studio-fixtures.ts';

/**
 * The studio's products (decision 043), in every locale at 1366 px and 390 px: an
 * editor opens Products from the studio's bar, changes the price of a product of the home's shop
 * block, and the home page shows the new price in the site's currency and format within a
 * second; a price that is not one is refused next to its field with what was typed kept; the
 * price goes back. An author has no Products in the bar and gets the 403 screen. The same
 * editor renames an infographic and its public page shows the new title within a second; an
 * author is refused the infographics screen.
 */

const priceField = (page: Page) =>
  page.getByLabel(t('studio_products.fields.price', { currency: currencyOf() }), { exact: true });

const currencyOf = () => (locale() === 'pt_BR' ? 'BRL' : 'EUR');

async function savePrice(page: Page, typed: string) {
  await priceField(page).fill(typed);
  await posted(page, () =>
    page.getByRole('button', { name: t('studio_products.save'), exact: true }).click(),
  );
}

test('an editor changes a price and the home page shows it at once; an author is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page, context } = await staffPage(browser, 'editor');
  await (await studioLink(page, 'products')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_products.heading'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(page);

  // A product of the home's shop block: the first on the wide screen, the second on the phone.
  const block = page.locator('.studio-shop-block > li');
  const index = testInfo.project.name.endsWith('phone') ? 1 : 0;
  const name = (await block.nth(index).locator('.studio-shop-block__name').innerText()).trim();
  const listed = page.getByTestId('studio-products').getByRole('link', { name, exact: true });
  await listed.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(page);
  const before = await priceField(page).inputValue();

  // Not a price: refused next to the field, what was typed kept.
  await savePrice(page, '12x');
  await expect(priceField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(priceField(page)).toHaveValue('12x');
  await expect(page.locator('#product-price-error')).toHaveText(t('studio_products.errors.price'));

  // A new price, on the home page within 1 s: written the site's way ("1234.56", "1234,56") on
  // the wide screen, and with the other decimal mark at 390 px ("31,50" on the English site too).
  const price = 1234.56 + index;
  const typed = priceForInput(price, locale());
  await savePrice(
    page,
    index ? typed.replace(/[.,]/, (mark) => (mark === '.' ? ',' : '.')) : typed,
  );
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_products.saved') }),
  ).toBeVisible();
  const guest = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  try {
    const home = await guest.newPage();
    await home.goto('/');
    const card = home.getByTestId('featured-product').filter({ hasText: name }).first();
    await expect(card).toContainText(formatPrice(price, locale()), { timeout: 1_000 });
  } finally {
    await guest.close();
  }

  // The price goes back as it was.
  await page.reload();
  await savePrice(page, before);
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_products.saved') }),
  ).toBeVisible();
  await expect(priceField(page)).toHaveValue(before);
  await context.close();

  const author = await staffPage(browser, 'author');
  await expect(studioNavOffers(author.page, 'products')).toHaveCount(0);
  await expect(studioNav(author.page).locator('a')).not.toHaveCount(0);
  const refused = await author.page.goto('/studio/products');
  expect(refused?.status()).toBe(403);
  await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await author.context.close();
});

test('an editor opens Pages from the bar and renames an infographic, whose page shows it at once; an author is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page, context } = await staffPage(browser, 'editor');
  await (await studioLink(page, 'pages')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_catalogue.pages_heading'),
  );
  await expectAccessible(page);
  const language = t(`studio_catalogue.languages.${locale()}`);
  await page
    .getByRole('link', { name: t('studio_catalogue.edit_in', { language }), exact: true })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const title = page.getByLabel(t('studio_catalogue.page_fields.title'), { exact: true });
  await expect(title).not.toHaveValue('');
  await expectAccessible(page);
  // Saved as it is: the page is unchanged, the save confirmed.
  await page.getByRole('button', { name: t('studio_catalogue.page_save'), exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_catalogue.page_saved') }),
  ).toBeVisible();

  await (await studioLink(page, 'infographics')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_catalogue.infographics_heading'),
  );
  await expectAccessible(page);
  // An infographic of its own per width: the first at 1366 px, the second at 390 px.
  const index = testInfo.project.name.endsWith('phone') ? 1 : 0;
  await page.getByTestId('studio-infographics').getByRole('link').nth(index).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const slug = await page
    .getByLabel(t('studio_catalogue.infographic_fields.slug'), { exact: true })
    .inputValue();
  expect(slug).not.toBe('');
  await expectAccessible(page);
  const titleField = page.getByLabel(t('studio_catalogue.infographic_fields.title'), {
    exact: true,
  });
  const before = await titleField.inputValue();
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // A guest has the public infographic open; a new title shows there within a second.
  const guest = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const publicPage = await guest.newPage();
  await publicPage.goto(paths.infographic({ id, slug }));
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(before);
  const saveTitle = async (title: string) => {
    await titleField.fill(title);
    await posted(page, () =>
      page
        .getByRole('button', { name: t('studio_catalogue.infographic_save'), exact: true })
        .click(),
    );
    await expect(
      page.getByRole('status').filter({ hasText: t('studio_catalogue.infographic_saved') }),
    ).toBeVisible();
    await publicPage.reload();
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title, {
      timeout: 1_000,
    });
  };
  await saveTitle(`${before} (${index + 2})`);
  // Put back as it was, for the other specs that read the demo's infographics.
  await saveTitle(before);
  await guest.close();
  await context.close();

  const author = await staffPage(browser, 'author');
  const refused = await author.page.goto(studioPaths.studioInfographics({}));
  expect(refused?.status()).toBe(403);
  await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await author.context.close();
});
