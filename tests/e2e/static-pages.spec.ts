import { expect, test } from './fixtures.ts';

const PAGES = [
  { path: '/about-us', title: 'About Pawpedia', heading: 'The encyclopedia', aliases: ['/sobre', '/about', '/sobre-nos'] },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    heading: '1. Who is responsible for your data',
    aliases: ['/politica-de-privacidade', '/privacy', '/privacidade'],
  },
  { path: '/terms', title: 'Terms of Use', heading: '12. Contact', aliases: ['/terms-of-use', '/termos-de-uso', '/termos'] },
  { path: '/faq', title: 'Frequently Asked Questions', heading: 'Is Pawpedia free to use?', aliases: [] },
  { path: '/tbd', title: 'Coming soon', heading: null, aliases: [] },
];

for (const page of PAGES) {
  test(`${page.path} renders its markdown with the title as the only h1 and a canonical link`, async ({ page: tab, baseURL }) => {
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(tab).toHaveTitle(`${page.title} · Pawpedia`);
    const h1 = tab.locator('main h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(page.title);
    await expect(tab.locator('h1')).toHaveCount(1);
    // The site locale is en and every page has English text: no fallback language marker.
    await expect(tab.locator('.static-page')).not.toHaveAttribute('lang');
    const body = tab.locator('.static-page__body');
    await expect(body.locator('p').first()).not.toBeEmpty();
    // Rendered markdown, not the source text.
    await expect(body).not.toContainText('## ');
    if (page.heading) await expect(body.getByRole('heading', { level: 2, name: page.heading })).toBeVisible();
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${page.path}`);
  });

  for (const alias of page.aliases) {
    test(`${alias} moves permanently to ${page.path}`, async ({ page: tab, request }) => {
      const redirect = await request.get(alias, { maxRedirects: 0 });
      expect(redirect.status()).toBe(301);
      expect(redirect.headers()['location']).toBe(page.path);
      await tab.goto(alias);
      await expect(tab).toHaveURL(new RegExp(`${page.path}$`));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.title);
    });
  }
}

test('other spellings of a main path redirect to it, keeping the query', async ({ request }) => {
  for (const [from, to] of [
    ['/about-us/', '/about-us'],
    ['/Privacy-Policy', '/privacy-policy'],
    ['/sobre?ref=footer', '/about-us?ref=footer'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});

test('the legal texts state the minimum ages (14 in the terms, 13 in the privacy policy)', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('.static-page__body')).toContainText('at least 14 years old');
  await page.goto('/privacy-policy');
  await expect(page.locator('.static-page__body')).toContainText('children under 13');
});

test('the footer links to the three pages at their main paths', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('.site-footer');
  for (const [name, path, title] of [
    ['About us', '/about-us', 'About Pawpedia'],
    ['Privacy policy', '/privacy-policy', 'Privacy Policy'],
    ['Terms of use', '/terms', 'Terms of Use'],
  ] as const) {
    const link = footer.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  }
});
