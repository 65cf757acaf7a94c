import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(ENGINES)('robots, sitemaps and feeds on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { env: { PUBLIC_URL: 'https://www.pawpedia.example' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('robots.txt names the sitemap and keeps crawlers out of the API and private pages', async () => {
    const response = await app.server.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: https://www.pawpedia.example/sitemap.xml');
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('the sitemap index lists every section with its lastmod, and each section lists real pages', async () => {
    const index = await app.server.inject('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    for (const section of ['pages', 'breeds', 'articles', 'infographics']) {
      expect(index.body).toMatch(
        new RegExp(
          `<loc>https://www\\.pawpedia\\.example/sitemap-${section}\\.xml</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
        ),
      );
    }
    const breeds = (await app.server.inject('/sitemap-breeds.xml')).body;
    const labrador = (await app.services.breeds.list(1)).find(
      (b) => b.name === 'Labrador Retriever',
    )!;
    expect(breeds).toContain(
      `<loc>https://www.pawpedia.example/breeds/${labrador.id_breed}/${labrador.slug}</loc>`,
    );
    const articles = (await app.server.inject('/sitemap-articles.xml')).body;
    expect(articles.match(/<url>/g)!.length).toBeGreaterThanOrEqual(60);
    const pages = (await app.server.inject('/sitemap-pages.xml')).body;
    for (const path of [
      '/about-us',
      '/privacy-policy',
      '/terms',
      '/infographics',
      '/breeds/1',
      '/articles/2/cats',
    ]) {
      expect(pages).toContain(`<loc>https://www.pawpedia.example${path}</loc>`);
    }
    expect((await app.server.inject('/sitemap-nothing.xml')).statusCode).toBe(400);
  });

  it('serves an RSS feed of the latest articles, for the site and per family', async () => {
    const site = await app.server.inject('/rss.xml');
    expect(site.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(site.body).toMatch(/<rss version="2.0"/);
    expect(site.body.match(/<item>/g)!.length).toBe(12);
    expect(site.body).toMatch(
      /<link>https:\/\/www\.pawpedia\.example\/article\/\d+\/[\w-]+<\/link>/,
    );
    const cats = await app.server.inject('/rss/2.xml');
    expect(cats.body).toContain('<title>Pawpedia · Cats</title>');
    const home = await app.services.articles.list({ idFamily: 2, page: 1 });
    expect(cats.body).toContain(
      `<title>${home.data[0]!.title.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`,
    );
    expect((await app.server.inject('/rss/999.xml')).statusCode).toBe(404);
  });
});
