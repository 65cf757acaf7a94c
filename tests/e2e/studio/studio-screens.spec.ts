import {
  STUDIO_SCREENS,
  type StudioScreen,
} from '../../../app/components/studio/studio-screens.ts';
import { studioPaths } from '../../../core/site/studio-paths.ts';
import {
  expect,
  expectAccessible,
  locale,
  signedInOwner,
  staffPage,
  studioLink,
  studioNav,
  t,
  test,
  type Page,
} from './studio-fixtures.ts';

/**
 * An editor's walk through the studio (decisions 078-080), at 1366 px and 390 px: the invitation
 * form's labels sit with their fields, the dashboard's cards say what each screen is for (no raw
 * key, nothing spilling out) and say when page views are not counted at all, the content packs'
 * parts are ticked beside their human names, poll results count in proper plurals with each bar
 * named, and the navigation is four small groups that open from the keyboard.
 */

type Locator = ReturnType<Page['locator']>;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
};

/** The label right above its field, starting where it starts. */
async function expectLabelOnField(label: Locator, field: Locator) {
  const [l, f] = [await box(label), await box(field)];
  expect(Math.abs(l.x - f.x), 'label and field start together').toBeLessThan(4);
  const gap = f.y - (l.y + l.height);
  expect(gap, 'the field right under its label').toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThan(24);
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The text of a key with a count, in the site's plural form (i18next's `_one` / `_other`). */
const plural = (key: string, count: number, values: Record<string, string>) =>
  t(`${key}_${new Intl.PluralRules(locale().replace('_', '-')).select(count)}`, {
    ...values,
    count: String(count),
  });

test('the invitation form: each label sits on its own field', async ({ browser }) => {
  const { page, context } = await staffPage(browser, 'admin');
  await page.goto(studioPaths.studioStaff({}));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const form = page.locator('form.studio-staff__invite-form');
  for (const [id, key] of [
    ['staff-invite-email', 'studio_staff.invite_email'],
    ['staff-invite-role', 'studio_staff.invite_role'],
    ['staff-invite-password', 'studio_staff.your_password'],
  ] as const) {
    const field = form.getByLabel(t(key), { exact: true });
    await expect(field).toHaveAttribute('id', id);
    await expectLabelOnField(form.locator(`label[for="${id}"]`), field);
  }
  expect(await fitsTheScreen(page)).toBe(true);
  await context.close();
});

