import { expect, test } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';

/**
 * The end of an article leads on: related articles of its family and category, and
 * the next article by publication order.
 */
test('an article ends with related articles and the next one, which opens', async ({
  page,
  request,
}) => {
  // An older article: it has a next one.
  const list = (await (await request.get('/api/articles/family/1?page=2')).json()) as {
    data: { id_article: number; slug: string; title: string }[];
  };
  const article = list.data[0]!;
  await page.goto(paths.article({ id: article.id_article, slug: article.slug }));
  const end = page.getByTestId('article-end');
  const related = end.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('listitem').first()).toBeVisible();
  await expect(related.getByRole('link', { name: article.title })).toHaveCount(0);
  const pager = end.getByRole('navigation', { name: 'More to read' });
  const next = pager.getByRole('link', { name: /^Next article/ });
  const title = (await next.locator('span').textContent()) ?? '';
  expect(title).not.toBe('');
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // And back again with the previous link of that one.
  await page
    .getByRole('navigation', { name: 'More to read' })
    .getByRole('link', { name: /^Previous article/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
});
