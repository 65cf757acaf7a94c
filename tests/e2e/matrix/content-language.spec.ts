import { expect, test, type Page } from '../fixtures.ts';

/**
 * A European or Brazilian Portuguese site shows its demo content in its own language
 * (docs/decisions/049-demo-pack.md). A walk through the home page, the dog and cat breed lists, a
 * breed profile, an article and a search finds no English word in the page's content. The words
 * looked for are English words that Portuguese never uses and no breed name holds; proper names
 * that contain one are allowed.
 */

const ENGLISH =
  /\b(the|and|with|your|which|this|that|from|about|these|their|there|when|would|should|because|into|than|what|have|been|were|will|they|most|also|other|only|more)\b/gi;

/** Names kept as they are in Portuguese text (organisations, titles). */
const PROPER_NAMES = ['The Kennel Club'];

/**
 * The visible text of the page's main content, and the English words found in it. A health
 * article's sources are cited as published, in their own language (decision 086): left out.
 */
async function englishIn(page: Page): Promise<string[]> {
  let text = await page.locator('main').evaluate((main: HTMLElement) => {
    main.querySelector('[data-testid="article-sources"]')?.setAttribute('hidden', '');
    return main.innerText;
  });
  for (const name of PROPER_NAMES) text = text.replaceAll(name, '');
  return [...text.matchAll(ENGLISH)].map((match) => {
    const at = match.index;
    return text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');
  });
}

/** The first link on the page whose path matches. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return found;
}

test('the demo content is in the site’s language: home, breed lists, a breed, an article, a search', async ({
  page,
}, testInfo) => {
  const locale = testInfo.project.use.locale;
  test.skip(locale === 'en', 'an English site shows the English demo');
  const walk: [string, string][] = [];
  const visit = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    walk.push([path, (await englishIn(page)).join(' | ')]);
  };
  await visit('/');
  const article = await firstLink(page, /^\/article\/\d+\//);
  await visit('/breeds/1');
  const breed = await firstLink(page, /^\/breeds\/\d+\/[\w-]+$/);
  await visit('/breeds/2');
  await visit(breed);
  await visit(article);
  await visit(`/search?q=${encodeURIComponent('ração')}`);
  // "ração" (pet food) finds the shop's food in Portuguese: stemming and accents.
  await expect(page.getByTestId('search-products').getByRole('listitem').first()).toBeVisible();
  expect(walk.filter(([, found]) => found)).toEqual([]);
});
