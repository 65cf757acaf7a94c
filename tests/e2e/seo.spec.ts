import { expect, test, type Page } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );

test('an article page has its canonical URL, Open Graph and Twitter tags, Article and BreadcrumbList data', async ({
  page,
  baseURL,
}) => {
  const [first] = (await (await page.request.get('/api/articles/home')).json()) as {
    id_article: number;
    slug: string;
    title: string;
  }[];
  const path = paths.article({ id: first!.id_article, slug: first!.slug });
  await page.goto(`${path}?font=georgia`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', first!.title);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${baseURL}/media/`),
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  const data = await jsonLd(page);
  const article = data.find((d) => d['@type'] === 'Article')!;
  expect(article).toMatchObject({ headline: first!.title, mainEntityOfPage: `${baseURL}${path}` });
  expect((article.author as { name: string }).name).toEqual(expect.any(String));
  expect(Date.parse(article.datePublished as string)).not.toBeNaN();
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);
});

test('a breed profile is titled with the breed name and describes the breed', async ({ page }) => {
  const breeds = (await (await page.request.get('/api/breeds/list/2')).json()) as {
    id_breed: number;
    slug: string;
    name: string;
  }[];
  const breed = breeds.find((b) => b.name === 'Maine Coon')!;
  await page.goto(paths.breedProfile({ id: breed.id_breed, slug: breed.slug }));
  await expect(page).toHaveTitle('Maine Coon');
  const page_ = (await jsonLd(page)).find((d) => d['@type'] === 'WebPage')!;
  expect(page_.about).toMatchObject({ '@type': 'Thing', name: 'Maine Coon' });
  expect((page_.about as { alternateName: string[] }).alternateName.length).toBeGreaterThan(0);
});

test('the home page describes the organisation and the site search', async ({ page, baseURL }) => {
  await page.goto('/');
  const data = await jsonLd(page);
  expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({ url: `${baseURL}/` });
  const site = data.find((d) => d['@type'] === 'WebSite')!;
  expect(JSON.stringify(site.potentialAction)).toContain('search_term_string');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  );
});
