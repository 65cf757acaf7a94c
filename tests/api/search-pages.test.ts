import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The search results page's paging (decision 025): the one search service, asked for a
 * slice of a group, answers that slice of the same ranking as the suggestions.
 */
describe.each(ENGINES)('search slices on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('pages a group: consecutive slices are the longer ranking cut in pieces', async () => {
    const whole = await app.services.search('dog', { articles: { limit: 30, offset: 0 } });
    expect(whole.articles.length).toBeGreaterThan(20);
    // Only the group asked for is searched.
    expect(whole.breeds).toEqual([]);
    expect(whole.products).toEqual([]);
    const pages = [];
    for (let page = 0; page < 3; page++) {
      const slice = await app.services.search('dog', {
        articles: { limit: 10, offset: page * 10 },
      });
      pages.push(...slice.articles);
    }
    expect(pages.map((a) => a.id_article)).toEqual(whole.articles.map((a) => a.id_article));
  });

  it('keeps the suggestions as they were: six of each group, with typos and accents', async () => {
    const suggestions = await app.services.search('labrdor');
    expect(suggestions.breeds.map((b) => b.name)).toContain('Labrador Retriever');
    expect(suggestions.breeds.length).toBeLessThanOrEqual(6);
    const paged = await app.services.search('cao de agua', {
      breeds: { limit: 10, offset: 0 },
    });
    expect(paged.breeds.map((b) => b.name)).toContain('Portuguese Water Dog');
  });
});
