import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerAccount } from '../account-helpers.ts';
import { mailsTo } from '../mail-files.ts';
import {
  dataDir,
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
 * Members in the studio (decision 048), at 1366 px and 390 px: an admin finds a member
 * who is signed in in a browser of their own, sees their pet, disables them (the member's open
 * browser is signed out at its next page), enables them, sends a password reset (the mail is on
 * this server), downloads their data and erases them with the typed address. An editor has no
 * Members in the bar and gets the 403 screen.
 */

const notice = (page: Page) => page.locator('.studio-notice');

test('an admin finds, disables, enables, resets, exports and erases a member; an editor is refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { baseURL, locale: contextLocale } = test.info().project.use;

  // The member, signed in in a browser of their own, with one pet.
  const memberContext = await browser.newContext({ baseURL, locale: contextLocale });
  const memberPage = await memberContext.newPage();
  const account = await registerAccount(memberPage.request);
  const start = await memberPage.request.get('/api/articles/featured');
  const pet = await memberPage.request.post('/api/auth/me/pets', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': start.headers()['x-csrf-token'] ?? '',
    },
    multipart: { name: 'Biscuit', id_family: '1' },
  });
  expect(pet.status(), await pet.text()).toBe(201);
  await memberPage.goto('/account');
  await expect(memberPage).toHaveURL(/\/account$/);

  const { page, context } = await staffPage(browser, 'admin');
  await (await studioLink(page, 'members')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_members.heading'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.getByLabel(t('studio_members.search_label'), { exact: true }).fill(account.username);
  await page.getByRole('button', { name: t('studio_members.filter'), exact: true }).click();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([account.username]);
  await expectAccessible(page);

  await page.getByRole('link', { name: account.username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.username);
  await expect(page.getByText('Biscuit')).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Disabled: the member's open browser is a guest's at its next page.
  await page.getByRole('button', { name: t('studio_members.disable'), exact: true }).click();
  await expect(notice(page)).toHaveText(t('studio_members.disabled_done'));
  await memberPage.goto('/account');
  await expect(memberPage).toHaveURL(/\/login/);

  await page.getByRole('button', { name: t('studio_members.enable'), exact: true }).click();
  await expect(notice(page)).toHaveText(t('studio_members.enabled_done'));

  // The member's own reset e-mail, through the outbox to this server's mail files.
  await page.getByRole('button', { name: t('studio_members.send_reset'), exact: true }).click();
  await expect(notice(page)).toHaveText(t('studio_members.reset_sent'));
  await expect
    .poll(() => mailsTo(account.email, path.join(dataDir(), 'mail')).join('\n'))
    .toMatch(/\/password\/reset\/\w+/);

  // The member's data, as a download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('studio_members.export'), exact: true }).click(),
  ]);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string };
    pets: { name: string }[];
  };
  expect(data.account.email).toBe(account.email);
  expect(data.pets.map((p) => p.name)).toEqual(['Biscuit']);

  // Erased, after typing the address; a wrong one erases nothing.
  const confirmation = page.getByLabel(t('studio_members.erase_label'), { exact: true });
  await confirmation.fill('someone@example.com');
  await page.getByRole('button', { name: t('studio_members.erase'), exact: true }).click();
  await expect(page.getByText(t('studio_members.erase_mismatch'))).toBeVisible();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await confirmation.fill(account.email);
  await page.getByRole('button', { name: t('studio_members.erase'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_members.heading'));
  await expect(notice(page)).toHaveText(t('studio_members.erased'));
  await context.close();
  await memberContext.close();

  const editor = await staffPage(browser, 'editor');
  await expect(studioNav(editor.page).locator('a')).not.toHaveCount(0);
  await expect(studioNavOffers(editor.page, 'members')).toHaveCount(0);
  await editor.page.goto('/studio/members');
  await expect(editor.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await editor.context.close();
});
