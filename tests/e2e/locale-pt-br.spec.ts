import { watchErrors } from './account-helpers.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';
import { demoText } from './demo-text.ts';

// Runs on the SITE_LOCALE=pt_BR server (project pt_BR-content in playwright.config.ts).
// Every product price once threw "RangeError: Incorrect locale information provided".

/** A price as Brazil writes it: R$, a (no-break) space, comma decimals. */
const BRL = /R\$\s?\d{1,3}(\.\d{3})*,\d{2}/;

async function expectHealthyPage(page: Page, errors: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Ocorreu um erro' })).toHaveCount(0);
  expect(errors).toEqual([]);
}

async function breedWithKit(request: APIRequestContext) {
  const breeds = (await (await request.get('/api/breeds/list/1')).json()) as {
    id_breed: number;
    slug: string;
  }[];
  for (const breed of breeds) {
    const kit = (await (
      await request.get(`/api/breeds/profile/${breed.id_breed}/products`)
    ).json()) as unknown[];
    if (kit.length) return breed;
  }
  throw new Error('no breed with a product kit');
}

async function articleWithProductCard(request: APIRequestContext) {
  const { data } = (await (await request.get('/api/articles/family/1')).json()) as {
    data: { id_article: number; slug: string }[];
  };
  for (const summary of data) {
    const article = (await (await request.get(`/api/article/${summary.id_article}`)).json()) as {
      content_html: string;
    };
    if (article.content_html.includes('product-card')) return summary;
  }
  throw new Error('no article with a product card');
}

test('the home page shows prices in reais', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const price = page.locator('.product-card__price').first();
  await expect(price).toBeVisible();
  await expect(price).toHaveText(BRL);
  await expectHealthyPage(page, errors);
});

test('a breed profile with a product kit shows its prices in reais', async ({ page, request }) => {
  const breed = await breedWithKit(request);
  const errors = watchErrors(page);
  const response = await page.goto(paths.breedProfile({ id: breed.id_breed, slug: breed.slug }));
  expect(response?.status()).toBe(200);
  await expect(page.locator('.breed-kit .product-card__price').first()).toHaveText(BRL);
  // Brazilian words on the page: "Expectativa de vida", not the European "Esperança de vida".
  await expect(page.locator('.breed-lifespan')).toContainText('Expectativa de vida');
  await expectHealthyPage(page, errors);
});

test('an article with an embedded product card shows its price in reais', async ({
  page,
  request,
}) => {
  const article = await articleWithProductCard(request);
  const errors = watchErrors(page);
  const response = await page.goto(paths.article({ id: article.id_article, slug: article.slug }));
  expect(response?.status()).toBe(200);
  // Cards are filled after the article loads (100 ms).
  await expect(page.locator('.embedded-product__price').first()).toHaveText(BRL);
  await expect(page.locator('.article__meta time')).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
  await expectHealthyPage(page, errors);
});

test('search results with products show prices in reais', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Buscar no site' });
  // A product of the demo (the cat litter, product 13), by its name on this site.
  await box.fill(demoText('pt_BR', 'products', { id_product: 13 }, 'name'));
  const product = page.locator('.search-results a[target="_blank"]').first();
  await expect(product).toBeVisible();
  await expect(product).toContainText(BRL);
  await expectHealthyPage(page, errors);
});

test('the static pages are in Brazilian Portuguese', async ({ page }) => {
  await page.goto('/tbd');
  await expect(page.locator('main')).toContainText('Estamos trabalhando');
  await page.goto('/privacy-policy');
  await expect(page.locator('main')).toContainText('nosso site');
  await expect(page.locator('main')).not.toContainText('sítio');
});
