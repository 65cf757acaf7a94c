import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGE_PATHS, staticPageForPath } from '../../core/pages/static-page-paths.ts';
import { staticPages } from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

// Static pages are pages, not API calls: these tests drive the service the page loader uses,
// on the real app and database, in each site locale.
describe.each(ENGINES)('static pages on %s', (engine) => {
  describe('with SITE_LOCALE=en', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(engine);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('renders each page from its English markdown, with its main path', async () => {
      for (const [key, { path }] of Object.entries(STATIC_PAGE_PATHS)) {
        const page = await app.services.pages.get(key as keyof typeof STATIC_PAGE_PATHS);
        expect(page, key).toMatchObject({ key, path, locale: 'en' });
        expect(page!.title).not.toBe('');
        expect(page!.body_html).toMatch(/^<p>/);
      }
      const privacy = await app.services.pages.get('privacy');
      expect(privacy!.title).toBe('Privacy Policy');
      // Markdown is rendered: headings, lists and bold text, never a heading above h2.
      expect(privacy!.body_html).toContain('<h2>1. Who is responsible for your data</h2>');
      expect(privacy!.body_html).toMatch(/<ul class="md-list">\s*<li><strong>Account data\.<\/strong>/);
      expect(privacy!.body_html).not.toMatch(/<h1|##/);
    });

    it('sanitises the body and the optional HTML field', async () => {
      await app.database.db
        .update(staticPages)
        .set({
          body: '# Inside\n\nHello <script>alert(1)</script> [x](javascript:alert(1))',
          html: '<p onclick="alert(1)">Extra <b>text</b></p><iframe src="https://example.com"></iframe>',
        })
        .where(and(eq(staticPages.key, 'tbd'), eq(staticPages.locale, 'en')));
      const page = await app.services.pages.get('tbd');
      expect(page!.body_html).toContain('<h2>Inside</h2>');
      expect(page!.body_html).not.toMatch(/script|javascript:|<h1/);
      expect(page!.html).toBe('<p>Extra <b>text</b></p>');
    });

    it('answers null for a page without any text', async () => {
      await app.database.db.delete(staticPages).where(eq(staticPages.key, 'faq'));
      expect(await app.services.pages.get('faq')).toBeNull();
    });
  });

  describe('with SITE_LOCALE=pt_BR', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(engine, { env: { SITE_LOCALE: 'pt_BR' } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('shows the Brazilian text of every page (not the European one)', async () => {
      for (const key of ['about', 'privacy', 'terms', 'faq', 'tbd'] as const) {
        expect(await app.services.pages.get(key), key).toMatchObject({ locale: 'pt_BR' });
      }
      const about = await app.services.pages.get('about');
      expect(about).toMatchObject({ title: 'Sobre o Pawpedia', path: '/about-us' });
      expect(about!.body_html).toContain('expectativa de vida');
      expect((await app.services.pages.get('tbd'))!.body_html).toContain('Estamos trabalhando');
      expect((await app.services.pages.get('terms'))!.title).toBe('Termos de Uso');
    });

    it('falls back from pt_BR to the pt text, then to English when pt has none', async () => {
      await app.database.db
        .delete(staticPages)
        .where(and(eq(staticPages.key, 'about'), eq(staticPages.locale, 'pt_BR')));
      const about = await app.services.pages.get('about');
      expect(about).toMatchObject({ locale: 'pt', title: 'Sobre o Pawpedia', path: '/about-us' });
      expect(about!.body_html).toContain('<h2>A enciclopédia</h2>');

      await app.database.db
        .delete(staticPages)
        .where(and(eq(staticPages.key, 'terms'), inArray(staticPages.locale, ['pt', 'pt_BR'])));
      const terms = await app.services.pages.get('terms');
      expect(terms).toMatchObject({ locale: 'en', title: 'Terms of Use' });
    });
  });
});

describe('static page paths', () => {
  it('maps main paths and aliases of the static pages to their page', () => {
    const expected: Record<string, string> = {
      '/about-us': 'about', '/sobre': 'about', '/about': 'about', '/sobre-nos': 'about',
      '/privacy-policy': 'privacy', '/politica-de-privacidade': 'privacy', '/privacy': 'privacy', '/privacidade': 'privacy',
      '/terms': 'terms', '/terms-of-use': 'terms', '/termos-de-uso': 'terms', '/termos': 'terms',
      '/faq': 'faq', '/tbd': 'tbd', '/About-Us/': 'about',
    };
    for (const [path, key] of Object.entries(expected)) expect(staticPageForPath(path), path).toBe(key);
    expect(staticPageForPath('/about-us/more')).toBeNull();
    expect(staticPageForPath('/')).toBeNull();
  });
});
