import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromeInfo } from '../../core/site/get-website-info.ts';
import { families } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The chrome's data (the website info the header, footer and meta tags draw) is a static file at
 * a content-hashed address (decision 056): kept a year by browsers, the same address for the same
 * rows and settings, a new one after a save, and nothing else under /chrome/.
 */
describe('the chrome file', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite');
  });
  afterAll(async () => {
    await app?.close();
  });

  const dataOf = (body: string) => {
    const literal = /^export default JSON\.parse\((".*")\);\n$/s.exec(body)?.[1];
    expect(literal, 'a module exporting its data').toBeDefined();
    return JSON.parse(JSON.parse(literal!) as string) as unknown;
  };
  const current = async () => app.services.site.chromeFile(await app.services.site.websiteInfo());

  it('is served immutable, as a script, with the chrome part of the website info', async () => {
    const file = await current();
    expect(file.path).toMatch(/^\/chrome\/en\.[0-9a-f]{16}\.js$/);
    const response = await app.server.inject({ method: 'GET', url: file.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    const info = await app.services.site.websiteInfo();
    expect(dataOf(response.body)).toEqual(chromeInfo(info));
    // What turns with time is not in it: the same rows make the same file at any moment.
    expect(response.body).not.toContain('id_breed_of_the_week');
    expect(response.body).not.toContain('notices');
    expect(response.body).not.toContain('featured_product');
  });

  it('keeps its address while nothing is saved, and takes a new one after a save', async () => {
    const before = await current();
    expect((await current()).path).toBe(before.path);
    await app.database.db.update(families).set({ name: 'Hounds' }).where(eq(families.idFamily, 1));
    app.services.publishing.purge.announce({ kind: 'site' });
    const after = await current();
    expect(after.path).not.toBe(before.path);
    const response = await app.server.inject({ method: 'GET', url: after.path });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Hounds');
    // The file a page named before the save is still served to that page's browser.
    expect((await app.server.inject({ method: 'GET', url: before.path })).statusCode).toBe(200);
  });

  it('answers no other name with a 404', async () => {
    const path = (await current()).path;
    for (const url of [
      path.replace(/\.[0-9a-f]{16}\.js$/, '.0000000000000000.js'),
      path.replace('/chrome/en.', '/chrome/pt_BR.'),
      `${path}x`,
      '/chrome/',
      '/chrome/..%2Fpackage.json',
    ]) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('export default');
    }
  });
});
