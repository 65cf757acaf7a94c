import { compareText } from '../../core/site/locale-format.ts';
import { expect, test } from './fixtures.ts';

test.describe('header menus', () => {
  test('a root-family menu opens on hover after 200 ms and closes on leaving', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = page.getByRole('button', { name: 'Dogs' });
    await button.hover();
    await page.clock.runFor(150);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(60);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Dog breeds A–Z' }).first()).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('menus open by click or keyboard, close with Escape, and lead to their pages', async ({ page }) => {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Forum' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Classic portal' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    await page.getByRole('button', { name: 'Cats' }).click();
    await page.getByRole('link', { name: 'Cat breeds A–Z' }).first().click();
    await expect(page).toHaveURL(/\/breeds\/2$/);
    await expect(page.getByRole('button', { name: 'Cats' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('guests see register and sign-in; the header colour and family menu band follow the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.account-area').getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.locator('.account-area').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(78, 182, 47)');
    await expect(page.locator('.menu-band')).toHaveCount(0);

    await page.goto('/breeds/1');
    await expect(page.locator('.menu-band')).toHaveClass(/menu-band--green/);
    await expect(page.locator('.menu-band img')).toHaveAttribute('src', '/img/menu/dogs.svg');
    await expect(page.locator('.menu-band__title')).toHaveCount(0);
    await page.goto('/breeds/2');
    await expect(page.locator('.menu-band')).toHaveClass(/menu-band--orange/);
    await page.goto('/breeds/3');
    await expect(page.locator('.menu-band')).toHaveClass(/menu-band--purple/);
    await expect(page.locator('.menu-band__title')).toHaveText('Birds');
  });

  test('the header stays fixed at the top when the page scrolls', async ({ page }) => {
    await page.goto('/breeds/1');
    await page.mouse.wheel(0, 1500);
    await expect(page.locator('.site-header')).toHaveClass(/is-fixed/);
    const box = await page.locator('.site-header').boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('lists families with breeds A-Z, categories, other families, forums and account links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const forum of [2, 3, 4, 5, 7]) {
      await expect(menu.locator(`a[href$="/forums/${forum}"]`)).toHaveCount(1);
    }
    await expect(menu.getByRole('link', { name: 'Shop' })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await menu.getByText('Cat breeds A–Z').click();
    await expect(menu.getByRole('link', { name: 'Maine Coon' })).toBeVisible();
    const names = await menu.locator('.mobile-menu__breeds').nth(1).locator('a').allTextContents();
    expect(names).toEqual([...names].sort(compareText('en')));
    await menu.getByRole('link', { name: 'Maine Coon' }).click();
    await expect(page).toHaveURL(/maine-coon$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('search', () => {
  test('starts after more than 2 characters and shows breeds, articles and products', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search')) requests.push(r.url());
    });
    await page.clock.install();
    await page.goto('/');
    // Typing before hydration would go to an input React does not listen to yet.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('ma');
    await page.clock.runFor(1000);
    expect(requests).toHaveLength(0);
    await expect(page.locator('.search-results')).toBeHidden();

    await box.fill('maine');
    const results = page.locator('.search-results');
    await expect(results.getByRole('link', { name: 'Maine Coon' })).toBeVisible();
    expect(requests).toHaveLength(1);
    await results.getByRole('link', { name: 'Maine Coon' }).click();
    await expect(page).toHaveURL(/maine-coon$/);
    // The route change clears the search.
    await expect(box).toHaveValue('');
    await expect(results).toBeHidden();
  });

  test('waits 300 ms after typing stops and cancels an earlier search', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const started: string[] = [];
    const aborted: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search')) started.push(new URL(r.url()).searchParams.get('query')!);
    });
    page.on('requestfailed', (r) => {
      if (r.url().includes('/api/search')) aborted.push(new URL(r.url()).searchParams.get('query')!);
    });
    // Hold the first answer so that it is still in flight when the next search starts.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search?query=pers*', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    // Typing before hydration would go to an input React does not listen to yet.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.pressSequentially('pers');
    await page.clock.runFor(290);
    expect(started).toEqual([]);
    await page.clock.runFor(20);
    await expect.poll(() => started).toEqual(['pers']);
    await box.fill('siamese');
    await page.clock.runFor(310);
    await expect.poll(() => started).toEqual(['pers', 'siamese']);
    await expect.poll(() => aborted).toEqual(['pers']);
    release();
    await expect(page.locator('.search-results').getByRole('link', { name: 'Siamese', exact: true })).toBeVisible();
    await expect(page.locator('.search-results').getByRole('link', { name: 'Persian' })).toHaveCount(0);
  });

  test('shows the no-results message, product prices, and Escape clears and closes', async ({ page }) => {
    await page.goto('/');
    // Typing before hydration would go to an input React does not listen to yet.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('qwxzqwxz');
    await expect(page.getByText('Sorry, there are no results for your search.')).toBeVisible();
    await box.fill('litter');
    const product = page.locator('.search-results a[target="_blank"]').first();
    await expect(product).toBeVisible();
    await expect(product).toContainText(/€\d+\.\d{2}/);
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page.locator('.search-results')).toBeHidden();
  });

  test('arrow keys move through the results', async ({ page }) => {
    await page.goto('/');
    // Typing before hydration would go to an input React does not listen to yet.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('siamese');
    const links = page.locator('.search-results a');
    await expect(links.first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
  });

  test('leaving an empty search closes it; a typed query stays', async ({ page }) => {
    await page.goto('/');
    // Typing before hydration would go to an input React does not listen to yet.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('siamese');
    await expect(page.locator('.search-results a').first()).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 200 } });
    await expect(box).toHaveValue('siamese');
    await box.fill('');
    await page.locator('main').click({ position: { x: 5, y: 200 } });
    await expect(page.locator('.search-results')).toBeHidden();
  });
});

test.describe('notices', () => {
  test('the cookie notice stays away once accepted, also after a reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('pawpedia.cookieAccepted'))).toBe('1');
    await page.reload();
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });

  test('the notification banner closes and stays closed', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Announcements' });
    await expect(banner).toContainText('Visit the store');
    await banner.getByRole('button', { name: 'Close announcements' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Announcements' })).toHaveCount(0);
  });

  test('the COVID-19 notice is off by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'COVID-19' })).toHaveCount(0);
  });
});

test('a route change shows the 5 px green progress bar until the page has loaded', async ({ page }) => {
  await page.goto('/');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/breeds/2.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: /see all cat breeds/i }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toHaveClass(/progress-bar--running/);
  await expect(bar).toHaveCSS('height', '5px');
  await expect(bar).toHaveCSS('background-color', 'rgb(78, 182, 47)');
  release();
  await expect(page).toHaveURL(/\/breeds\/2$/);
  const done = page.locator('.progress-bar');
  await expect(done).not.toHaveClass(/progress-bar--running/);
  await expect(done).toHaveAttribute('aria-hidden', 'true');
});
