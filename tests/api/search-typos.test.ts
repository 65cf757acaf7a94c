import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp, type TestAppOptions } from '../support/test-app.ts';

interface Results {
  breeds: { name: string }[];
  articles: { title: string }[];
  products: { name: string }[];
}

/** The search API of an app with the demo in one language, on one engine. */
function searchOn(engine: (typeof ENGINES)[number], options: TestAppOptions = {}) {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return async (query: string) => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/search',
      query: { query },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Results;
  };
}

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe.each(ENGINES)('search forgives one typo on %s', (engine) => {
  const search = searchOn(engine);

  it('finds the breed through a letter swapped, missing or wrong in one word', async () => {
    // Swapped (ie/ei, ia/ai), missing, added and wrong letters.
    expect(names((await search('retreiver')).breeds)).toEqual(
      expect.arrayContaining(['Labrador Retriever', 'Golden Retriever']),
    );
    expect(names((await search('retriver')).breeds)).toContain('Golden Retriever');
    expect(names((await search('persain')).breeds)[0]).toBe('Persian');
    expect(names((await search('persiian')).breeds)[0]).toBe('Persian');
    expect(names((await search('beaglr')).breeds)[0]).toBe('Beagle');
    expect(names((await search('golden retreiver')).breeds)[0]).toBe('Golden Retriever');
  });

  it('ranks what the words match above what a typo does, and the exact name first', async () => {
    expect(names((await search('persian')).breeds)[0]).toBe('Persian');
    expect(names((await search('labrador')).breeds)[0]).toBe('Labrador Retriever');
  });

  it('forgives nothing in a short word, and finds nothing for letters that are no name', async () => {
    expect(names((await search('xqzw')).breeds)).toEqual([]);
    expect(names((await search('cax')).breeds)).toEqual([]);
  });
});

describe.each(ENGINES)('search in Portuguese on %s', (engine) => {
  const search = searchOn(engine, { demo: { locale: 'pt' } });

  it('"ração" finds the food, not a breed whose origin says "raça"', async () => {
    const results = await search('ração');
    expect(names(results.breeds)).toEqual([]);
    expect(results.articles.map((a) => a.title).join(' | ')).toMatch(/ração/i);
    expect(names(results.products).join(' | ')).toMatch(/Ração/);
    // Without accents, and in the plural, the same.
    expect(names((await search('racao')).breeds)).toEqual([]);
    expect(names((await search('rações')).products).join(' | ')).toMatch(/Ração/);
  });

  it('still finds breeds by their Portuguese names, origins and with one typo', async () => {
    expect(names((await search('galgo afegão')).breeds)[0]).toBe('Galgo Afegão');
    expect(names((await search('afegao')).breeds)).toContain('Galgo Afegão');
    expect(names((await search('afgeão')).breeds)).toContain('Galgo Afegão');
    expect(names((await search('retreiver')).breeds)).toContain('Golden Retriever');
    expect(names((await search('pesra')).breeds)).toContain('Persa');
  });
});
