import { expect, test } from './fixtures.ts';

/**
 * The home page's widgets: featured shop products, quote, tip (with the guests' register tip)
 * and the poll. The components are in app/components/home/; app/routes/home.tsx renders them
 * from context.services.widgets.home() (core/widgets/get-home-widgets.ts).
 */
test.describe('home widgets', () => {
  interface Product {
    id_product: number;
    name: string;
    link: string;
    type: string;
    description: string;
    abstract: string;
  }

  test('featured products link into the shop, with banners and text-less cards full width', async ({
    page,
  }) => {
    const api = (await (await page.request.get('/api/store/featured')).json()) as Product[];
    await page.goto('/');
    const section = page.getByTestId('featured-products');
    await expect(section.getByRole('heading', { level: 2, name: 'From the shop' })).toBeVisible();
    const items = section.getByTestId('featured-product');
    await expect(items).toHaveCount(api.length);
    for (const [index, product] of api.entries()) {
      const item = items.nth(index);
      const link = item.getByRole('link', {
        name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      });
      await expect(link).toHaveAttribute('href', product.link);
      await expect(link).toHaveAttribute('href', /^https:\/\/shop\.pawpedia\.example\/en\//);
      await expect(link).toHaveAttribute('target', '_blank');
      const blank = (text: string) => ['', 'null'].includes(text.trim());
      const full =
        product.type === 'banner' || (blank(product.description) && blank(product.abstract));
      await expect(item).toHaveAttribute('data-full-width', String(full));
    }
    // The banner spans the whole row; a product card does not. Prices carry the locale's currency.
    const grid = await section.locator('.featured-products__grid').boundingBox();
    const banner = await section.locator('[data-full-width="true"]').first().boundingBox();
    const card = await section.locator('[data-full-width="false"]').first().boundingBox();
    expect(Math.abs(banner!.width - grid!.width)).toBeLessThan(2);
    expect(card!.width).toBeLessThan(grid!.width / 2);
    await expect(section.locator('.product-card__price').first()).toContainText('€');
  });

  test('the quote and the tip of the day, and the guests-only register tip', async ({ page }) => {
    const quote = (await (await page.request.get('/api/widgets/quote')).json()) as {
      content: string;
      author: { name: string };
    };
    const tip = (await (await page.request.get('/api/widgets/tip?audience=guests')).json()) as {
      content: string;
    };
    await page.goto('/');
    const quoteWidget = page.getByTestId('quote-widget');
    await expect(
      quoteWidget.getByRole('heading', { level: 2, name: 'Quote of the day' }),
    ).toBeVisible();
    await expect(quoteWidget.locator('blockquote')).toHaveText(quote.content);
    await expect(quoteWidget).toContainText(quote.author.name);

    const tipWidget = page.getByTestId('tip-widget');
    await expect(
      tipWidget.getByRole('heading', { level: 2, name: 'Tip of the day' }),
    ).toBeVisible();
    await expect(tipWidget).toContainText(tip.content);
    const register = tipWidget.getByRole('link', {
      name: 'Register here for a personalized assistant',
    });
    await expect(register).toHaveAttribute('href', '/register');
  });

  test('a visitor votes once and then sees the results; another visitor still gets the form', async ({
    page,
    browser,
  }) => {
    const poll = (await (await page.request.get('/api/widgets/poll')).json()) as {
      question: string;
      options: { label: string }[];
    };
    await page.goto('/');
    const widget = page.getByTestId('poll-widget');
    await expect(widget.getByRole('heading', { level: 2, name: 'Poll' })).toBeVisible();
    const group = widget.getByRole('group', { name: poll.question });
    await expect(group.getByRole('radio')).toHaveCount(poll.options.length);

    // Nothing chosen: a message, no vote.
    await widget.getByRole('button', { name: 'Vote' }).click();
    await expect(widget.getByRole('status')).toHaveText('Please choose an answer first.');

    const choice = poll.options[1]!.label;
    await group.getByRole('radio', { name: choice }).check();
    const [request] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'POST' && /\/api\/widgets\/poll\/\d+\/vote$/.test(r.url()),
      ),
      widget.getByRole('button', { name: 'Vote' }).click(),
    ]);
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');

    const results = widget.getByTestId('poll-results');
    await expect(results).toBeVisible();
    await expect(widget.getByTestId('poll-form')).toHaveCount(0);
    await expect(widget.getByRole('status')).toHaveText('Thank you for voting!');
    const rows = results.getByTestId('poll-result');
    await expect(rows).toHaveCount(poll.options.length);
    await expect(rows.filter({ hasText: choice })).toContainText('your answer');
    await expect(rows.filter({ hasText: choice })).toContainText(/\d+%/);
    const percents = await rows.evaluateAll((nodes) =>
      nodes.map((n) => Number(n.getAttribute('data-percent'))),
    );
    expect(percents.reduce((a, b) => a + b, 0)).toBe(100);

    // The voter cookie is HttpOnly: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('pawpedia_voter');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'pawpedia_voter')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    // Back later: the results straight away, server-rendered.
    await page.reload();
    await expect(page.getByTestId('poll-widget')).toHaveAttribute('data-voted', 'true');
    await expect(page.getByTestId('poll-results')).toBeVisible();
    await expect(page.getByTestId('poll-form')).toHaveCount(0);

    // Another visitor has not voted yet.
    const other = await browser.newContext();
    try {
      const stranger = await other.newPage();
      await stranger.goto('/');
      await expect(stranger.getByTestId('poll-widget')).toHaveAttribute('data-voted', 'false');
      await expect(stranger.getByTestId('poll-form').getByRole('radio')).toHaveCount(
        poll.options.length,
      );
    } finally {
      await other.close();
    }
  });
});
