import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { watchErrors } from '../account-helpers.ts';
import {
  claimRecoveryCode,
  dataDir,
  expect,
  expectAccessible,
  freshCode,
  inviteStaff,
  savedOwner,
  signIn,
  signOut,
  t,
  test,
  type Page,
  type StudioAccount,
} from './studio-fixtures.ts';

/**
 * One's own second factor (decision 040), as a NEW staff member invited for it, never the shared
 * owner (other tests sign the owner in with its recovery codes). At 1366 px the owner (one
 * claimed recovery code) invites a contributor, who replaces their authenticator, signs out and
 * in with the new one; the member is kept in DATA_DIR for the phone project, which runs after
 * (playwright.config.ts), signs them in with the new app's code, and replaces it again at 390 px.
 */

const memberFile = () => path.join(dataDir(), 'e2e-studio-own-factor.json');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

/** The form of the profile whose button says `submit`. */
const formOf = (page: Page, submit: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: submit, exact: true }) });

/** A code of `secret` at the step after `lastStep` or now, as the new app would show it. */
const codeOf = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * 30_000,
  });

/** A new contributor, invited by the owner (signed in with a recovery code only this test uses). */
async function newMember(page: Page) {
  let owner: StudioAccount | null = null;
  await expect
    .poll(() => (owner = savedOwner()), { timeout: 90_000, intervals: [1000] })
    .not.toBeNull();
  const code = claimRecoveryCode(owner!);
  await signIn(page, { ...owner!, recoveryCodes: [code] }, 'recovery');
  const { account, page: memberPage } = await inviteStaff(page, 'contributor');
  return { account, page: memberPage };
}

/**
 * From the profile: the password, the new key (read from the page), a code of the old app
 * refused, a code of the new one accepted, then ten new recovery codes shown once.
 */
async function replaceAuthenticator(page: Page, account: StudioAccount) {
  await page.goto('/studio/profile');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 2, name: t('studio_security.heading') }),
  ).toBeVisible();
  await expect(page.getByTestId('recovery-codes-left')).toContainText(
    t('studio_security.codes_left', { left: '10', total: '10' }),
  );
  const replace = formOf(page, t('studio_security.replace_submit'));
  await replace
    .getByLabel(t('studio_staff.current_password'), { exact: true })
    .fill('not my password');
  await replace.getByRole('button').click();
  await expect(replace.locator('.form-field__error').first()).toHaveText(t('studio.reauth_failed'));
  await replace
    .getByLabel(t('studio_staff.current_password'), { exact: true })
    .fill(account.password);
  await replace.getByRole('button').click();

  await expect(page).toHaveURL(/\/studio\/profile\/authenticator$/);
  await expect(heading(page)).toHaveText(t('studio_security.replace_heading'));
  await hydrated(page);
  await expectAccessible(page);
  const secret = (await page.locator('#replace-secret').getAttribute('data-secret'))!;
  expect(secret).not.toBe(account.secret);
  const field = page.getByLabel(t('studio_security.new_code_label'), { exact: true });
  const confirm = page.getByRole('button', { name: t('studio_security.replace_confirm_submit') });
  // A code of the old app does not confirm the new one.
  await field.fill(codeOf(account.secret, Math.floor(Date.now() / 30_000)));
  await confirm.click();
  await expect(page.getByRole('alert')).toContainText(t('studio_security.code_wrong'));
  const step = Math.floor(Date.now() / 30_000);
  await field.fill(codeOf(secret, step));
  await confirm.click();

  await expect(heading(page)).toHaveText(t('studio_shell.codes_heading'));
  const recoveryCodes = await page.locator('.studio-codes code').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByRole('link', { name: t('studio_shell.codes_download') })).toHaveAttribute(
    'download',
    /recovery-codes/,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: t('studio_shell.codes_continue') }).click();
  await expect(page).toHaveURL(/\/studio\/profile$/);
  return { ...account, secret, lastStep: step, recoveryCodes };
}

test('replacing one’s own authenticator: the old app’s code is refused, the new one signs in', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name.endsWith('phone');
  let account: StudioAccount;
  let memberPage: Page;
  if (phone && existsSync(memberFile())) {
    // The member the wide screen made, signed in with the code of the app it set up.
    account = JSON.parse(readFileSync(memberFile(), 'utf8')) as StudioAccount;
    await signIn(page, account);
    memberPage = page;
  } else {
    const made = await newMember(page);
    account = made.account;
    memberPage = made.page;
  }
  const errors = watchErrors(memberPage);
  const replaced = await replaceAuthenticator(memberPage, account);

  // Signed out, the old app's code no longer signs in; the new app's does.
  await signOut(memberPage);
  await memberPage.getByLabel(t('studio_shell.email_label'), { exact: true }).fill(account.email);
  await memberPage
    .getByLabel(t('studio_shell.password_label'), { exact: true })
    .fill(account.password);
  await memberPage.getByRole('button', { name: t('studio_shell.continue') }).click();
  const codeField = memberPage.getByLabel(t('studio_shell.code_label'), { exact: true });
  await codeField.fill(codeOf(account.secret, Math.floor(Date.now() / 30_000) + 1));
  await memberPage.getByRole('button', { name: t('studio_shell.sign_in') }).click();
  await expect(memberPage.getByRole('alert')).toContainText(t('studio.code_wrong'));
  await codeField.fill(await freshCode(replaced));
  await memberPage.getByRole('button', { name: t('studio_shell.sign_in') }).click();
  await expect(memberPage).not.toHaveURL(/\/studio\/sign-in/);

  // The profile shows the last sign-in and all ten new codes left.
  await memberPage.goto('/studio/profile');
  await expect(memberPage.getByTestId('recovery-codes-left')).toContainText(
    t('studio_security.codes_left', { left: '10', total: '10' }),
  );
  await expect(memberPage.locator('.studio-profile__facts time').first()).toHaveAttribute(
    'datetime',
    /^\d{4}-\d\d-\d\dT/,
  );
  if (!phone) writeFileSync(memberFile(), JSON.stringify(replaced), { mode: 0o600 });
  expect(errors).toEqual([]);
});
