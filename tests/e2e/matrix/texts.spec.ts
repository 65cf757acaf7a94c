import { expect, test } from '../fixtures.ts';
import { watchErrors } from '../account-helpers.ts';
import { messagesFor, publicMessages, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';

/**
 * Decision 052: a page's texts are a file beside it, not its hydration data. On each locale's
 * server the page names the file of its own locale, the browser keeps it (immutable), hydrates
 * with the same texts the server rendered (no mismatch), and a client navigation draws the next
 * page in the same language.
 */
test('the page hydrates with its locale’s texts, loaded from an immutable file', async ({
  page,
}, testInfo) => {
  const locale = (testInfo.project.use.locale ?? 'en').replace('-', '_') as Locale;
  const catalog = publicMessages(messagesFor(locale));
  const errors = watchErrors(page);
  const texts: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/texts/')) {
      texts.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    }
  });

  await page.goto('/');
  const path = await page.locator('meta[name="pawpedia-texts"]').getAttribute('content');
  expect(path).toMatch(new RegExp(`^/texts/${locale}\\.public\\.[0-9a-f]{16}\\.js$`));
  // Loaded once, before hydration, and cacheable for a year.
  expect(texts).toEqual([
    { url: expect.stringContaining(path!), cacheControl: 'public, max-age=31536000, immutable' },
  ]);
  // The file the browser loaded is this locale's public catalog.
  const loaded = await page.evaluate(
    async (url) => ((await import(url)) as { default: unknown }).default,
    path!,
  );
  expect(loaded).toEqual(catalog);
  // The server's text and the hydrated page's are the locale's.
  await expect(page.locator('.skip-link')).toHaveText(translate(catalog, 'site.skip_to_content'));

  // A client navigation: the next page is drawn in the browser, in the same language, with the
  // file it already has.
  const heading = await page.locator('#more-stories-heading').textContent();
  expect(heading).toBe(translate(catalog, 'home.more_stories'));
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.locator('main a[href^="/article/"]').first().click();
  await expect(page).toHaveURL(/\/article\/\d+\//);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: translate(catalog, 'articles.share_heading') }),
  ).toBeVisible();
  expect(documents, 'a client navigation').toBe(0);
  expect(texts).toHaveLength(1);
  expect(errors).toEqual([]);
});
