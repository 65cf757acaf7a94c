import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../fixtures.ts';
import { registerAccount, watchErrors } from '../account-helpers.ts';
import { messagesFor, translate } from '../../../core/site/messages.ts';
import type { Locale } from '../../../core/site/locale.ts';

/**
 * Every page type of the site, as a guest and as a member, in the project's locale and width
 * (playwright.config.ts runs this file once per locale server and per width: 1366 px and 390 px).
 * Each page must answer, render without the error view, log no console error or hydration
 * warning, and lay out nothing wider than the screen.
 */

/** The first link on a page whose path matches, read from the server-rendered HTML. */
async function linkOn(request: APIRequestContext, path: string, pattern: RegExp) {
  const html = await (await request.get(path)).text();
  const match = [...html.matchAll(/href="(\/[^"?#]*)"/g)]
    .map((m) => m[1]!)
    .find((href) => pattern.test(href));
  if (!match) throw new Error(`no link matching ${pattern} on ${path}`);
  return match;
}

/** What overflows the viewport: elements wider than it that no scrolling container clips. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`document is ${document.documentElement.scrollWidth}px wide`);
    }
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible' && parent.getBoundingClientRect().width <= width + 1) {
          return true;
        }
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Only the right edge widens a page; a skip link parked far left does not.
      if (box.right > width + 1 && !clipped(element)) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          element.classList.length ? `.${[...element.classList].join('.')}` : ''
        }`;
        found.push(`${name} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
        if (found.length >= 5) break;
      }
    }
    return found;
  });
}

async function check(page: Page, path: string, status = 200) {
  const errors = watchErrors(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.locator('main, body').first()).toBeVisible();
  if (status < 400) await expect(page.locator('.error-page')).toHaveCount(0);
  // Pictures and late scripts settle the layout; hydration has happened (fixtures.ts).
  await page.waitForLoadState('load');
  expect(await overflowing(page), `overflow on ${path}`).toEqual([]);
  expect(errors, `console errors on ${path}`).toEqual([]);
}

test.describe('guest pages', () => {
  const links: Record<string, string> = {};

  test.beforeAll(async ({ request }) => {
    links.breeds = await linkOn(request, '/', /^\/breeds\/[^/]+$/);
    links.breed = await linkOn(request, links.breeds, /^\/breeds\/[^/]+\/[^/]+$/);
    links.article = await linkOn(request, '/', /^\/article\/\d+\/[^/]+$/);
    links.articles = await linkOn(request, '/', /^\/articles\/\d+\/[^/]+$/);
    links.category = await linkOn(request, links.articles, /^\/articles\/\d+\/[^/]+\/\d+\/[^/]+$/);
    links.infographic = await linkOn(request, '/infographics', /^\/infographic\/\d+\/[^/]+$/);
  });

  test('home', async ({ page }) => check(page, '/'));
  test('breed list', async ({ page }) => check(page, links.breeds!));
  test('breed list, filtered to nothing', async ({ page }) =>
    check(page, `${links.breeds}?q=zzzzqqq`));
  test('breed profile', async ({ page }) => check(page, links.breed!));
  test('breed details', async ({ page }) => check(page, `${links.breed}/details`));
  test('articles of a family', async ({ page }) => check(page, links.articles!));
  test('articles of a category', async ({ page }) => check(page, links.category!));
  test('article', async ({ page }) => check(page, links.article!));
  test('infographics', async ({ page }) => check(page, '/infographics'));
  test('infographic', async ({ page }) => check(page, links.infographic!));
  for (const path of ['/about-us', '/privacy-policy', '/terms', '/faq', '/tbd']) {
    test(`static page ${path}`, async ({ page }) => check(page, path));
  }
  test('home with a search', async ({ page }) => check(page, '/?search=cat'));
  test('search results', async ({ page }) => check(page, '/search?q=cat'));
  test('search results, one group paged', async ({ page }) =>
    check(page, '/search?q=a&type=articles&page=2'));
  test('login', async ({ page }) => check(page, '/login'));
  test('register', async ({ page }) => check(page, '/register'));
  test('forgot password', async ({ page }) => check(page, '/forgot/password'));
  // An unknown or used reset link is a page that says so, answered as not found.
  test('password reset with an unknown token', async ({ page }) =>
    check(page, '/password/reset/unknown-token', 404));
  test('newsletter confirmation with an unknown token', async ({ page }) =>
    check(page, '/newsletter/subscribed?token=unknown'));
  test('newsletter unsubscribe with an unknown token', async ({ page }) =>
    check(page, '/newsletter/unsubscribed?token=unknown'));
  test('a page that does not exist', async ({ page }) => check(page, '/no-such-page', 404));
  test("the banner's demo message is in the site's language", async ({ page }, testInfo) => {
    const locale = (testInfo.project.use.locale ?? 'en').replace('-', '_') as Locale;
    await page.goto('/');
    await expect(page.locator('.notification-banner')).toContainText(
      translate(messagesFor(locale), 'notices.banner_store'),
    );
  });
});

test.describe('member pages', () => {
  // One member with a pet per project (registration solves a bot check): each test opens the
  // pages with that member's cookies.
  const stateFile = (project: string) =>
    path.join(tmpdir(), `pawpedia-matrix-${process.env.E2E_PORT ?? 3100}-${project}.json`);
  test.use({
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    storageState: async ({}, use, testInfo) => use(stateFile(testInfo.project.name)),
  });

  test.beforeAll(async ({ playwright }, testInfo) => {
    // An empty state of its own: the runner would otherwise hand it the file made below.
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    await registerAccount(request);
    const breeds = (await (await request.get('/api/breeds/list/1')).json()) as {
      id_breed: number;
    }[];
    const start = await request.get('/api/auth/csrf');
    const pet = await request.post('/api/auth/me/pets', {
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-Token': start.headers()['x-csrf-token'] ?? '',
      },
      multipart: {
        name: 'Biscuit the Very Long-Named Companion',
        id_family: '1',
        ...(breeds[0] ? { id_breed: String(breeds[0].id_breed) } : {}),
        birth_date: '2021-03-04',
      },
    });
    expect(pet.status(), await pet.text()).toBe(201);
    await request.storageState({ path: stateFile(testInfo.project.name) });
    await request.dispose();
  });

  test('member home with a pet', async ({ page }) => check(page, '/'));
  test('account', async ({ page }) => check(page, '/account'));
  test('account erasure', async ({ page }) => check(page, '/account/erase'));
  test('add a pet', async ({ page }) => check(page, '/register/pet'));
});
