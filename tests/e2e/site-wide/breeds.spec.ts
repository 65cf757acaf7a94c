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
  posted,
} from '../studio/studio-fixtures.ts';
import { paths } from '../../../core/site/paths.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';

/**
 * Breeds in the studio (docs/decisions/042), in every locale at 1366 px and 390 px: an
 * editor finds a breed, changes its size gauge, and the public profile shows the new value within
 * a second of the save; the gauge is put back. An author has no Breeds in the bar and gets the
 * 403 screen. The families screen opens from the bar. Each width edits a breed of its own (both widths of a locale share one server).
 */

/** The public gauge of the breed's size, as a screen reader reads it (app/components/breeds/gauge.tsx). */
const sizeGauge = (page: Page, option: string) =>
  page.getByRole('img', {
    name: `${t('attributes.size')}: ${t(`attributes.options.size.${option}`)}`,
    exact: true,
  });

test('an editor changes a breed gauge and the public profile shows it at once; an author is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name.endsWith('phone');
  const editor = (await staffPage(browser, 'editor')).page;
  await (await studioLink(editor, 'breeds')).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.screen_breeds'),
  );
  await expect(editor.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(editor);

  // The list is A to Z: the first breed at 1366 px, the second at 390 px.
  await editor
    .getByTestId('studio-breeds')
    .getByRole('link')
    .nth(phone ? 1 : 0)
    .click();
  const size = editor.getByLabel(t('attributes.size'), { exact: true });
  await expect(size).toBeVisible();
  await expect(editor.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(editor);
  // Every field fits the width: nothing scrolls sideways (at 390 px too).
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await editor.evaluate(() => window.innerWidth),
  );
  // A picture comes from the media library's dialog; Escape closes it.
  await editor
    .getByRole('button', {
      name: `${t('studio_products.choose_picture')} (${t('studio_breeds.fields.image_url')})`,
    })
    .click();
  const library = editor.getByRole('dialog', { name: t('studio_editor.media.title') });
  await expect(library).toBeVisible();
  await editor.keyboard.press('Escape');
  await expect(library).toBeHidden();
  const before = await size.inputValue();
  const options = await size
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  const after = options.find((option) => option !== before)!;
  const publicPath = await editor
    .getByRole('link', { name: t('studio_breeds.view_public') })
    .getAttribute('href');

  // A guest has the public profile open before the change.
  const guest = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const publicPage = await guest.newPage();
  await publicPage.goto(publicPath!);
  await expect(sizeGauge(publicPage, before)).toBeVisible();

  const saveAs = async (option: string) => {
    await size.selectOption(option);
    await posted(editor, () =>
      editor.getByRole('button', { name: t('studio_breeds.save'), exact: true }).click(),
    );
    await expect(
      editor.getByRole('status').filter({ hasText: t('studio_breeds.saved') }),
    ).toBeVisible();
    await publicPage.reload();
    await expect(sizeGauge(publicPage, option)).toBeVisible({ timeout: 1000 });
  };
  await saveAs(after);
  // Put back as it was, for the other specs that read the demo's breeds.
  await saveAs(before);
  await guest.close();

  // The families and categories screen opens from the bar too, and reads well.
  await (await studioLink(editor, 'families')).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.screen_families'),
  );
  await expect(editor.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(editor);
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await editor.evaluate(() => window.innerWidth),
  );

  // The family's menu picture: a guest's breed list of that family shows it in the menu band.
  // Each width edits a family of its own (birds, fish); both widths share one server.
  const idFamily = phone ? 4 : 3;
  const form = editor.locator('form', { has: editor.locator(`#family-${idFamily}-heading`) });
  const menuPicture = form.getByLabel(t('studio_breeds.fields.menu_image'), { exact: true });
  const band = (page: Page) => page.locator('.menu-band img');
  const visitor = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const breedList = await visitor.newPage();
  await breedList.goto(paths.breedList({ id: idFamily }));
  await expect(band(breedList)).toHaveAttribute('src', '/img/menu/others.svg');
  const saveMenuPicture = async (value: string, shown: string) => {
    await menuPicture.fill(value);
    await posted(editor, () => form.locator('button[type="submit"]').click());
    await expect(form.getByRole('status')).toHaveText(t('studio_breeds.families_saved'));
    await breedList.reload();
    await expect(band(breedList)).toHaveAttribute('src', shown, { timeout: 1000 });
  };
  await saveMenuPicture('/img/menu/dogs.svg', '/img/menu/dogs.svg');
  await saveMenuPicture('', '/img/menu/others.svg');
  await visitor.close();
  await editor.context().close();

  // An author: no Breeds in the bar, and the screen is refused.
  const author = (await staffPage(browser, 'author')).page;
  await expect(studioNav(author).locator('a')).not.toHaveCount(0);
  await expect(studioNavOffers(author, 'breeds')).toHaveCount(0);
  await author.goto(studioPaths.studioBreeds({}));
  await expect(author.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await author.context().close();
});
