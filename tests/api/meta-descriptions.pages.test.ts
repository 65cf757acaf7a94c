import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every page type has its own meta description in the site's language (decision 087): an
 * article's excerpt, a breed's abstract, an infographic's facts, a list's own sentence, a static
 * page's first paragraph, the search's and the newsletter archive's; one tag, the same as
 * og:description, never the site's default but on the home page.
 */
const PAGES = [
  '/article/1/x',
  '/breeds/19/x',
  '/breeds/19/x/details',
  '/infographic/1/x',
  '/articles/1/x',
  '/articles/1/x/1/x',
  '/breeds/1',
  '/infographics',
  '/about-us',
  '/search?q=labrador',
  '/newsletter/archive',
];

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const contents = (html: string, attribute: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, 'g'))].map((m) =>
    unescape(m[1]!),
  );

describe.each(['en', 'pt', 'pt_BR'] as const)('meta descriptions (%s)', (locale) => {
  let app: TestApp;
  let fallback = '';

  /** A page's HTML, following the slug's one redirect (the pages above name no slug). */
  const page = async (url: string) => {
    let response = await app.server.inject({ method: 'GET', url });
    if (response.statusCode === 301)
      response = await app.server.inject({ method: 'GET', url: response.headers.location! });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    app = await startTestApp('pglite', {
      pages: true,
      env: { SITE_LOCALE: locale, RATE_LIMIT_SCALE: '100' },
      ...(locale === 'en' ? {} : { demo: { locale } }),
    });
    fallback = (await app.services.site.websiteInfo()).website.meta_description;
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it("the home page's is the site's own", async () => {
    const html = await page('/');
    expect(contents(html, 'name', 'description')).toEqual([fallback]);
    expect(contents(html, 'property', 'og:description')).toEqual([fallback]);
  });

  it('every other page type has one of its own, the same for sharing', async () => {
    const seen = new Map<string, string>();
    for (const url of PAGES) {
      const html = await page(url);
      const [description, ...more] = contents(html, 'name', 'description');
      expect(more, `${url}: one description`).toEqual([]);
      expect(description, url).toBeTruthy();
      expect(description, url).not.toBe(fallback);
      expect(description!.length, url).toBeLessThanOrEqual(320);
      expect(contents(html, 'property', 'og:description'), url).toEqual([description]);
      expect(seen.get(description!), `${url} repeats another page's`).toBeUndefined();
      seen.set(description!, url);
    }
  });
});
