import { expect, test } from './fixtures.ts';

interface Summary {
  id_article: number;
  title: string;
}

test('the home page shows its sections in order', async ({ page }) => {
  await page.goto('/');
  const order = [
    'home-featured',
    'home-articles',
    'featured-products',
    'home-infographic',
    'home-in-context',
    'home-encyclopedia',
    'home-more-stories',
    'quote-widget',
    'poll-widget',
    'tip-widget',
  ];
  const tops: number[] = [];
  for (const id of order) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    tops.push(box!.y);
  }
  // Each section starts at or below the previous one (the last three sit side by side on a desktop).
  for (let i = 1; i < tops.length; i++)
    expect(tops[i]!, order[i]).toBeGreaterThanOrEqual(tops[i - 1]! - 1);
});

test('the first 6 home articles are listed, the rest are more stories but those of the carousel', async ({
  page,
}) => {
  const home = (await (await page.request.get('/api/articles/home')).json()) as Summary[];
  const featured = (await (await page.request.get('/api/articles/featured')).json()) as Summary[];
  expect(home.length).toBeGreaterThan(6);
  await page.goto('/');
  const main = page.getByTestId('home-articles').locator('.article-card__link');
  await expect(main).toHaveText(home.slice(0, 6).map((a) => a.title));
  // A story the carousel shows is not met twice on the page (decision 086).
  const inCarousel = new Set(featured.map((a) => a.id_article));
  const more = page.getByTestId('home-more-stories').locator('.article-card__link');
  await expect(more).toHaveText(
    home
      .slice(6)
      .filter((a) => !inCarousel.has(a.id_article))
      .map((a) => a.title),
  );
});

test('the featured carousel shows the featured articles and leads to them', async ({ page }) => {
  const featured = (await (await page.request.get('/api/articles/featured')).json()) as Summary[];
  await page.goto('/');
  const carousel = page.getByTestId('home-featured').getByRole('region');
  await expect(carousel.locator('.featured-article')).toHaveCount(featured.length);
  await expect(page.getByTestId('home-featured').locator('.featured-banner')).toHaveCount(2);
  await carousel.getByRole('link', { name: featured[0]!.title }).click();
  await expect(page.locator('h1')).toHaveText(featured[0]!.title);
});

test('the encyclopedia widget leads to the cats and dogs breed lists; the shop link opens the store', async ({
  page,
}) => {
  await page.goto('/');
  const widget = page.getByTestId('home-encyclopedia');
  const links = widget.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute('href', '/breeds/2');
  await expect(links.nth(1)).toHaveAttribute('href', '/breeds/1');
  const shop = page.getByTestId('home-infographic').getByRole('link', { name: 'Visit our shop' });
  await expect(shop).toHaveAttribute('href', 'https://shop.pawpedia.example/en');
  await expect(shop).toHaveAttribute('target', '_blank');
  await page.getByTestId('home-infographic').locator('.home-infographic__link').click();
  await expect(page).toHaveURL(/\/infographic\/\d+\/[\w-]+$/);
});

test('/home, /homepage and /index serve the home page', async ({ page }) => {
  for (const path of ['/home', '/homepage', '/index']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId('home-encyclopedia')).toBeVisible();
  }
});
