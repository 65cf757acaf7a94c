import { describe, expect, it } from 'vitest';
import { paths } from '../core/site/paths.ts';
import { studioPaths } from '../core/site/studio-paths.ts';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './routes.ts';

/** Every route with a path, layouts' children included. */
const pageRoutes = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((r) => [...(r.path || r.index ? [r] : []), ...pageRoutes(r.children ?? [])]);

describe('the router', () => {
  it('has a route for every page of the table, and no page outside it', () => {
    const routed = pageRoutes(routes)
      .map((r) => (r.index ? '/' : r.path))
      .sort();
    const table = [...Object.values(paths), ...Object.values(studioPaths)]
      .flatMap((page) => [page.pattern, ...page.aliases])
      .map((pattern) => (pattern === '/' ? pattern : pattern.replace(/^\//, '')))
      .sort();
    expect(routed).toEqual(table);
  });
});

describe('page paths', () => {
  it('fill in every parameter, encoded, then the query without empty values', () => {
    expect(paths.breedProfile({ id: 12, slug: 'golden retriever' })).toBe(
      '/breeds/12/golden%20retriever',
    );
    expect(
      paths.categoryArticles({ id: 1, slug: 'dogs', idCategory: 3, slugCategory: 'health' }),
    ).toBe('/articles/1/dogs/3/health');
    expect(paths.search({}, { q: 'cão & gato', type: undefined, page: 2 })).toBe(
      '/search?q=c%C3%A3o+%26+gato&page=2',
    );
    expect(paths.passwordReset({ token: 'a/b' })).toBe('/password/reset/a%2Fb');
    expect(paths.page_about({})).toBe('/about-us');
  });
});
