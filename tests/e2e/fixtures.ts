import { expect, test as base, type Page, type Response } from '@playwright/test';

/**
 * The pages' scripts start after the first paint and the main picture (decision 018), so a page
 * Playwright calls loaded may not be interactive yet: a click then is a plain link or form
 * submission, which works, but not the behaviour a test of menus or forms means to check.
 * `goto` and `reload` here also wait until React has hydrated the page (the root layout marks
 * <html data-hydrated="1">), as a person would see the page respond. Error pages of a failed
 * root loader (status 500) have no site chrome and are not waited for.
 */
async function interactive(page: Page, response: Response | null): Promise<void> {
  if (!response || response.status() >= 500) return;
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
}

const patched = new WeakSet<Page>();

function waitsForHydration(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await interactive(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await interactive(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  // Every page of the test's context, the default one and those a test opens.
  context: async ({ context }, use) => {
    context.on('page', waitsForHydration);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitsForHydration(page));
  },
});

export { expect };
export type { APIRequestContext, Locator, Page, Request, Response } from '@playwright/test';
