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
} from '../studio/studio-fixtures.ts';
import type { Request, Response } from '../fixtures.ts';

/**
 * The home page's curation (decision 044), in every locale at 1366 px and 390 px: an
 * editor opens Home page from the studio's bar, moves the carousel's first article down with the
 * keyboard, sees the new order in the preview before saving, saves, and a guest's home shows it
 * at once; the order is then put back. An author has no Home page in the bar and is refused.
 */

const carouselTitles = (page: Page) =>
  page.getByTestId('home-featured').locator('.featured-article__title');

/** The studio's request that saves the curation (the screen's action, React Router's `.data`). */
const isSave = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === `${studioPaths.studioHomePage({})}.data` &&
  new URLSearchParams(request.postData() ?? '').get('intent') === 'save';

/**
 * Saves, and waits for this save's own answer: the server answers once the save is committed and
 * purged. The "saved" status alone is not enough: the previous save's stays on the screen while
 * the next one is on its way (React Router keeps the last action's data until the new one comes),
 * so the second save of the test would not wait at all, and the guest's next home would be asked
 * before the save (decision 015, addendum on the put-back save).
 */
async function save(page: Page) {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => isSave(response.request())),
    page.getByRole('button', { name: t('studio_home.save'), exact: true }).click(),
  ]);
  // React Router answers the action only once it has returned, the save committed and purged.
  expect(answer.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: t('studio_home.saved') })).toBeVisible();
}

/**
 * The first carousel title of the HTML that answered a navigation: what the server sent for that
 * very request, with no later request or render that could make up for a stale answer.
 */
async function firstTitleSent(page: Page, response: Response | null): Promise<string | null> {
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  return page.evaluate(
    (document) =>
      new DOMParser()
        .parseFromString(document, 'text/html')
        .querySelector('[data-testid="home-featured"] .featured-article__title')
        ?.textContent?.replace(/\s+/g, ' ')
        .trim() ?? null,
    html,
  );
}

test('an editor reorders the carousel: the preview shows it before saving, the home at once after; an author is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const editor = await staffPage(browser, 'editor');
  const page = editor.page;
  // Each save reaches the server 1.5 s after its click, as on a loaded machine: a save that is
  // not waited for would let the guest's next home be asked before it.
  await page.route(
    (url) => url.pathname === `${studioPaths.studioHomePage({})}.data`,
    async (route) => {
      if (isSave(route.request())) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    },
  );
  await (await studioLink(page, 'homePage')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('studio_home.heading'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expectAccessible(page);
  // Nothing wider than the screen (390 px on a phone).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  const featured = page.getByTestId('curation-featured');
  const names = featured.locator('.home-curation__name');
  const before = await names.allTextContents();
  expect(before.length).toBeGreaterThan(1);
  const swapped = [before[1]!, before[0]!, ...before.slice(2)];
  const link = page.getByTestId('home-preview-link');
  await expect(link).toHaveAttribute('href', /^\/preview\/home\//);
  const savedPreview = await link.getAttribute('href');

  // The keyboard: Move down on the first; the focus follows the article to its new place.
  await featured
    .getByRole('button', { name: `${t('studio_home.down')} ${before[0]}`, exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(swapped);
  // The same button keeps the focus, so that pressing again moves it further (Move up at the end).
  const again = before.length > 2 ? t('studio_home.down') : t('studio_home.up');
  await expect(
    featured.getByRole('button', { name: `${again} ${before[0]}`, exact: true }),
  ).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_home.unsaved') }),
  ).toBeVisible();

  // The preview, before saving: the new order, while the home keeps the old one.
  await expect(link).not.toHaveAttribute('href', savedPreview!);
  const [preview] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(preview.getByTestId('preview-banner')).toHaveText(
    t('publishing.home_preview_banner'),
  );
  await expect(carouselTitles(preview).nth(0)).toHaveText(swapped[0]!);
  await expect(carouselTitles(preview).nth(1)).toHaveText(swapped[1]!);
  await preview.close();
  const guest = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: testInfo.project.use.locale,
  });
  const home = await guest.newPage();
  await home.goto('/');
  await expect(carouselTitles(home).nth(0)).toHaveText(before[0]!);

  // Saved: a guest's very next home page shows the new order. The page is not reloaded, so no
  // wait could make up for a stale answer; the HTML of that navigation is checked as sent.
  await save(page);
  const afterSave = await home.goto('/');
  expect(await firstTitleSent(home, afterSave)).toBe(swapped[0]);
  await expect(carouselTitles(home).nth(0)).toHaveText(swapped[0]!);
  await expect(carouselTitles(home).nth(1)).toHaveText(swapped[1]!);

  // Put back as it was (other specs read the home meanwhile).
  await featured
    .getByRole('button', { name: `${t('studio_home.down')} ${before[1]}`, exact: true })
    .click();
  await expect(names).toHaveText(before);
  // The last save's "saved" goes with the next edit: only "not saved yet" is true now.
  await expect(
    page.getByRole('status').filter({ hasText: t('studio_home.unsaved') }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('studio_home.saved') })).toHaveCount(0);
  await save(page);
  const afterPutBack = await home.goto('/');
  expect(await firstTitleSent(home, afterPutBack)).toBe(before[0]);
  await expect(carouselTitles(home).nth(0)).toHaveText(before[0]!);
  await guest.close();
  await page.context().close();

  // An author: no Home page in the bar, and the screen is refused.
  const author = await staffPage(browser, 'author');
  await expect(studioNav(author.page).locator('a')).not.toHaveCount(0);
  await expect(studioNavOffers(author.page, 'homePage')).toHaveCount(0);
  await author.page.goto(studioPaths.studioHomePage({}));
  await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(
    t('studio_shell.forbidden_heading'),
  );
  await author.page.context().close();
});
