// Over 300 lines on purpose: one keyboard-only walk of the site, screen after screen.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { contrastRatio, type Rgb } from '../../core/site/contrast.ts';
import { uniqueName, PASSWORD } from './account-helpers.ts';
import { paths } from '../../core/site/paths.ts';

/**
 * Everything done here is done with the keyboard only: no clicks, no `focus()`, no `fill()`.
 * Locators are used to find and check elements, never to act on them.
 */

async function hydrated(page: Page) {
  // Keys pressed before hydration go to elements React does not listen to yet.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(
    `${String(target)} not reached with ${max} presses of ${back ? 'Shift+' : ''}Tab`,
  );
}

const rgb = (css: string): Rgb | null => {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(css);
  if (!m || (m[4] !== undefined && Number(m[4]) < 1)) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};

/**
 * The focused element shows a focus indicator (an outline or a box shadow), and an outline
 * stands out from the nearest opaque background behind it by 3:1 (WCAG 1.4.11).
 */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const css = getComputedStyle(el);
    // The background the outline is drawn on: the element's parents' first opaque one.
    let background = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (
        bg !== 'transparent' &&
        !/rgba\(.*,\s*0\)$/.test(bg) &&
        !/rgba\(.*,\s*0?\.\d+\)$/.test(bg)
      ) {
        background = bg;
        break;
      }
    }
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40),
      outlineStyle: css.outlineStyle,
      outlineWidth: parseFloat(css.outlineWidth),
      outlineColor: css.outlineColor,
      boxShadow: css.boxShadow,
      background,
    };
  });
  expect(style, 'something has the focus').not.toBeNull();
  const what = `${style!.tag} "${style!.text}"`;
  const outline = style!.outlineStyle !== 'none' && style!.outlineWidth > 0;
  expect(outline || style!.boxShadow !== 'none', `${what} shows its focus`).toBe(true);
  if (outline && style!.outlineStyle !== 'auto') {
    const ring = rgb(style!.outlineColor);
    const behind = rgb(style!.background);
    if (ring && behind) {
      expect(
        contrastRatio(ring, behind),
        `${what}: focus ring against its background`,
      ).toBeGreaterThanOrEqual(3);
    }
  }
}

/** Whether an element lies across the width of the viewport (carousels move sideways). */
const shownAcross = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.left >= -1 && box.right <= window.innerWidth + 1;
  });

/** The index of the slide that fills the carousel's width (-1 while it moves). */
const shownSlide = (slides: Locator) =>
  slides.evaluateAll((all) =>
    all.findIndex((el) => {
      const box = el.getBoundingClientRect();
      return box.left >= -1 && box.right <= window.innerWidth + 1;
    }),
  );

test.describe('desktop header', () => {
  test('a family menu opens from its button, leads to a page, and Escape or Tab closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const dogs = page.getByRole('button', { name: 'Dogs' });
    await tabTo(page, dogs);
    await expectVisibleFocus(page);
    await expect(dogs).toHaveAttribute('aria-expanded', 'false');

    // Escape closes the menu and leaves the focus on its button.
    await page.keyboard.press('Enter');
    await expect(dogs).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await dogs.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(dogs).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(dogs).toBeFocused();

    // Tabbing past the last link closes it too: an open panel must not cover the page.
    await page.keyboard.press('Space');
    await expect(dogs).toHaveAttribute('aria-expanded', 'true');
    const count = await panel.getByRole('link').count();
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dogs).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    // A link of the menu, followed with Enter; the new page's heading takes the focus.
    await tabTo(page, dogs, { back: true });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Dog breeds A–Z' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/breeds\/1$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(dogs).toHaveAttribute('aria-expanded', 'false');
  });

  test('the search results are reached with the arrow keys and opened with Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await tabTo(page, box);
    await expectVisibleFocus(page);
    await page.keyboard.type('siamese');
    const links = page.locator('.search-results a');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    const href = await links.nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toBeFocused();
    await expect(box).toHaveValue('');
  });

  test('links, buttons and inputs of the page show where the focus is', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page);
    // Tab through the whole page once, checking every stop.
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const tag = await page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? '');
      if (tag === 'body') break;
      seen.add(tag);
      await expectVisibleFocus(page);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['a', 'button', 'input']));
  });
});

