// The plain runner for the case with scripts held (the fixture's goto waits for hydration).
// eslint-disable-next-line no-restricted-imports
import { test as plain } from '@playwright/test';
import { expect, test, type Page } from '../fixtures.ts';
import { holdScripts } from '../hold-scripts.ts';
import { registerAccount } from '../account-helpers.ts';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';

/**
 * Breed and article pages that look finished (the outside audit's rows), in each locale at
 * 1366 px and 390 px (playwright.config.ts runs tests/e2e/matrix/ per locale and width).
 * Article 1 is the demo's flagged (`is_active`) health article; breed 1 the Labrador Retriever.
 * Both addresses redirect to the canonical slug of the locale's pack.
 */
const FLAGGED_ARTICLE = '/article/1/x';
const LABRADOR = '/breeds/1/x';

const localeOf = (project: { use: { locale?: string } }) =>
  (project.use.locale ?? 'en').replace('-', '_') as Locale;
const isPhone = (page: Page) => page.viewportSize()!.width < 600;

/** How much of the screen, from its top, what is pinned there (sticky or fixed) covers. */
async function pinnedCover(page: Page): Promise<number> {
  return page.evaluate(() => {
    let cover = 0;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (style.position !== 'sticky' && style.position !== 'fixed') continue;
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')
        continue;
      const box = element.getBoundingClientRect();
      // Pinned to the top: the cookie notice and toasts sit at the bottom.
      if (box.top > 1 || box.bottom <= 0 || box.height === 0) continue;
      cover = Math.max(cover, box.bottom);
    }
    return Math.round(cover);
  });
}

async function scrollBy(page: Page, y: number) {
  await page.evaluate((dy) => window.scrollBy(0, dy), y);
  // The header's scroll listener and its transition.
  await page.waitForTimeout(450);
}

test('a flagged article’s full-width picture scrolls away; only a slim bar stays pinned', async ({
  page,
}) => {
  await page.goto(FLAGGED_ARTICLE);
  await expect(page.locator('.menu-band__fluid-image')).toBeVisible();
  await scrollBy(page, 1500);
  expect(await pinnedCover(page)).toBeLessThanOrEqual(isPhone(page) ? 120 : 90);
  await expect(page.locator('.menu-band__fluid-image')).not.toBeInViewport();
});

test('the article’s caption is beside its picture, in the same figure', async ({ page }) => {
  await page.goto(FLAGGED_ARTICLE);
  const caption = page.locator('figcaption').first();
  await expect(caption).toBeVisible();
  await expect(caption.locator('xpath=ancestor::figure[1]').locator('img')).toBeVisible();
  await expect(page.locator('.article__caption')).toHaveCount(0);
});

test('the pinned header is slim on phones; anchored headings land below it', async ({ page }) => {
  await page.goto(LABRADOR);
  await scrollBy(page, 1500);
  // On a phone the header makes way when reading down and comes back when scrolling up.
  expect(await pinnedCover(page)).toBeLessThanOrEqual(isPhone(page) ? 1 : 90);
  await scrollBy(page, -200);
  expect(await pinnedCover(page)).toBeLessThanOrEqual(isPhone(page) ? 120 : 90);
  // A link to a section of the page (its heading's id) lands below the bar.
  for (const id of ['kit-heading', 'attributes-heading']) {
    // Scrolled to as a jump to its fragment scrolls (scrollIntoView honours scroll-margin-top).
    await page.locator(`#${id}`).evaluate((h) => h.scrollIntoView());
    await page.waitForTimeout(450);
    const top = await page.locator(`#${id}`).evaluate((h) => h.getBoundingClientRect().top);
    expect(top, id).toBeGreaterThanOrEqual(await pinnedCover(page));
    expect(top, id).toBeLessThan(200);
  }
});

// The plain runner: the fixture's goto waits for hydration, which the held scripts prevent.
plain(
  'with scripts held 3 s, the header is as slim and the band scrolls away',
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(LABRADOR, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(3000);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '1');
    await page.evaluate(() => window.scrollBy(0, 1500));
    await page.waitForTimeout(300);
    expect(await pinnedCover(page)).toBeLessThanOrEqual(isPhone(page) ? 120 : 90);
    await page.evaluate(() => (location.hash = 'kit-heading'));
    const top = await page.locator('#kit-heading').evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(await pinnedCover(page));
    release();
  },
);

