import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** One page of every type the site has, found through the API so the ids are real. */
async function pages(page: Page): Promise<[string, string][]> {
  const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const [article] = await get<{ id_article: number; slug: string }[]>('/api/articles/home');
  const [breed] = await get<{ id_breed: number; slug: string }[]>('/api/breeds/list/2');
  const [infographic] =
    await get<{ id_infographic: number; slug: string }[]>('/api/infographics/list');
  return [
    ['home', '/'],
    ['breed list', '/breeds/2'],
    ['breed profile', `/breeds/${breed!.id_breed}/${breed!.slug}`],
    ['breed details', `/breeds/${breed!.id_breed}/${breed!.slug}/details`],
    ['article list', '/articles/2/cats'],
    ['article', `/article/${article!.id_article}/${article!.slug}`],
    ['infographics', '/infographics'],
    ['infographic', `/infographic/${infographic!.id_infographic}/${infographic!.slug}`],
    ['static page', '/about-us'],
    ['not found', '/no/such/page'],
    ['login', '/login'],
    ['registration', '/register'],
    ['password recovery', '/forgot/password'],
  ];
}

test('every page type has no axe violations (WCAG 2.1 A and AA)', async ({ page }) => {
  const failures: string[] = [];
  for (const [name, path] of await pages(page)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of result.violations) {
      failures.push(
        `${name} (${path}): ${violation.id} - ${violation.help} [${violation.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}]`,
      );
    }
  }
  expect(failures).toEqual([]);
});
