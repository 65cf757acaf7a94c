import path from 'node:path';
import { watchErrors } from '../account-helpers.ts';
import { mailsTo } from '../mail-files.ts';
import {
  dataDir,
  enrol,
  expect,
  expectAccessible,
  fillAccountForm,
  inviteStaff,
  claimRecoveryCode,
  savedOwner,
  signIn,
  t,
  test,
  type Page,
  type StudioAccount,
} from './studio-fixtures.ts';

/**
 * The staff screens (decision 037). At 1366 px: an admin invites a contributor, makes them an
 * editor (password again, in a dialog); the editor sees the list without a change button and
 * gets 403 from the API. At 390 px: the profile and the audit log. Each project signs the owner
 * in once with a recovery code it claims (studio-fixtures.ts `claimRecoveryCode`), so no code
 * is used twice by tests running at the same time.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The server's owner (made by the sign-in tests of this project's locale), once it exists. */
async function owner(): Promise<StudioAccount> {
  let found: StudioAccount | null = null;
  await expect
    .poll(() => (found = savedOwner()), { timeout: 90_000, intervals: [1000] })
    .not.toBeNull();
  return found!;
}

/** The owner signed in with a recovery code of its own, then an admin invited by them. */
async function signedInAdmin(page: Page) {
  const account = await owner();
  const code = claimRecoveryCode(account);
  await signIn(page, { ...account, recoveryCodes: [code] }, 'recovery');
  return inviteStaff(page, 'admin');
}

/** Sends a form of a dialog or a page and waits for its status message. */
const statusOf = (page: Page) => page.locator('.studio-staff__status');

