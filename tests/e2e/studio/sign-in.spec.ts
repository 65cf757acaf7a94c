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
  studioLink,
  studioNavOffers,
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

test('the first owner before the scripts arrive: setup, enrolment and recovery codes; then sign-in with a code and with a recovery code', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('phone'), 'the wide screen creates the owner');
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const owner = { name: 'Olga Owner', email: 'owner@example.com', password: 'owner password 123' };

  // The setup link of the start log (also in DATA_DIR), in a browser whose page scripts never
  // arrive: only the small file that copies the fragment's token into the form runs.
  const noScripts = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
    viewport: testInfo.project.use.viewport,
  });
  await noScripts.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const early = await noScripts.newPage();
  await early.goto(setupLinkPath());
  await expect(heading(early)).toHaveText(t('studio_shell.setup_heading'));
  await expect(early.locator('#account-token')).toHaveValue(/.{20,}/);
  await expectAccessible(early);
  // A short password: the page answers with the summary, the field tied to its message, the
  // name and e-mail kept, and the token too (the fragment is not posted, nor in the new URL).
  await fillAccountForm(early, { ...owner, password: 'too short' });
  await expect(early).toHaveURL(/\/studio\/setup$/);
  await expect(early.locator('#account-error')).toContainText(t('studio.invalid_password'));
  const password = early.getByLabel(t('studio_shell.new_password_label'), { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(
    new RegExp(t('studio.invalid_password').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(early.getByLabel(t('studio_shell.name_label'), { exact: true })).toHaveValue(
    owner.name,
  );
  await expect(early.locator('#account-token')).toHaveValue(/.{20,}/);
  await expectAccessible(early);
  await fillAccountForm(early, owner);

  // Enrolment: the QR code and the key to type, then the ten recovery codes, shown once.
  await expect(heading(early)).toHaveText(t('studio_shell.enrol_heading'));
  await expect(early.getByRole('img', { name: t('studio_shell.enrol_qr_label') })).toBeVisible();
  await expectAccessible(early);
  const enrolled = await enrol(early);
  await expect(early.getByRole('link', { name: t('studio_shell.codes_download') })).toHaveAttribute(
    'download',
    /\.txt$/,
  );
  await expectAccessible(early);
  const account: StudioAccount = { ...owner, ...enrolled };
  saveOwner(account);
  await noScripts.close();

  // With scripts: a studio screen asks to sign in, and leads back to it after.
  await page.goto('/studio/profile');
  await expect(page).toHaveURL(/\/studio\/sign-in\?redirect=%2Fstudio%2Fprofile$/);
  await expectAccessible(page);

  // A wrong code is refused with a clear message that takes the focus; the right one signs in.
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

  // The studio's start: the owner's name and role, every screen.
  await page.goto('/studio');
  await expectStudioHome(page, owner, 'owner');
  for (const screen of ['articles', 'staff', 'profile', 'audit'] as const)
    await expect(await studioLink(page, screen)).toBeVisible();
  await expectAccessible(page);

  // A recovery code signs in once.
  await signOut(page);
  await expectAccessible(page);
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
  await expect(await studioLink(editor.page, 'staff')).toBeVisible();
  await expect(studioNavOffers(editor.page, 'audit')).toHaveCount(0);
  const answer = await editor.page.goto('/studio/audit');
  expect(answer?.status()).toBe(403);
  await expect(heading(editor.page)).toHaveText(t('studio_shell.forbidden_heading'));
  await expect(editor.page.locator('header.studio-bar')).toContainText(editor.account.name);
  await expectAccessible(editor.page);
  await editor.context.close();
  expect(errors).toEqual([]);
});
