import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { articles } from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

interface Results {
  breeds: { name: string }[];
  articles: { title: string; categories: { name: string }[] }[];
  products: { name: string; link: string; price: number | null }[];
}

describe.each(ENGINES)('GET /api/search on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const search = async (query: string) => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/search',
      query: { query },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Results;
  };
  const breedNames = async (query: string) => (await search(query)).breeds.map((b) => b.name);

  it('finds a breed by name, case-insensitively, first in the ranking', async () => {
    expect((await breedNames('labrador'))[0]).toBe('Labrador Retriever');
    expect((await breedNames('MAINE COON'))[0]).toBe('Maine Coon');
  });

  it('is accent-insensitive: "cao" finds the Cão de Água', async () => {
    expect(await breedNames('cao de agua')).toContain('Portuguese Water Dog');
    expect(await breedNames('cão')).toContain('Portuguese Water Dog');
  });

  it('tolerates one typo and finds prefixes while typing', async () => {
    expect(await breedNames('labrdor')).toContain('Labrador Retriever');
    expect(await breedNames('labr')).toContain('Labrador Retriever');
    expect(await breedNames('siame')).toContain('Siamese');
  });

  it('stems English and Portuguese words', async () => {
    const english = await search('vaccinations');
    expect(english.articles.length).toBeGreaterThan(0);
  });

  it('answers articles with their categories and products with absolute links and prices', async () => {
    const results = await search('litter');
    expect(results.products.map((p) => p.name).join()).toMatch(/Litter/);
    for (const product of results.products) {
      expect(product.link).toMatch(/^https:\/\//);
      expect(typeof product.price).toBe('number');
    }
    const withArticles = await search('puppy');
    expect(withArticles.articles.length).toBeGreaterThan(0);
    expect(withArticles.articles.some((a) => a.categories.length > 0)).toBe(true);
  });

  it('limits each group to 6', async () => {
    const results = await search('dog');
    expect(results.breeds.length).toBeLessThanOrEqual(6);
    expect(results.articles.length).toBeLessThanOrEqual(6);
    expect(results.products.length).toBeLessThanOrEqual(6);
  });

  it('keeps the search vectors current on write and ranks a title match above a mention in the text', async () => {
    const db = app.database.db;
    const published = new Date('2020-01-01T00:00:00Z');
    const [mention, titled] = await db
      .insert(articles)
      .values([
        {
          key: 'zz-mention',
          title: 'Summer walks',
          slug: 'summer-walks',
          excerpt: '',
          content: 'Bring a quokkalike toy.',
          publishedAt: published,
          isActive: true,
        },
        {
          key: 'zz-title',
          title: 'The quokkalike toy',
          slug: 'quokkalike-toy',
          excerpt: '',
          content: 'All about it.',
          publishedAt: published,
          isActive: true,
        },
      ])
      .returning({ idArticle: articles.idArticle });
    expect((await search('quokkalike')).articles.map((a) => a.title)).toEqual([
      'The quokkalike toy',
      'Summer walks',
    ]);
    // Renaming moves the article out of the results: the generated columns follow the title.
    await db
      .update(articles)
      .set({ title: 'Autumn walks', content: 'Nothing special.' })
      .where(eq(articles.idArticle, mention!.idArticle));
    expect((await search('quokkalike')).articles.map((a) => a.title)).toEqual([
      'The quokkalike toy',
    ]);
    await db
      .delete(articles)
      .where(inArray(articles.idArticle, [mention!.idArticle, titled!.idArticle]));
  });

  it('answers the same once the database plans the breed search once for all', async () => {
    // PostgreSQL plans a named statement afresh for its first five runs on a connection, then may
    // keep one generic plan; the answers must not change when it does.
    const queries = ['labrador', 'labrdor', 'cao de agua', 'puppy', 'litter', 'siame'];
    const first = [];
    for (const query of queries) first.push(await search(query));
    for (let round = 0; round < 7; round++) {
      for (const [i, query] of queries.entries()) expect(await search(query)).toEqual(first[i]);
    }
  });

  it('answers nothing for 2 characters or fewer', async () => {
    expect(await search('la')).toEqual({ breeds: [], articles: [], products: [] });
    expect(await search('')).toEqual({ breeds: [], articles: [], products: [] });
  });

  it('is harmless with hostile or huge input', async () => {
    for (const query of [
      "'; DROP TABLE breeds; --",
      '%',
      '_',
      '%_%',
      '"\'"\'',
      '\\',
      'x'.repeat(2048),
      'a b c d e f g h i j k l',
    ]) {
      const response = await app.server.inject({
        method: 'GET',
        url: '/api/search',
        query: { query },
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await breedNames('labrador'))[0]).toBe('Labrador Retriever');
  });

  it('refuses absurdly long query strings with a 400', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/search',
      query: { query: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(400);
  });
});