test('an admin invites an editor and changes their role; an editor sees the list but may not change it', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.endsWith('desktop'), 'the wide screen runs the staff flow');
  test.setTimeout(150_000);
  const admin = await signedInAdmin(page);
  const errors = watchErrors(admin.page);
  const adminPage = admin.page;
  await adminPage.goto('/studio/staff');
  await expect(adminPage.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(heading(adminPage)).toHaveText(t('studio_staff.heading'));
  // The demo's authors are profiles nobody can sign in as yet.
  await expect(adminPage.getByText(t('studio_staff.profile_only')).first()).toBeVisible();
  await expectAccessible(adminPage);

  // The invitation, with its role, through the outbox (a mail file on this server).
  const email = `contributor${Date.now().toString(36)}@example.com`;
  await adminPage.getByLabel(t('studio_staff.invite_email'), { exact: true }).fill(email);
  await adminPage
    .getByLabel(t('studio_staff.invite_role'), { exact: true })
    .selectOption('contributor');
  // The admin's password again.
  await adminPage
    .getByLabel(t('studio_staff.your_password'), { exact: true })
    .fill(admin.account.password);
  await adminPage.getByRole('button', { name: t('studio_staff.invite_submit') }).click();
  await expect(statusOf(adminPage)).toHaveText(t('studio_staff.invited', { email }));
  let link = '';
  await expect
    .poll(() => {
      const mail = mailsTo(email, path.join(dataDir(), 'mail')).join('\n');
      link = /https?:\/\/[^/\s]+(\/studio\/invitation#token=[\w-]+)/.exec(mail)?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: new URL(adminPage.url()).origin,
      locale: testInfo.project.use.locale,
    });
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.locator('html')).toHaveAttribute('data-hydrated', '1');
  const name = 'Eddie Contributor';
  await fillAccountForm(invited, { name, password: 'a long staff password' });
  await enrol(invited);

  // The role change asks for the password in a dialog; a wrong one is refused inside it.
  await adminPage.reload();
  const change = adminPage.getByRole('button', {
    name: t('studio_staff.action_role_for', { name }),
  });
  await change.focus();
  await adminPage.keyboard.press('Enter');
  const dialog = adminPage.getByRole('dialog', {
    name: t('studio_staff.dialog_role_title', { name }),
  });
  await expect(dialog).toBeVisible();
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  await change.click();
  await dialog.getByLabel(t('studio_staff.new_role'), { exact: true }).selectOption('editor');
  const password = dialog.getByLabel(t('studio_staff.your_password'), { exact: true });
  await password.fill('not my password at all');
  await dialog.getByRole('button', { name: t('studio_staff.confirm_role') }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText(t('studio.reauth_failed'));
  await expectAccessible(adminPage);
  await password.fill(admin.account.password);
  await dialog.getByRole('button', { name: t('studio_staff.confirm_role') }).click();
  await expect(dialog).toBeHidden();
  await expect(statusOf(adminPage)).toHaveText(
    t('studio_staff.done_role', { name, role: t('studio.roles.editor') }),
  );
  const row = adminPage.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(t('studio.roles.editor'));

  // The editor sees everyone, and no button to change anyone; the API refuses them.
  await invited.goto('/studio/staff');
  await expect(invited.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(heading(invited)).toHaveText(t('studio_staff.heading'));
  // By e-mail: other specs invite admins of the same name (studio-fixtures.ts inviteStaff).
  const adminEmail = admin.account.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(invited.getByRole('row', { name: new RegExp(adminEmail) })).toBeVisible();
  await expect(invited.getByText(t('studio_staff.read_only'))).toBeVisible();
  await expect(invited.locator('main button')).toHaveCount(0);
  await expectAccessible(invited);
  const csrf = await invited.request.get('/api/auth/csrf', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const me = await invited.request.get('/api/studio/me');
  const refused = await invited.request.post(
    `/api/studio/staff/${(await me.json()).id_staff}/role`,
    {
      data: { role: 'admin', password: 'a long staff password' },
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-Token': csrf.headers()['x-csrf-token'] ?? '',
        Origin: new URL(invited.url()).origin,
      },
    },
  );
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(t('studio.forbidden'));
  // The screen's own action refuses them too (the form a person without scripts would post).
  const idStaff = String((await me.json()).id_staff);
  const viaPage = await invited.request.post('/studio/staff', {
    form: { intent: 'role', id_staff: idStaff, role: 'admin', password: 'a long staff password' },
    headers: { Origin: new URL(invited.url()).origin, 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(viaPage.status()).toBe(403);
  expect((await (await invited.request.get('/api/studio/me')).json()).role).toBe('editor');
  await context.close();
  await admin.context.close();
  expect(errors).toEqual([]);
});

test('at 390 px: one’s own profile and the audit log of the change', async ({ page }, testInfo) => {
  test.skip(!testInfo.project.name.endsWith('phone'), 'the phone runs the profile');
  test.setTimeout(120_000);
  const admin = await signedInAdmin(page);
  const adminPage = admin.page;
  await adminPage.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(adminPage);
  await adminPage.goto('/studio/profile');
  await expect(adminPage.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(heading(adminPage)).toHaveText(t('studio_staff.profile_heading'));
  await expectAccessible(adminPage);
  await adminPage.getByLabel(t('studio_staff.credentials'), { exact: true }).fill('DVM');
  await adminPage.getByLabel(t('studio_staff.occupation'), { exact: true }).fill('Veterinarian');
  await adminPage.getByRole('button', { name: t('studio_staff.save_profile') }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: t('studio_staff.profile_saved') }),
  ).toBeVisible();
  await expect(adminPage.getByLabel(t('studio_staff.credentials'), { exact: true })).toHaveValue(
    'DVM',
  );
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );

  // The audit log shows the change, who made it, before and after.
  await adminPage.goto('/studio/audit');
  await expect(adminPage.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(heading(adminPage)).toHaveText(t('studio_staff.audit_heading'));
  const entry = adminPage.getByRole('row', { name: /staff\.profile\.changed/ }).first();
  await expect(entry).toContainText(admin.account.name);
  await expect(entry).toContainText('Veterinarian');
  await expectAccessible(adminPage);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await admin.context.close();
  expect(errors).toEqual([]);
});
