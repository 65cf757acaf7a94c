import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';

const get = async <T>(page: Page, url: string) => (await (await page.request.get(url)).json()) as T;
const firstArticle = async (page: Page) =>
  (await get<{ id_article: number; slug: string }[]>(page, '/api/articles/home'))[0]!;
const firstCat = async (page: Page) =>
  (await get<{ id_breed: number; slug: string }[]>(page, '/api/breeds/list/2'))[0]!;

/** One page of every type the site has, its address found through the API so ids are real. */
const PAGES: [name: string, path: (page: Page) => Promise<string>][] = [
  ['home', async () => '/'],
  ['breed list', async () => '/breeds/2'],
  ['dog breed list', async () => '/breeds/1'],
  [
    'breed profile',
    async (page) =>
      paths.breedProfile({
        id: (await firstCat(page)).id_breed,
        slug: (await firstCat(page)).slug,
      }),
  ],
  [
    'breed details',
    async (page) =>
      paths.breedDetails({
        id: (await firstCat(page)).id_breed,
        slug: (await firstCat(page)).slug,
      }),
  ],
  ['article list', async () => '/articles/2/cats'],
  [
    'article',
    async (page) =>
      paths.article({
        id: (await firstArticle(page)).id_article,
        slug: (await firstArticle(page)).slug,
      }),
  ],
  ['infographics', async () => '/infographics'],
  [
    'infographic',
    async (page) => {
      const [first] = await get<{ id_infographic: number; slug: string }[]>(
        page,
        '/api/infographics/list',
      );
      return paths.infographic({ id: first!.id_infographic, slug: first!.slug });
    },
  ],
  ['static page', async () => '/about-us'],
  ['not found', async () => '/no/such/page'],
  ['login', async () => '/login'],
  ['registration', async () => '/register'],
  ['password recovery', async () => '/forgot/password'],
];

for (const [name, pathOf] of PAGES) {
  test(`the ${name} page has no axe violations (WCAG 2.1 A and AA)`, async ({ page }) => {
    await page.goto(await pathOf(page));
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const violations = result.violations.map(
      (v) =>
        `${v.id}: ${v.help} [${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}]`,
    );
    expect(violations).toEqual([]);
  });
}

for (const [name, pathOf] of PAGES) {
  test(`every image of the ${name} page has a text alternative, or is marked decorative`, async ({
    page,
  }) => {
    await page.goto(await pathOf(page));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const images = await page.locator('img').evaluateAll((all) =>
      all.map((img) => {
        const alt = img.getAttribute('alt');
        // An empty alt is for decoration only: hidden from assistive technology, or inside a
        // link or button whose name comes from its own text or label.
        const control = img.closest('a[href], button');
        const controlNamed =
          !!control &&
          (!!control.getAttribute('aria-label')?.trim() ||
            !!control.getAttribute('aria-labelledby') ||
            !!control.textContent?.trim());
        const decorative =
          ['presentation', 'none'].includes(img.getAttribute('role') ?? '') ||
          !!img.closest('[aria-hidden="true"]') ||
          controlNamed;
        return { src: img.getAttribute('src'), alt, decorative };
      }),
    );
    const missing = images.filter((i) => i.alt === null).map((i) => i.src);
    const unexplained = images
      .filter((i) => i.alt !== null && i.alt.trim() === '' && !i.decorative)
      .map((i) => i.src);
    expect(missing, 'images without an alt attribute').toEqual([]);
    expect(unexplained, 'empty alt on an image that is not marked decorative').toEqual([]);
  });
}

test('after a route change the focus moves to the new page heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.getByRole('link', { name: /see all cat breeds/i }).click();
  await expect(page).toHaveURL(/\/breeds\/2$/);
  await expect(page.locator('main h1')).toBeFocused();
});
