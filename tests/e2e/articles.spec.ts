import { expect, test, type APIRequestContext } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';

interface Summary {
  id_article: number;
  slug: string;
  title: string;
  is_active: 0 | 1;
  image_url: string | null;
}

async function familyArticles(request: APIRequestContext, idFamily: number): Promise<Summary[]> {
  const all: Summary[] = [];
  for (let page = 1; ; page++) {
    const body = (await (
      await request.get(`/api/articles/family/${idFamily}?page=${page}`)
    ).json()) as {
      data: Summary[];
      last_page: number;
    };
    all.push(...body.data);
    if (page >= body.last_page) return all;
  }
}

test('a family list shows the hero, three more, the widget, then pages in more articles', async ({
  page,
  request,
}) => {
  const all = await familyArticles(request, 1);
  await page.goto('/articles/1/dogs');
  const hero = page.locator('.article-hero');
  await expect(hero.getByRole('heading', { level: 2 })).toHaveText(all[0]!.title);
  await expect(hero.locator('.article-hero__excerpt')).not.toBeEmpty();
  await expect(hero.locator('.article-hero__author')).toContainText('By ');
  await expect(page.locator('.article-rows > li')).toHaveCount(3);
  await expect(page.locator('.article-widget--simple')).toBeVisible();
  const cards = page.locator('.article-hero, .article-rows > li, .article-grid > li');
  await expect(cards).toHaveCount(12);

  const more = page.getByRole('button', { name: 'Show more articles' });
  while (await more.isVisible()) {
    const before = await cards.count();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  await expect(cards).toHaveCount(all.length);
  await expect(page.locator('.article-grid .article-card__link').last()).toHaveText(
    all.at(-1)!.title,
  );
});

test('the menu title names the family (not for dogs and cats) or the category', async ({
  page,
}) => {
  await page.goto('/articles/1/dogs');
  await expect(page.locator('.menu-band__title')).toHaveText('Articles');
  await page.goto('/articles/3/birds');
  await expect(page.locator('.menu-band__title')).toHaveText('Articles · Birds');
  await page.goto('/articles/1/dogs/2/nutrition');
  await expect(page.locator('.menu-band__title')).toHaveText('Nutrition');
});

test('a category list keeps its own pages, and moving to another list starts again', async ({
  page,
}) => {
  await page.goto('/articles/1/dogs/3/behaviour');
  await expect(page.locator('h1')).toHaveText('Behaviour & training');
  await page.goto('/articles/2/cats');
  await expect(page.locator('.article-rows > li')).toHaveCount(3);
});

test('wrong slugs move permanently to the canonical address; bad or unknown ids are 404s', async ({
  page,
  request,
}) => {
  const moved = await request.get('/articles/1/doggies', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/articles/1/dogs');
  for (const path of [
    '/articles/x/dogs',
    '/articles/999/nothing',
    '/articles/1/dogs/99/none',
    '/article/abc/x',
    '/article/999999/missing',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('link', { name: /go back/i })).toBeVisible();
  }
});

test('an article shows its author, date, reading time, caption, safe links and filled product cards', async ({
  page,
  request,
}) => {
  const all = await familyArticles(request, 1);
  let found: { id: number; slug: string } | null = null;
  for (const summary of all) {
    const article = (await (await request.get(`/api/article/${summary.id_article}`)).json()) as {
      content_html: string;
      is_active: number;
    };
    if (
      article.content_html.includes('product-card') &&
      article.content_html.includes('<a ') &&
      !article.is_active
    ) {
      found = { id: summary.id_article, slug: summary.slug };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto(paths.article({ id: found!.id, slug: found!.slug }));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.article__meta')).toContainText(/\d+ minute read/);
  await expect(page.locator('.article__meta time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.locator('.article__author-name')).not.toBeEmpty();
  await expect(page.locator('.article__author-occupation')).not.toBeEmpty();
  const links = await page.locator('.article__html a').all();
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /nofollow/);
  }
  const card = page.locator('.embedded-product').first();
  await expect(card.getByRole('link')).toHaveAttribute('href', /^https:\/\/shop\./);
  await expect(card.locator('.embedded-product__price')).toContainText('€');
});

test('the font query picks one of the reading fonts, anything else the default', async ({
  page,
  request,
}) => {
  const [first] = await familyArticles(request, 2);
  await page.goto(`${paths.article({ id: first!.id_article, slug: first!.slug })}?font=georgia`);
  await expect(page.locator('article.article')).toHaveClass(/article--font-georgia/);
  await page.goto(`${paths.article({ id: first!.id_article, slug: first!.slug })}?font=comicsans`);
  await expect(page.locator('article.article')).toHaveClass(/article--font-default/);
});

test('an active article gets the full-width picture header, which resets on leaving', async ({
  page,
  request,
}) => {
  const all = await familyArticles(request, 1);
  const active = all.find((a) => a.is_active === 1)!;
  const plain = all.find((a) => a.is_active === 0)!;
  await page.goto(paths.article({ id: active.id_article, slug: active.slug }));
  await expect(page.locator('.site-header')).toHaveClass(/site-header--fluid/);
  await expect(page.locator('.menu-band__fluid-image')).toHaveAttribute('src', active.image_url!);
  await page.goto('/articles/1/dogs');
  await page.getByRole('link', { name: plain.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/article/${plain.id_article}/`));
  await expect(page.locator('.site-header')).not.toHaveClass(/site-header--fluid/);
});

test('an article without a picture gets one of the default pictures of its species', async ({
  page,
  request,
}) => {
  const all = [...(await familyArticles(request, 1)), ...(await familyArticles(request, 2))];
  const bare = all.find((a) => a.image_url === null)!;
  expect(bare).toBeDefined();
  await page.goto(paths.article({ id: bare.id_article, slug: bare.slug }));
  const picture = page.locator('.article__figure img');
  await expect(picture).toHaveAttribute(
    'src',
    /^\/img\/articles\/default-(dogs-[1-4]|cats-[1-4]|general-[12])\.webp$/,
  );
  await expect(picture).toHaveAttribute('srcset', /@2x\.webp 2000w/);
  // A committed picture (public/img/articles/, decision 029), with variants like the demo's own.
  await expect(page.locator('.article__figure source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/img\/w\/\d+\/avif\/img\/articles\/default-[a-z]+-\d@2x\.webp \d+w/,
  );
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
});