test('the header’s band on infographics is no bare white strip', async ({ page }) => {
  await page.goto('/infographics');
  const band = page.locator('.menu-band');
  await expect(band).toBeVisible();
  const [bandColour, pageColour] = await band.evaluate((b) => [
    getComputedStyle(b).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
  expect(bandColour).not.toBe(pageColour);
  expect(bandColour).not.toBe('rgba(0, 0, 0, 0)');
});

test('the breed profile has no tall white gap under its picture', async ({ page }) => {
  await page.goto(LABRADOR);
  const picture = page.locator('.breed-sheet__picture');
  const below = await picture.evaluate((img) => {
    const bottom = img.getBoundingClientRect().bottom;
    const left = img.getBoundingClientRect().left + 20;
    // The next thing drawn under the picture, in its column.
    let next = Infinity;
    for (const el of document.querySelectorAll(
      '.breed-profile h1, .breed-profile h2, .breed-profile p, .breed-profile table, .breed-profile .gauges',
    )) {
      const box = el.getBoundingClientRect();
      if (box.top >= bottom - 1 && box.left <= left && box.right >= left)
        next = Math.min(next, box.top);
    }
    return next - bottom;
  });
  expect(below).toBeLessThan(100);
});

test('related breeds are the closest of the family, each with its reason', async ({
  page,
}, testInfo) => {
  const messages = messagesFor(localeOf(testInfo.project));
  await page.goto(LABRADOR);
  const cards = page.locator('.related-breeds .breed-card');
  await expect(cards.first()).toBeVisible();
  const reasons = cards.locator('[data-testid="related-reason"]');
  await expect(reasons).toHaveCount(await cards.count());
  const known = [
    'size_energy',
    'size_grooming',
    'energy_grooming',
    'size',
    'energy',
    'grooming',
    'family',
  ].map((key) => translate(messages, `breeds.related_reason.${key}`));
  for (const text of await reasons.allTextContents()) expect(known).toContain(text.trim());
  // A retriever's closest are not the alphabet's first large breeds.
  const names = await cards.locator('.breed-card__name').allTextContents();
  expect(names.slice(0, 3)).not.toEqual(['Afghan Hound', 'Akita', 'Alaskan Malamute']);
});

test('the home: the sale banner’s text is readable, the family widget has a picture, no story twice', async ({
  page,
}) => {
  await page.goto('/');
  // White text over the banner needs a backdrop dark enough for 4.5:1 over any picture.
  const ratio = await page
    .locator('.featured-banner__body')
    .first()
    .evaluate((body) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const parse = (s: string) => (s.match(/[\d.]+/g) ?? []).map(Number);
      const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(body).backgroundColor);
      // The backdrop composited over the palest picture: white.
      const over = [r, g, b].map((c) => c * a + 255 * (1 - a));
      const lum = (rgb: number[]) =>
        0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!);
      const text = parse(getComputedStyle(body.querySelector('h3')!).color);
      const [l1, l2] = [lum(text), lum(over)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    });
  expect(ratio).toBeGreaterThanOrEqual(4.5);

  await expect(page.locator('[data-testid="home-in-context"] img')).toBeVisible();

  const hrefs = async (selector: string) =>
    page
      .locator(`${selector} a[href^="/article/"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const carousel = new Set(await hrefs('[data-testid="home-featured"]'));
  const more = await hrefs('[data-testid="home-more-stories"]');
  expect(more.filter((href) => carousel.has(href))).toEqual([]);
});

test('Portuguese months are written lower-case (the pet form’s birth month)', async ({
  page,
}, testInfo) => {
  test.skip(localeOf(testInfo.project) === 'en', 'months are capitalised in English');
  await registerAccount(page.request);
  await page.goto('/register/pet');
  const months = await page
    .getByTestId('pet-form')
    .locator('select[name$="month"] option')
    .evaluateAll((options) =>
      options.map((o) => o.textContent ?? '').filter((t) => /^\p{L}{3,}/u.test(t)),
    );
  expect(months.length).toBe(12);
  for (const month of months) expect(month).toBe(month.toLocaleLowerCase('pt'));
});

test('a health article shows its medical sign-off near the title, and its sources', async ({
  page,
}, testInfo) => {
  const messages = messagesFor(localeOf(testInfo.project));
  await page.goto(FLAGGED_ARTICLE);
  const review = page.getByTestId('medical-review');
  const [before] = translate(messages, 'articles.medically_reviewed_by').split('{{name}}');
  await expect(review).toContainText(before!.trim());
  await expect(review).toContainText(/, \S+/);
  const [lastBefore] = translate(messages, 'articles.last_reviewed').split('{{date}}');
  await expect(page.getByTestId('last-reviewed')).toContainText(lastBefore!.trim());
  const gap = await page.evaluate(() => {
    const title = document.querySelector('.article__title')!.getBoundingClientRect();
    return (
      document.querySelector('[data-testid="medical-review"]')!.getBoundingClientRect().top -
      title.bottom
    );
  });
  expect(gap).toBeLessThan(200);
  const sources = page.getByTestId('article-sources');
  await expect(sources.getByRole('heading')).toHaveText(
    translate(messages, 'articles.sources_heading'),
  );
  expect(await sources.locator('li').count()).toBeGreaterThanOrEqual(2);
});
