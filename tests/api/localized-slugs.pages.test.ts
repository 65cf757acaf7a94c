import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Portuguese addresses (docs/decisions/087-localized-slugs.md): a site loaded with the demo pack
 * and its language's overlays has its families, categories, articles, breeds and infographics
 * under slugs in that language; the English slugs answer 301 to them, and the pages, menus,
 * sitemap and feeds link the Portuguese ones straight.
 */
const SLUGS = {
  pt: {
    family: 'caes',
    category: 'saude',
    behaviour: 'comportamento-e-treino',
    article: 'viver-bem-com-a-artrose-canina',
    breed: 'pastor-alemao',
    infographic: 'como-ler-a-linguagem-corporal-do-seu-cao',
  },
  pt_BR: {
    family: 'caes',
    category: 'saude',
    behaviour: 'comportamento-e-adestramento',
    article: 'como-viver-bem-com-a-artrite-canina',
    breed: 'pastor-alemao',
    infographic: 'como-entender-a-linguagem-corporal-do-seu-cachorro',
  },
} as const;

const CASES = ENGINES.flatMap((engine) =>
  (['pt', 'pt_BR'] as const).map((locale) => [engine, locale] as const),
);

describe.each(CASES)('localized slugs on %s (%s)', (engine, locale) => {
  let app: TestApp;
  const slugs = SLUGS[locale];
  const get = (url: string) => app.server.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await startTestApp(engine, {
      pages: true,
      env: { SITE_LOCALE: locale, RATE_LIMIT_SCALE: '100' },
      demo: { locale },
    });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('the pack gives the Portuguese slugs; the site info and the rows carry them', async () => {
    const info = await app.services.site.websiteInfo();
    expect(info.families.find((f) => f.id_family === 1)?.slug).toBe(slugs.family);
    expect(info.categories.find((c) => c.id_category === 1)?.slug).toBe(slugs.category);
    expect(info.categories.find((c) => c.id_category === 3)?.slug).toBe(slugs.behaviour);
    const article = (await get('/api/article/1')).json() as { slug: string };
    expect(article.slug).toBe(slugs.article);
    const breed = (await get('/api/breeds/profile/19')).json() as { slug: string };
    expect(breed.slug).toBe(slugs.breed);
  });

  it.each([
    ['/articles/1/dogs', () => `/articles/1/${slugs.family}`],
    ['/articles/1/dogs/1/health', () => `/articles/1/${slugs.family}/1/${slugs.category}`],
    ['/article/1/living-well-with-canine-arthritis', () => `/article/1/${slugs.article}`],
    [
      '/article/1/living-well-with-canine-arthritis?font=large',
      () => `/article/1/${slugs.article}?font=large`,
    ],
    ['/breeds/19/german-shepherd-dog', () => `/breeds/19/${slugs.breed}`],
    ['/breeds/19/german-shepherd-dog/details', () => `/breeds/19/${slugs.breed}/details`],
    [
      '/infographic/1/how-to-read-your-dog-s-body-language',
      () => `/infographic/1/${slugs.infographic}`,
    ],
  ])('the English address %s answers 301 to the Portuguese one', async (from, to) => {
    const moved = await get(from);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(to());
    const path = to().replace(/\?.*/, '');
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`rel="canonical" href="https?://[^/"]+${path}"`));
  });

  it("the family's list links its menus, cards and categories by Portuguese slugs", async () => {
    const page = await get(`/articles/1/${slugs.family}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/article/1/${slugs.article}"`);
    expect(page.body).not.toContain('href="/articles/1/dogs');
    expect(page.body).not.toContain('/health"');
    expect(page.body).not.toContain('href="/article/1/living-well');
  });

  it('the sitemap and the family feed link the Portuguese addresses', async () => {
    const pages = (await get('/sitemap-pages.xml')).body;
    expect(pages).toContain(`/articles/1/${slugs.family}</loc>`);
    expect(pages).not.toContain('/articles/1/dogs<');
    const articles = (await get('/sitemap-articles.xml')).body;
    expect(articles).toContain(`/article/1/${slugs.article}</loc>`);
    expect((await get('/sitemap-breeds.xml')).body).toContain(`/breeds/19/${slugs.breed}</loc>`);
    expect((await get('/sitemap-infographics.xml')).body).toContain(
      `/infographic/1/${slugs.infographic}</loc>`,
    );
    const feed = (await get('/rss/1.xml')).body;
    expect(feed).toContain(`/articles/1/${slugs.family}</link>`);
  });
});
