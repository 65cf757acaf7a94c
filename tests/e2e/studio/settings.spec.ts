import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  dataDir,
  expect,
  expectAccessible,
  inviteStaff,
  signedInOwner,
  signIn,
  t,
  test,
  type Page,
  type StudioAccount,
  studioLink,
  studioNav,
  studioNavOffers,
  posted,
} from './studio-fixtures.ts';

/**
 * The website settings (decision 041), in every locale at 1366 px and 390 px: an admin opens
 * Settings from the studio's bar, a bad link is refused next to its field with what was typed
 * kept, a good save shows on the public pages at once (the footer's Instagram link), and the
 * admin puts it back. An author has no Settings in the bar and gets the 403 screen.
 * (The Instagram link is changed, not the title: other projects check the title meanwhile.)
 */

const adminFile = () => path.join(dataDir(), 'e2e-studio-settings-admin.json');

/**
 * An admin of this spec's own, so that it takes none of the owner's codes but one: at 1366 px
 * the owner (one recovery code, claimed) invites the admin and keeps the account in DATA_DIR;
 * at 390 px (its project runs after the wide one) the admin signs in with a code of its own app,
 * which no other test uses. The owner's app codes are the sign-in tests' (a step is refused once
 * used), and the owner's ten recovery codes are shared by every studio spec.
 */
async function signedInAdmin(page: Page, phone: boolean): Promise<Page> {
  if (!phone) {
    await signedInOwner(page);
    const admin = await inviteStaff(page, 'admin');
    writeFileSync(adminFile(), JSON.stringify(admin.account), { mode: 0o600 });
    return admin.page;
  }
  const account = JSON.parse(readFileSync(adminFile(), 'utf8')) as StudioAccount;
  await signIn(page, account);
  writeFileSync(adminFile(), JSON.stringify(account), { mode: 0o600 });
  return page;
}

/** The studio bar's navigation (the studio's home lists the same screens in its page). */

const field = (page: Page, name: string) =>
  page.getByLabel(t(`studio_settings.fields.${name}`), { exact: true });

async function save(page: Page) {
  await posted(page, () => page.getByRole('button', { name: t('studio_settings.save') }).click());
}

test('an admin changes the website settings and every page shows them; an author is refused', async ({
  page: first,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedInAdmin(first, testInfo.project.name.endsWith('phone'));
  await (await studioLink(page, 'settings')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_settings.heading'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(page);

  // A link that is not one: refused next to its field, what was typed kept, the focus on it.
  const forum = field(page, 'forum_url');
  const forumBefore = await forum.inputValue();
  await forum.fill('the forum');
  await save(page);
  await expect(forum).toHaveAttribute('aria-invalid', 'true');
  await expect(forum).toBeFocused();
  await expect(forum).toHaveValue('the forum');
  await expect(page.locator('#settings-forum-url-error')).toHaveText(
    t('studio_settings.errors.link'),
  );
  await expectAccessible(page);

  // A good save: shown on a public page at once, to a guest.
  const instagram = `https://instagram.com/pawpedia-${testInfo.project.name}`;
  await forum.fill(forumBefore);
  await field(page, 'instagram_url').fill(instagram);
  await save(page);
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_settings.saved') }),
  ).toBeVisible();
  const guest = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const publicPage = await guest.newPage();
  await publicPage.goto('/about-us');
  await expect(publicPage.locator(`footer a[href="${instagram}"]`)).toHaveText('Instagram');

  // Put back as it was: the link is gone again.
  await field(page, 'instagram_url').fill('');
  await save(page);
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_settings.saved') }),
  ).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.locator('footer')).toBeVisible();
  await expect(publicPage.locator(`footer a[href="${instagram}"]`)).toHaveCount(0);
  await guest.close();

  // An author: no Settings in the bar, and the screen is refused.
  const author = await inviteStaff(page, 'author');
  await expect(studioNav(author.page).locator('a')).not.toHaveCount(0);
  await expect(studioNavOffers(author.page, 'settings')).toHaveCount(0);
  await author.page.goto('/studio/settings');
  await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await author.page.context().close();
});
