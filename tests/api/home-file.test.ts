import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeViewData } from '../../core/home/home-view-data.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

/**
 * The home's curated content is a static file at a content-hashed address (decision 059), as the
 * chrome's data is (decision 056): kept a year by browsers, the same address while nothing is
 * saved, a new one after an editor's save (the earlier one still served), nothing else under
 * /home-content/.
 */
describe('the home file', () => {
  let app: TestApp;
  let editor: TestVisitor;
  beforeAll(async () => {
    app = await startTestApp('pglite');
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
  });
  afterAll(async () => {
    await app?.close();
  });

  const dataOf = (body: string) => {
    const literal = /^export default JSON\.parse\((".*")\);\n$/s.exec(body)?.[1];
    expect(literal, 'a module exporting its data').toBeDefined();
    return JSON.parse(JSON.parse(literal!) as string) as unknown;
  };
  const current = async () =>
    app.services.site.homeFile(await app.services.forPages.articles.homeContent());

  it('is served immutable, as a script, with the curated content as the home draws it', async () => {
    const file = await current();
    expect(file.path).toMatch(/^\/home-content\/en\.[0-9a-f]{16}\.js$/);
    const response = await app.server.inject({ method: 'GET', url: file.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    const content = await app.services.articles.homeContent();
    expect(dataOf(response.body)).toEqual(homeViewData(content));
    expect(content.home.length).toBeGreaterThan(0);
    // What turns with time or with the visitor is not in it: the poll, the day's quote and tip.
    for (const key of ['total_votes', 'has_voted', 'id_poll', 'quote', 'tip', 'pets']) {
      expect(response.body, key).not.toContain(`\\"${key}\\"`);
    }
  });

  it('keeps its address while nothing is saved, and takes a new one after a save', async () => {
    const before = await current();
    expect((await current()).path).toBe(before.path);
    const home = (await editor.get('/api/studio/home')).json() as {
      revision: number;
      choice: Record<string, unknown> & { featured: number[] };
    };
    const featured = [...home.choice.featured].reverse();
    const saved = await editor.request({
      method: 'PUT',
      url: '/api/studio/home',
      payload: { revision: home.revision, ...home.choice, featured },
    });
    expect(saved.statusCode).toBe(200);
    const after = await current();
    expect(after.path).not.toBe(before.path);
    expect(after.data.featured.map((a) => a.id_article)).toEqual(featured);
    const response = await app.server.inject({ method: 'GET', url: after.path });
    expect(response.statusCode).toBe(200);
    // The file a page named before the save is still served to that page's browser.
    const earlier = await app.server.inject({ method: 'GET', url: before.path });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.body).toBe(before.body);
  });

  it('answers no other name with a 404', async () => {
    const path = (await current()).path;
    for (const url of [
      path.replace(/\.[0-9a-f]{16}\.js$/, '.0000000000000000.js'),
      path.replace('/home-content/en.', '/home-content/pt_BR.'),
      path.replace('/home-content/', '/chrome/'),
      `${path}x`,
      '/home-content/',
      '/home-content/..%2Fpackage.json',
    ]) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('export default');
    }
  });
});
