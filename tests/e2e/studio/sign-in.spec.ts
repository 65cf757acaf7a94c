import { watchErrors } from '../account-helpers.ts';
import {
  enrol,
  expect,
  expectAccessible,
  fillAccountForm,
  freshCode,
  inviteStaff,
  saveOwner,
  savedOwner,
  setupLinkPath,
  signIn,
  signOut,
  t,
  test,
  type Page,
  type StudioAccount,
} from './studio-fixtures.ts';

/**
 * The studio's door (decision 034), in each site language: at 1366 px the whole first-owner
 * flow, at 390 px a keyboard-only sign-in. playwright.config.ts runs the wide project first on
 * each locale server (it creates the owner), then the phone one.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The studio's start as a signed-in staff member sees it: their name, role and screens. */
async function expectStudioHome(page: Page, account: { name: string }, role: string) {
  await expect(page).toHaveURL(/\/studio$/);
  await expect(heading(page)).toHaveText(t('studio_shell.home_heading'));
  const bar = page.locator('header.studio-bar');
  await expect(bar).toContainText(account.name);
  await expect(bar).toContainText(t(`studio.roles.${role}`));
  // No public header or footer in the studio.
  await expect(page.locator('footer')).toHaveCount(0);
}

test('the first owner: setup, enrolment and recovery codes; sign-in with a code and with a recovery code', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('phone'), 'the wide screen creates the owner');
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const owner = { name: 'Olga Owner', email: 'owner@example.com', password: 'owner password 123' };

  // The setup link of the start log (also in DATA_DIR): name, e-mail, password.
  await page.goto(setupLinkPath());
  await expect(heading(page)).toHaveText(t('studio_shell.setup_heading'));
  await expectAccessible(page);
  // A short password: the summary takes the focus and links to the field, tied to its message.
  await fillAccountForm(page, { ...owner, password: 'too short' });
  const summary = page.locator('#account-error');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(t('studio.invalid_password'));
  const password = page.getByLabel(t('studio_shell.new_password_label'), { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(
    new RegExp(t('studio.invalid_password').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expectAccessible(page);
  // The name and e-mail typed are kept; the link's token too (the fragment is not posted again).
  await expect(page.getByLabel(t('studio_shell.name_label'), { exact: true })).toHaveValue(
    owner.name,
  );
  await fillAccountForm(page, owner);

  // Enrolment: the QR code and the key to type, then the ten recovery codes, shown once.
  await expect(heading(page)).toHaveText(t('studio_shell.enrol_heading'));
  await expect(page.getByRole('img', { name: t('studio_shell.enrol_qr_label') })).toBeVisible();
  await expectAccessible(page);
  const enrolled = await enrol(page);
  await expect(page.getByRole('link', { name: t('studio_shell.codes_download') })).toHaveAttribute(
    'download',
    /\.txt$/,
  );
  await expectAccessible(page);
  const account: StudioAccount = { ...owner, ...enrolled };
  saveOwner(account);
  await page.getByRole('link', { name: t('studio_shell.codes_continue') }).click();
  await expectStudioHome(page, owner, 'owner');
  const nav = page.getByRole('navigation', { name: t('studio_shell.nav_label') });
  for (const screen of ['articles', 'staff', 'profile', 'audit'])
    await expect(nav.getByRole('link', { name: t(`studio_shell.screen_${screen}`) })).toBeVisible();
  await expectAccessible(page);

  // Sign out; a studio screen then asks to sign in, and leads back to it after.
  await signOut(page);
  await expectAccessible(page);
  await page.goto('/studio/profile');
  await expect(page).toHaveURL(/\/studio\/sign-in\?redirect=%2Fstudio%2Fprofile$/);

  // A wrong code is refused with a clear message; the right one signs in.
  await page.getByLabel(t('studio_shell.email_label'), { exact: true }).fill(account.email);
  await page.getByLabel(t('studio_shell.password_label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('studio_shell.continue') }).click();
  await expect(heading(page)).toHaveText(t('studio_shell.code_heading'));
  await expectAccessible(page);
  const code = page.getByLabel(t('studio_shell.code_label'), { exact: true });
  await code.fill('000000');
  await page.getByRole('button', { name: t('studio_shell.sign_in') }).click();
  await expect(page.locator('#sign-in-error')).toBeFocused();
  await expect(page.locator('#sign-in-error')).toContainText(t('studio.code_wrong'));
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await code.fill(await freshCode(account));
  await page.getByRole('button', { name: t('studio_shell.sign_in') }).click();
  await expect(page).toHaveURL(/\/studio\/profile$/);
  saveOwner(account);

  // A recovery code signs in once.
  await signOut(page);
  const recovery = account.recoveryCodes[0]!;
  await signIn(page, account, 'recovery');
  await expectStudioHome(page, owner, 'owner');
  saveOwner(account);
  await signOut(page);
  await page.getByLabel(t('studio_shell.email_label'), { exact: true }).fill(account.email);
  await page.getByLabel(t('studio_shell.password_label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('studio_shell.continue') }).click();
  await code.fill(recovery);
  await page.getByRole('button', { name: t('studio_shell.sign_in') }).click();
  await expect(page.locator('#sign-in-error')).toContainText(t('studio.code_wrong'));
  expect(errors).toEqual([]);
});

test('keyboard only: sign in with a code at 390 px; an editor sees no admin screens and gets 403 there', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.endsWith('phone'), 'one flow per width');
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const owner = savedOwner();
  if (!owner) throw new Error('no owner: run the wide project of this locale first');

  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
  await expectAccessible(page);
  // The skip link first, then the brand, then the form's fields in order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('studio_shell.skip_to_content') })).toBeFocused();
  const email = page.getByLabel(t('studio_shell.email_label'), { exact: true });
  for (let i = 0; i < 5 && !(await email.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(owner.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(owner.password);
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(t('studio_shell.code_heading'));
  await expectAccessible(page);
  const code = page.getByLabel(t('studio_shell.code_label'), { exact: true });
  for (let i = 0; i < 5 && !(await code.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  await page.keyboard.type(await freshCode(owner));
  await page.keyboard.press('Enter');
  await expectStudioHome(page, owner, 'owner');
  saveOwner(owner);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // An editor, invited by the owner: no audit log in the navigation, and a 403 page in the
  // studio's chrome when typing its address.
  const editor = await inviteStaff(page, 'editor');
  const nav = editor.page.getByRole('navigation', { name: t('studio_shell.nav_label') });
  await expect(nav.getByRole('link', { name: t('studio_shell.screen_staff') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('studio_shell.screen_audit') })).toHaveCount(0);
  const answer = await editor.page.goto('/studio/audit');
  expect(answer?.status()).toBe(403);
  await expect(heading(editor.page)).toHaveText(t('studio_shell.forbidden_heading'));
  await expect(editor.page.locator('header.studio-bar')).toContainText(editor.account.name);
  await expectAccessible(editor.page);
  await editor.context.close();
  expect(errors).toEqual([]);
});