test.describe('notices', () => {
  test('the announcement banner and the cookie notice close from the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('complementary', { name: 'Announcements' });
    const closeBanner = banner.getByRole('button', { name: 'Close announcements' });
    await tabTo(page, closeBanner);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    // The focus is not lost with the button: the next Tab goes on into the header.
    await page.keyboard.press('Tab');
    await expect(page.locator('.site-header :focus')).toHaveCount(1);

    // The cookie notice is the last thing of the page: Shift+Tab from the top reaches it.
    const notice = page.getByRole('region', { name: 'Cookies' });
    const gotIt = notice.getByRole('button', { name: 'Got it' });
    await tabTo(page, gotIt, { back: true, max: 400 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pawpedia.cookieAccepted'))).toBe('1');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the off-canvas menu keeps the focus inside, and Escape gives it back to its button', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, opener);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const inside = () => menu.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(await inside()).toBe(true);

    // Round the whole menu and further, both ways: the focus never leaves it.
    const stops = await menu.evaluate(
      (dialog) => dialog.querySelectorAll('a[href], button, summary').length,
    );
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after ${i + 1} Tab`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `after ${i + 1} Shift+Tab`).toBe(true);
    }

    // A family's breeds open from the keyboard.
    const summary = menu.locator('summary', { hasText: 'Cat breeds A–Z' });
    await tabTo(page, summary);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Maine Coon' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it too, with the same return of the focus.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('button', { name: 'Close menu' }));
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the home carousel moves with its buttons and follows the focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const carousel = page.getByTestId('home-featured').getByRole('region');
    const slides = carousel.locator('.carousel__slide');
    expect(await slides.count()).toBeGreaterThan(1);
    // The carousel fits the screen: no sideways scrolling of the page (WCAG 1.4.10).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect.poll(() => shownAcross(slides.nth(0))).toBe(true);
    await expect.poll(() => shownAcross(slides.nth(1))).toBe(false);

    const next = carousel.getByRole('button', { name: /next/i });
    const previous = carousel.getByRole('button', { name: /previous/i });
    await tabTo(page, next);
    await expectVisibleFocus(page);
    // On the way the focus went through the slides' links, and the carousel followed it: the
    // buttons move on from wherever it is now.
    const count = await slides.count();
    const from = await shownSlide(slides);
    expect(from).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(slides)).toBe((from + 1) % count);
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => shownSlide(slides)).toBe(from);

    // Tabbing into the slides brings each focused link into view.
    const links = carousel.locator('.featured-article__title a');
    await tabTo(page, links.nth(0), { back: true });
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await expect.poll(() => shownAcross(links.nth(1))).toBe(true);
    await expectVisibleFocus(page);
  });

  test('the breed kit carousel and the share tools work from the keyboard', async ({
    page,
    context,
  }) => {
    const list = (await (await page.request.get('/api/breeds/list/1')).json()) as {
      id_breed: number;
      slug: string;
      name: string;
    }[];
    const lab = list.find((b) => b.name === 'Labrador Retriever')!;
    // The share popups would go to the real networks: answer them locally.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>share</title>' }),
    );
    await page.goto(paths.breedProfile({ id: lab.id_breed, slug: lab.slug }));
    await hydrated(page);

    const kit = page.locator('.breed-kit').getByRole('region');
    const slides = kit.locator('.carousel__slide');
    expect(await slides.count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect.poll(() => shownAcross(slides.nth(1))).toBe(false);
    await tabTo(page, kit.getByRole('button', { name: /next/i }));
    await expectVisibleFocus(page);
    const from = await shownSlide(slides);
    expect(from).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(slides)).toBe((from + 1) % (await slides.count()));

    // The first share bar: a network opens its popup with Enter; the copy button answers.
    const share = page.getByRole('group', { name: /share/i }).first();
    const facebook = share.locator('[data-network="facebook"]');
    await tabTo(page, facebook, { back: true, max: 200 });
    await expectVisibleFocus(page);
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await (await popup).close();
    const copy = share.getByRole('button', { name: 'Copy link' });
    await tabTo(page, copy);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(share.getByRole('status')).toHaveText('Link copied');
  });
});

test('registration goes through its steps with the keyboard alone', async ({ page }) => {
  const name = uniqueName();
  await page.goto('/register');
  await hydrated(page);
  const email = page.getByLabel('Your e-mail address');
  await tabTo(page, email);
  await expectVisibleFocus(page);
  await page.keyboard.type(`${name}@example.com`);
  // Enter submits each step; the next step's field takes the focus.
  await page.keyboard.press('Enter');
  const username = page.getByLabel('Choose a username');
  await expect(username).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const password = page.getByLabel('Choose a password');
  await expect(password).toBeFocused();

  // An earlier step reopens from the keyboard, and comes back to where it was.
  const stepOne = page.getByRole('button', { name: /Step 1\s+E-mail/ });
  await tabTo(page, stepOne, { back: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();

  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Yes, please' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'No, thanks' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  // The bot check's proof of work comes first.
  await expect(page).toHaveURL(/\/register\/pet\?just_registered=1$/, { timeout: 20_000 });
});
