import { expect, test, type Page } from '../fixtures.ts';
import { demoPack, englishPack } from '../../../demo/pack/demo-pack.ts';
import type { Locale } from '../../../core/site/locale.ts';

/**
 * Addresses in the site's language and each page's own description (docs/decisions/087): the
 * menus, cards and breadcrumbs link the slugs of the site's language, so following them never
 * goes through a redirect; each page type's meta description is its own, not the site's.
 * Per locale server and width (playwright.config.ts).
 */

const siteLocale = (tag: string | undefined): Locale =>
  tag === 'pt-BR' ? 'pt_BR' : tag === 'pt' ? 'pt' : 'en';

/** The slugs the site's pack gives a table's rows, by id, and the English pack's. */
function slugsOf(locale: Locale, table: 'articles' | 'breeds', id: string) {
  const idColumn = table === 'articles' ? 'id_article' : 'id_breed';
  const find = (rows: Record<string, unknown>[] | undefined) =>
    rows?.find((row) => String(row[idColumn]) === id)?.slug as string | undefined;
  return { own: find(demoPack(locale).tables[table]), english: find(englishPack().tables[table]) };
}

// A walk through many pages on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

const FAMILY_SLUG: Record<Locale, string> = { en: 'dogs', pt: 'caes', pt_BR: 'caes' };
const CATEGORY_SLUG: Record<Locale, string> = { en: 'health', pt: 'saude', pt_BR: 'saude' };

const BREED = /^\/breeds\/\d+\/[\w-]+$/;

/** The first link in the page's main content whose path matches. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return found;
}

/** Clicks a link and checks the page arrived at that very address: no redirect on the way. */
async function follow(page: Page, link: ReturnType<Page['locator']>): Promise<string> {
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  return href;
}

test('menus and cards link the addresses of the site’s language, with no redirect', async ({
  page,
}, testInfo) => {
  const locale = siteLocale(testInfo.project.use.locale);
  const isMobile = testInfo.project.use.isMobile === true;
  await page.goto('/');
  const family = `/articles/1/${FAMILY_SLUG[locale]}`;
  const category = `${family}/1/${CATEGORY_SLUG[locale]}`;
  if (isMobile) {
    await page.locator('.menu-toggle').click();
    await follow(page, page.locator(`dialog.mobile-menu a[href="${category}"]`));
  } else {
    await page.locator('.site-nav .family-menu .dropdown__button').first().click();
    await follow(page, page.locator(`.site-nav a[href="${category}"]`));
  }
  // The category's own cards (not the page it came from): its list under its heading.
  await page.waitForLoadState('networkidle');
  const card = await firstHref(page, /^\/article\/\d+\/[\w-]+$/);
  const article = await follow(page, page.locator(`main a[href="${card}"]`).first());
  const [, articleId, articleSlug] = /^\/article\/(\d+)\/([\w-]+)$/.exec(article)!;
  const articleSlugs = slugsOf(locale, 'articles', articleId!);
  expect(articleSlug).toBe(articleSlugs.own);
  if (locale !== 'en') expect(articleSlug).not.toBe(articleSlugs.english);

  // Nothing on the article links the family's English address.
  if (locale !== 'en') await expect(page.locator('a[href^="/articles/1/dogs"]')).toHaveCount(0);
  await page.goto('/breeds/1');
  const breed = await follow(
    page,
    page.locator(`main a[href="${await firstHref(page, BREED)}"]`).first(),
  );
  const [, breedId, breedSlug] = /^\/breeds\/(\d+)\/([\w-]+)$/.exec(breed)!;
  expect(breedSlug).toBe(slugsOf(locale, 'breeds', breedId!).own);
});

test('each page type has its own meta description, the same for sharing', async ({ page }) => {
  const descriptions = async () => ({
    own: await page
      .locator('meta[name="description"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? '')),
    shared: await page
      .locator('meta[property="og:description"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? '')),
  });
  await page.goto('/');
  const home = await descriptions();
  expect(home.own).toHaveLength(1);
  const fallback = home.own[0]!;
  const link = async (pattern: string) =>
    (await page.locator(`a[href^="${pattern}"]`).first().getAttribute('href'))!;

  const visited: [string, string][] = [];
  const visit = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.request().redirectedFrom(), `${path} redirected`).toBeNull();
    const { own, shared } = await descriptions();
    expect(own, path).toHaveLength(1);
    expect(own[0], path).not.toBe(fallback);
    expect(own[0]!.length, path).toBeGreaterThan(20);
    expect(shared, path).toEqual(own);
    visited.push([path, own[0]!]);
  };
  const article = await link('/article/');
  const familyList = await link('/articles/1/');
  await visit(familyList.replace(/^(\/articles\/1\/[\w-]+).*$/, '$1'));
  await visit(await link(`${familyList.replace(/^(\/articles\/1\/[\w-]+).*$/, '$1')}/1/`));
  await visit(article);
  await visit('/breeds/1');
  const breed = await firstHref(page, BREED);
  await visit(breed);
  await visit(`${breed}/details`);
  await visit('/infographics');
  await visit(await link('/infographic/'));
  await visit('/about-us');
  await visit('/newsletter/archive');
  await visit('/search?q=labrador');
  const texts = visited.map(([, text]) => text);
  expect(new Set(texts).size, JSON.stringify(visited, null, 1)).toBe(texts.length);
});
