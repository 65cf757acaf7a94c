import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesFor, publicMessages, translate } from '../../core/site/messages.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The pages' texts are static files at content-hashed addresses (decision 052): kept a year by
 * browsers, compressed, one per catalog of the site's locale, and nothing else under /texts/.
 */
describe.each(['en', 'pt_BR'] as const)('the texts files of a %s site', (locale) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { env: { SITE_LOCALE: locale } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const catalogOf = (body: string) => {
    const literal = /^export default JSON\.parse\((".*")\);\n$/s.exec(body)?.[1];
    expect(literal, 'a module exporting its catalog').toBeDefined();
    return JSON.parse(JSON.parse(literal!) as string) as unknown;
  };

  it('serve the public catalog and the studio catalog, immutable, as scripts', async () => {
    const { public: pub, studio } = app.services.texts;
    expect(pub.path).toMatch(new RegExp(`^/texts/${locale}\\.public\\.[0-9a-f]{16}\\.js$`));
    expect(studio.path).toMatch(new RegExp(`^/texts/${locale}\\.studio\\.[0-9a-f]{16}\\.js$`));
    for (const [asset, catalog] of [
      [pub, publicMessages(messagesFor(locale))],
      [studio, messagesFor(locale)],
    ] as const) {
      const response = await app.server.inject({ method: 'GET', url: asset.path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(catalogOf(response.body)).toEqual(catalog);
    }
    // The public file has no studio screens nor e-mails; the studio's has them.
    const publicBody = (await app.server.inject({ method: 'GET', url: pub.path })).body;
    expect(publicBody).not.toContain('studio_shell');
    expect(publicBody).not.toContain('"mail"');
    expect(publicBody).toContain(translate(messagesFor(locale), 'site.skip_to_content'));
  });

  it('are compressed for a browser that accepts it', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: app.services.texts.public.path,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(app.services.texts.public.body.length / 2);
  });

  it('answer no other name: another hash, locale or scope is a 404', async () => {
    const other = locale === 'en' ? 'pt_BR' : 'en';
    const path = app.services.texts.public.path;
    for (const url of [
      path.replace(/\.[0-9a-f]{16}\.js$/, '.0000000000000000.js'),
      path.replace(`/${locale}.`, `/${other}.`),
      path.replace('.public.', '.mail.'),
      '/texts/',
    ]) {
      expect((await app.server.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
