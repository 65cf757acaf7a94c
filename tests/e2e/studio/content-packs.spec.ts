import { readFileSync } from 'node:fs';
import { studioPaths } from '../../../core/site/studio-paths.ts';
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
 * Content packs in the studio (decision 045), in every locale at 1366 px and 390 px: an admin
 * downloads a part of the site (the quotes), checks it back in (the dry run's report), confirms
 * it; a pack with a broken reference is refused with its problem next to the file field; an
 * editor has no such screen. Only the quotes travel, unchanged, so other specs see no change.
 */

const fileField = (page: Page) => page.getByLabel(t('studio_content.file'), { exact: true });

async function upload(page: Page, name: string, text: string) {
  await fileField(page).setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await page.getByRole('button', { name: t('studio_content.dry_run') }).click();
}

test('an admin exports, checks and imports a content pack; a broken one is refused; an editor has no access', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await staffPage(browser, 'admin');
  const page = admin.page;
  await (await studioLink(page, 'content')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_content.heading'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(page);

  // Export only the quotes: a download.
  await page.getByLabel(t('studio_content.parts.quotes'), { exact: true }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('studio_content.export') }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  const pack = JSON.parse(text) as { tables: Record<string, unknown[]>; only: string[] };
  expect(pack.only).toEqual(['quotes']);
  expect(pack.tables.quotes!.length).toBeGreaterThan(0);

  // A broken reference: refused, the problem named next to the file field, nothing imported.
  const broken = JSON.stringify({
    ...pack,
    only: ['breeds'],
    tables: { breed_products: [{ breed: 'no-such-breed', product: 99999, position: 0 }] },
  });
  await upload(page, 'broken.json', broken);
  await expect(fileField(page)).toHaveAttribute('aria-invalid', 'true');
  const problems = page.locator('#content-pack-file-error');
  await expect(problems).toContainText(t('studio_content.refused'));
  await expect(problems).toContainText('99999');
  await expect(problems).toContainText('no-such-breed');
  await expectAccessible(page);

  // The pack itself: the dry run's report, then the confirmation.
  await upload(page, 'quotes.json', text);
  await expect(
    page.getByRole('heading', { name: t('studio_content.report_heading') }),
  ).toBeVisible();
  const row = page.getByRole('row', { name: t('studio_content.parts.quotes') });
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(pack.tables.quotes!.length));
  await expectAccessible(page);
  await page.getByRole('button', { name: t('studio_content.confirm') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_content.done') }),
  ).toBeVisible();
  await page.context().close();

  // An editor: no such screen in the bar, and the address is refused.
  const editor = await staffPage(browser, 'editor');
  await expect(studioNav(editor.page).locator('a')).not.toHaveCount(0);
  await expect(studioNavOffers(editor.page, 'content')).toHaveCount(0);
  await editor.page.goto(studioPaths.studioContent({}));
  await expect(editor.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await editor.page.context().close();
});
