import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

// The "don't miss" widget under the hero and three rows repeated the hero: it now
// leaves out what the page already shows.
describe.each(ENGINES)('the in-context article widget on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('without exclusions is the newest article: the hero of the list it sits in', async () => {
    const page = await app.services.articles.list({ idFamily: 1, page: 1 });
    const widget = await app.services.articles.inContext({ idFamily: 1 });
    expect(widget?.id_article).toBe(page.data[0]!.id_article);
  });

  it('leaves out every article of the first page of a family list', async () => {
    const page = await app.services.articles.list({ idFamily: 1, page: 1 });
    const shown = page.data.map((a) => a.id_article);
    const widget = await app.services.articles.inContext({ idFamily: 1 }, shown);
    expect(widget).not.toBeNull();
    expect(shown).not.toContain(widget!.id_article);
  });

  it('leaves out the featured and home articles of the home page', async () => {
    const [featured, home] = await Promise.all([
      app.services.articles.featured(),
      app.services.articles.home(),
    ]);
    const shown = [...featured, ...home].map((a) => a.id_article);
    expect(featured.length).toBeGreaterThan(0);
    const widget = await app.services.articles.inContext({}, shown);
    expect(widget).not.toBeNull();
    expect(shown).not.toContain(widget!.id_article);
  });

  it('is null when everything is excluded', async () => {
    const page = await app.services.articles.list({ idFamily: 4, page: 1 });
    expect(page.last_page).toBe(1);
    const shown = page.data.map((a) => a.id_article);
    expect(await app.services.articles.inContext({ idFamily: 4 }, shown)).toBeNull();
  });
});
