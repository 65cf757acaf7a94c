// The plain runner, for the look of the hero before its scripts run.
// eslint-disable-next-line no-restricted-imports
import { expect as plainExpect, test as plain } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';

/**
 * The home page's hero: the featured articles one at a time, full width, with
 * previous/next and the position, at desktop and phone widths; laid out by the server's CSS
 * before embla starts, so hydration moves nothing.
 */
const hero = (page: Page) =>
  page.getByTestId('home-featured').locator('[aria-roledescription="carousel"]');

/** The title of the slide in view: the one whose left edge is the viewport's. */
async function slideInView(page: Page): Promise<string> {
  return hero(page).evaluate((carousel) => {
    const viewport = carousel.querySelector('.carousel__viewport')!.getBoundingClientRect();
    const slides = [...carousel.querySelectorAll('.carousel__slide')];
    const inView = slides.find((s) => Math.abs(s.getBoundingClientRect().left - viewport.left) < 2);
    return inView?.querySelector('h2')?.textContent ?? '';
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the hero fills its width; previous and next reach every featured article', async ({
      page,
      request,
    }) => {
      const featured = (await (await request.get('/api/articles/featured')).json()) as {
        title: string;
      }[];
      expect(featured.length).toBeGreaterThan(1);
      await page.goto('/');
      const carousel = hero(page);
      const box = (await carousel.boundingBox())!;
      const slide = (await carousel.locator('.carousel__slide').first().boundingBox())!;
      expect(Math.abs(slide.width - box.width)).toBeLessThan(2);
      // Full width of the page's column, not a narrow grid cell.
      expect(box.width).toBeGreaterThan(Math.min(viewport.width, 1200) - 80);

      const position = carousel.getByTestId('carousel-position');
      await expect(position).toContainText(`1 / ${featured.length}`);
      const next = carousel.getByRole('button', { name: 'Next item' });
      const previous = carousel.getByRole('button', { name: 'Previous item' });
      await expect(next).toBeVisible();
      await expect(previous).toBeVisible();

      // The slide in view once the move has ended (mid-way no slide is aligned: '').
      let settled = '';
      const arrived = async (not: string | undefined) => {
        await expect
          .poll(async () => {
            settled = await slideInView(page);
            return settled !== '' && settled !== not;
          })
          .toBe(true);
        return settled;
      };
      const seen = [await arrived(undefined)];
      for (let i = 2; i <= featured.length; i++) {
        await next.click();
        await expect(position).toContainText(`${i} / ${featured.length}`);
        seen.push(await arrived(seen.at(-1)));
      }
      expect([...seen].sort()).toEqual(featured.map((a) => a.title).sort());
      // It loops, and previous goes back.
      await next.click();
      await expect(position).toContainText(`1 / ${featured.length}`);
      await previous.click();
      await expect(position).toContainText(`${featured.length} / ${featured.length}`);
      await expect.poll(() => slideInView(page)).toBe(seen.at(-1));
      // A dot per article, named for screen readers.
      await carousel.getByRole('button', { name: `Show article 2 of ${featured.length}` }).click();
      await expect(position).toContainText(`2 / ${featured.length}`);
      await expect.poll(() => slideInView(page)).toBe(seen[1]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });

    // Without the fixture's wait: the scripts are held back until the layout is measured.
    plain(
      'the hero is laid out before its scripts run, and hydration moves nothing',
      async ({ page }) => {
        await page.setViewportSize(viewport);
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.js', async (route) => {
          await released;
          await route.continue();
        });
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        const carousel = hero(page);
        const before = {
          carousel: await carousel.boundingBox(),
          slide: await carousel.locator('.carousel__slide').first().boundingBox(),
          next: await carousel.getByRole('button', { name: 'Next item' }).boundingBox(),
        };
        plainExpect(before.slide!.width).toBeCloseTo(before.carousel!.width, 0);
        await plainExpect(carousel.getByTestId('carousel-position')).toContainText('1 / ');
        release();
        await plainExpect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
        await plainExpect(carousel).toHaveClass(/is-live/);
        plainExpect(await carousel.boundingBox()).toEqual(before.carousel);
        plainExpect(await carousel.locator('.carousel__slide').first().boundingBox()).toEqual(
          before.slide,
        );
        plainExpect(
          await carousel.getByRole('button', { name: 'Next item' }).boundingBox(),
        ).toEqual(before.next);
      },
    );
  });
}
