import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';

interface Summary {
  id_article: number;
  slug: string;
  is_active: 0 | 1;
  image_url: string | null;
}

/** An article of the dogs family that shows its picture in the page (not the full-width header). */
async function plainArticle(request: APIRequestContext): Promise<Summary> {
  const body = (await (await request.get('/api/articles/family/1?page=1')).json()) as {
    data: Summary[];
  };
  return body.data.find((a) => a.is_active === 0 && a.image_url)!;
}

/** `<link rel=preload as=image>` of the page's LCP picture, as the server sent it. */
const PRELOAD =
  /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="\/img\/w\/160\/avif\/media\/[^"]+"[^>]*>/i;

/**
 * Below this a shift is sub-pixel: Lighthouse shows it as CLS 0.000 (its "good" is < 0.1). A
 * slow machine may lay a page out while it is still being parsed; any picture arriving without a
 * reserved box shifts far more than this.
 */
const NO_SHIFT = 0.001;

/** The sum of the layout shifts so far (CLS without user input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

/** Every picture reserves its box: width and height on each <img>. */
async function expectSizedImages(page: Page) {
  const unsized = await page
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((i) => !i.getAttribute('width') || !i.getAttribute('height'))
        .map((i) => i.outerHTML),
    );
  expect(unsized).toEqual([]);
}

test('an article page preloads its picture and offers AVIF and WebP variants, with no layout shift', async ({
  page,
  request,
}) => {
  const article = await plainArticle(request);
  const url = paths.article({ id: article.id_article, slug: article.slug });
  const html = await (await request.get(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(PRELOAD);
  expect(head).toMatch(/imagesizes="\(max-width: 1000px\) 100vw, 1000px"/i);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  const figure = page.locator('.article__figure picture');
  await expect(figure.locator('source[type="image/avif"]').last()).toHaveAttribute(
    'srcset',
    /^\/img\/w\/160\/avif\/media\/.+@2x\.webp 160w, .* 1920w$/,
  );
  await expect(figure.locator('source[type="image/webp"]').last()).toHaveAttribute(
    'srcset',
    /\/img\/w\/960\/webp\/media\/.+@2x\.webp 960w/,
  );
  const img = figure.locator('img');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('width', '1000');
  await expect(img).toHaveAttribute('height', '560');
  // Chromium reads AVIF: the picture shown is an AVIF variant, wide enough for its slot.
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname))
    .toMatch(/^\/img\/w\/(960|1200|1280|1920)\/avif\/media\//);

  // Below the fold: the author's picture waits for the reader.
  await expect(page.locator('.article__author img')).toHaveAttribute('loading', 'lazy');
  await expectSizedImages(page);
  expect(await layoutShift(page)).toBeLessThan(NO_SHIFT);
});

test('the variant addresses answer AVIF and WebP of the width asked for', async ({ request }) => {
  const article = await plainArticle(request);
  const path = article.image_url!.replace(/\.webp$/, '@2x.webp');
  for (const format of ['avif', 'webp']) {
    const response = await request.get(`/img/w/480/${format}${path}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(`image/${format}`);
    expect(response.headers()['etag']).toBeTruthy();
  }
  const wrong = await request.get(`/img/w/500/avif${path}`);
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).errors.width[0]).toMatch(/160, 320/);
  expect((await request.get('/img/w/480/avif/media/../session-secret')).status()).toBe(404);
});

test('the home page preloads its first featured picture and leaves the rest lazy', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(PRELOAD);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const first = page.locator('.featured-article img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  // Everything further down the page waits until it is scrolled near.
  for (const selector of [
    '.encyclopedia-widget img',
    '.home-infographic img',
    '.article-grid img',
  ]) {
    for (const image of await page.locator(selector).all())
      await expect(image, selector).toHaveAttribute('loading', 'lazy');
  }
  await expectSizedImages(page);
  expect(await layoutShift(page)).toBeLessThan(NO_SHIFT);
});

test('a breed profile preloads its picture; the related breeds are lazy', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/breeds/list/1')).json()) as {
    id_breed: number;
    slug: string;
  }[];
  const breed = list[0]!;
  const url = paths.breedProfile({ id: breed.id_breed, slug: breed.slug });
  const html = await (await request.get(url)).text();
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(PRELOAD);

  await page.goto(url);
  const picture = page.locator('.breed-sheet picture');
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/img\/w\/1200\/avif\/media\/breeds\/.+@2x\.webp 1200w$/,
  );
  await expect(picture.locator('img')).toHaveAttribute('fetchpriority', 'high');
  for (const image of await page.locator('.related-breeds img').all())
    await expect(image).toHaveAttribute('loading', 'lazy');
  await expectSizedImages(page);
});

test('an article with ?font=ptserif loads PT Serif; without it no font stylesheet loads', async ({
  page,
  request,
}) => {
  const article = await plainArticle(request);
  const url = paths.article({ id: article.id_article, slug: article.slug });
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (/\.woff2?$/.test(new URL(response.url()).pathname)) fonts.push(response.url());
  });

  await page.goto(`${url}?font=ptserif`);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('link[rel="stylesheet"][data-precedence]')).toHaveCount(3);
  const family = await page
    .locator('.prose')
    .first()
    .evaluate((e) => getComputedStyle(e).fontFamily);
  expect(family).toMatch(/^"PT Serif"/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "PT Serif"'))).toBe(true);
  expect(fonts.some((f) => /pt-serif-latin-400-normal-[\w-]+\.woff2$/.test(f))).toBe(true);
  // Each face declares font-display: swap, so the text never waits for the font.
  const display = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.includes('PT Serif')).map((f) => f.display),
  );
  expect(display.length).toBeGreaterThan(0);
  expect(new Set(display)).toEqual(new Set(['swap']));

  fonts.length = 0;
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('link[rel="stylesheet"][data-precedence]')).toHaveCount(0);
  expect(
    await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((l) => l.map((e) => e.getAttribute('href'))),
  ).not.toContainEqual(expect.stringMatching(/latin-/));
  expect(fonts).toEqual([]);
});