test('the dashboard: every card says what its screen is for, inside the card; page views say they are off and how to turn them on', async ({
  page,
}) => {
  await signedInOwner(page);
  await page.goto(studioPaths.studio({}));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const cards = page.locator('.studio-cards .studio-card');
  await expect(cards).toHaveCount(Object.keys(STUDIO_SCREENS).length);
  for (const card of await cards.all()) {
    await expect(card).not.toContainText('studio_shell.');
    await expect(card.locator('p')).not.toBeEmpty();
    expect(
      await card.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
      await card.innerText(),
    ).toBe(true);
  }
  for (const screen of ['notices', 'settings'] as const)
    await expect(cards.filter({ hasText: t(`studio_shell.screen_${screen}_about`) })).toHaveCount(
      1,
    );

  // The e2e servers count no page views (ANALYTICS_PROVIDER is none, the default).
  const views = page.getByRole('figure', { name: t('studio_dashboard.views_title') });
  await expect(views).toContainText(t('studio_dashboard.views_off'));
  await expect(views).not.toContainText(t('studio_dashboard.views_none'));
  await views.getByRole('link', { name: t('studio_dashboard.views_off_link') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_settings.heading'));
  const analytics = page.getByRole('region', { name: t('studio_settings.analytics.heading') });
  await expect(analytics).toContainText(t('studio_settings.analytics.none'));
  await expect(analytics).toContainText('ANALYTICS_PROVIDER');
  expect(await fitsTheScreen(page)).toBe(true);
});

test('content packs: each part ticked beside its human name, newsletter editions among them', async ({
  browser,
}) => {
  const { page, context } = await staffPage(browser, 'admin');
  await page.goto(studioPaths.studioContent({}));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const parts = page.getByRole('group', { name: t('studio_content.parts_legend') });
  const boxes = parts.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(10);
  await expect(
    parts.getByRole('checkbox', { name: t('studio_content.parts.newsletter_editions') }),
  ).toHaveCount(1);
  for (const checkbox of await boxes.all()) {
    const id = (await checkbox.getAttribute('id'))!;
    const label = parts.locator(`label[for="${id}"]`);
    // A human name, not the table's.
    await expect(label).not.toHaveText(/_/);
    const [c, l] = [await box(checkbox), await box(label)];
    expect(c.width, 'a checkbox, not a full-width field').toBeLessThan(40);
    expect(c.x + c.width, 'the checkbox before its label').toBeLessThanOrEqual(l.x);
    expect(Math.abs(c.y + c.height / 2 - (l.y + l.height / 2)), 'on one line').toBeLessThan(10);
  }
  expect(await fitsTheScreen(page)).toBe(true);
  await expectAccessible(page);
  await context.close();
});

test('poll results: the total in the right plural, each bar named with its option and votes', async ({
  browser,
}, testInfo) => {
  // A guest votes on the home page, as a visitor does, so that there are results.
  const guest = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const home = await guest.newPage();
  await home.goto('/');
  await expect(home.locator('html')).toHaveAttribute('data-hydrated', '1');
  const poll = (await (await home.request.get('/api/widgets/poll')).json()) as {
    id_poll: number;
    options: { id_option: number; label: string }[];
  };
  const widget = home.getByTestId('poll-widget');
  await widget.getByRole('radio', { name: poll.options[0]!.label, exact: true }).check();
  await widget.getByRole('button', { name: t('widgets.poll.vote') }).click();
  await expect(home.getByTestId('poll-results')).toBeVisible();
  await guest.close();

  const { page, context } = await staffPage(browser, 'editor');
  await page.goto(studioPaths.studioWidgets({}));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const item = page.getByTestId(`poll-${poll.id_poll}`);
  const rows = item.getByRole('table', { name: t('studio_widgets.results_caption') });
  const votes = (await rows.locator('tbody td:nth-child(2)').allTextContents()).map(Number);
  const shares = await rows.locator('tbody td:nth-child(3)').allTextContents();
  const labels = await rows.locator('tbody th').allTextContents();
  const total = votes.reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThanOrEqual(1);
  const top = votes.indexOf(Math.max(...votes));
  await expect(item.getByTestId('poll-results-summary')).toHaveText(
    plural('studio_widgets.results_summary', total, {
      label: labels[top]!,
      percent: shares[top]!.replace('%', ''),
    }),
  );
  const chart = item.getByRole('group', { name: t('studio_widgets.results_caption') });
  for (const [i, label] of labels.entries())
    await expect(
      chart.getByRole('img', {
        name: plural('studio_widgets.results_bar', votes[i]!, {
          label,
          percent: shares[i]!.replace('%', ''),
        }),
        exact: true,
      }),
    ).toHaveCount(1);
  await context.close();
});

test('the navigation: four groups that open from the keyboard, the current screen shown, every screen reachable, little height on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name.endsWith('-phone');
  await signedInOwner(page);
  await page.goto(studioPaths.studioStaff({}));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  const nav = studioNav(page);
  // Closed, the bar is short: one line and the signed-in member's on a phone.
  const bar = await box(page.locator('header.studio-bar'));
  expect(bar.height).toBeLessThan(phone ? 130 : 80);

  const menu = nav.getByRole('button', { name: new RegExp(`^${t('studio_shell.nav_menu')}`) });
  const admin = nav.getByRole('button', {
    name: new RegExp(`^${t('studio_shell.nav_groups.admin')}`),
  });
  if (phone) {
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The current screen is named on the menu button.
    await expect(menu).toContainText(t('studio_shell.screen_staff'));
    await expect(admin).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Opened on the current screen's group.
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(menu).toBeHidden();
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(admin).toContainText(t('studio_shell.screen_staff'));
    await admin.focus();
    await page.keyboard.press('Enter');
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
  }
  const current = nav.getByRole('link', { name: t('studio_shell.screen_staff'), exact: true });
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  // Escape closes the group and gives the focus back to its button.
  await current.focus();
  await page.keyboard.press('Escape');
  await expect(admin).toHaveAttribute('aria-expanded', 'false');
  await expect(admin).toBeFocused();
  await expect(current).toBeHidden();
  // Another group, from the keyboard: one open at a time.
  const content = nav.getByRole('button', {
    name: new RegExp(`^${t('studio_shell.nav_groups.content')}`),
  });
  await content.focus();
  await page.keyboard.press('Space');
  await expect(content).toHaveAttribute('aria-expanded', 'true');
  await expect(admin).toHaveAttribute('aria-expanded', 'false');
  await expect(
    nav.getByRole('link', { name: t('studio_shell.screen_articles'), exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }

  // Every screen the owner has is one group away, and opens.
  for (const screen of Object.keys(STUDIO_SCREENS) as StudioScreen[]) {
    const link = await studioLink(page, screen);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', STUDIO_SCREENS[screen].path);
  }
  await (await studioLink(page, 'notices')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_notices.heading'));
  // A new screen: the groups are closed again, and the current one says where we are.
  await expect(nav.locator('[aria-expanded="true"]').filter({ visible: true })).toHaveCount(0);
  const site = phone
    ? menu
    : nav.getByRole('button', { name: new RegExp(`^${t('studio_shell.nav_groups.site')}`) });
  await expect(site).toContainText(t('studio_shell.screen_notices'));
  expect(await fitsTheScreen(page)).toBe(true);
});
