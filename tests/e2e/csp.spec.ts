import { expect, test, type Page } from './fixtures.ts';
import { registerAccount, uniqueName, watchErrors, PASSWORD } from './account-helpers.ts';
import { paths } from '../../core/site/paths.ts';

type Response = NonNullable<Awaited<ReturnType<Page['goto']>>>;

/**
 * Decision 020: every page type runs under the Content-Security-Policy with no
 * violation and hydrates, both as a guest page stored by the page cache (hash-based policy) and
 * as a live render (per-response nonce). The fixtures wait for hydration on every goto.
 */

// Many pages per test, each loaded until it has hydrated.
test.describe.configure({ timeout: 180_000 });

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every CSP violation of the page (and of the pages it navigates to). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  return () => page.evaluate(() => window.__cspViolations);
}

function policyOf(response: Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy'];
  expect(header, 'Content-Security-Policy on the document').toBeTruthy();
  const map = new Map<string, string[]>();
  for (const part of header!.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectPolicy(response: Response | null, kind: 'nonce' | 'hashes', what: string) {
  const policy = policyOf(response);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(response!.headers()['x-frame-options'], what).toBe('DENY');
  expect(response!.headers()['x-content-type-options'], what).toBe('nosniff');
  expect(response!.headers()['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response!.headers()['permissions-policy'], what).toContain('camera=()');
  if (kind === 'nonce') {
    expect(
      scripts.filter((s) => s.startsWith("'nonce-")),
      what,
    ).toHaveLength(1);
    expect(
      scripts.some((s) => s.startsWith("'sha256-")),
      what,
    ).toBe(false);
  } else {
    expect(
      scripts.some((s) => s.startsWith("'nonce-")),
      what,
    ).toBe(false);
    expect(scripts.filter((s) => s.startsWith("'sha256-")).length, what).toBeGreaterThan(2);
  }
}

/** One page of each type, found from the site itself. */
async function pageTypes(page: Page): Promise<Record<string, string>> {
  await page.goto('/breeds/1');
  const firstLink = (pattern: RegExp) =>
    page
      .locator('main a')
      .evaluateAll(
        (links, source) =>
          links.map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)),
        pattern.source,
      );
  const breed = await firstLink(/^\/breeds\/\d+\/[\w-]+$/);
  await page.goto('/articles/1/dogs');
  const article = await firstLink(/^\/article\/\d+\/[\w-]+$/);
  const infographics = (await (await page.request.get('/api/infographics/list')).json()) as {
    id_infographic: number;
    slug: string;
  }[];
  const infographic = infographics[0]!;
  return {
    home: '/',
    'breed list': '/breeds/1',
    'breed profile': breed!,
    'article list': '/articles/1/dogs',
    article: article!,
    'infographics list': '/infographics',
    infographic: paths.infographic({ id: infographic.id_infographic, slug: infographic.slug }),
    'static page': '/about-us',
  };
}

test('guest pages from the page cache run under their hash-based policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  const pages = await pageTypes(page);
  for (const [what, path] of Object.entries(pages)) {
    await page.goto(path);
    // The second load is certainly the stored page.
    const response = await page.goto(path);
    expect(response!.status(), what).toBe(200);
    expect(response!.headers()['cache-control'], what).toMatch(/^public/);
    expectPolicy(response, 'hashes', what);
    await expect(page.locator('html'), what).toHaveAttribute('data-hydrated', '1');
    expect(await violations(), what).toEqual([]);
  }
  // The search dropdown, then a client-side navigation to its result.
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill('maine');
  const results = page.locator('.search-results');
  await expect(results.getByRole('link', { name: 'Maine Coon' })).toBeVisible();
  await results.getByRole('link', { name: 'Maine Coon' }).click();
  await expect(page).toHaveURL(/maine-coon$/);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('live renders run under their nonce: a 404, sign-in and the member’s own pages', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  const pages = await pageTypes(page);

  const missing = await page.goto('/no/such/page');
  expect(missing!.status()).toBe(404);
  expectPolicy(missing, 'nonce', '404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  const account = await registerAccount(request);
  const login = await page.goto('/login');
  expectPolicy(login, 'nonce', 'login');
  await page.locator('form.auth-form').getByLabel('E-mail').fill(account.email);
  await page.locator('form.auth-form').getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.locator('.account-area').getByRole('button', { name: account.username }),
  ).toBeVisible();

  // A member's public pages are the shared ones (decision 072): the cache's, under its hashes.
  for (const [what, path] of Object.entries(pages)) {
    await page.goto(path);
    const response = await page.goto(path);
    expect(response!.status(), what).toBe(200);
    expect(response!.headers()['cache-control'], what).toMatch(/^public/);
    expectPolicy(response, 'hashes', what);
    await expect(page.locator('html'), what).toHaveAttribute('data-hydrated', '1');
    expect(await violations(), what).toEqual([]);
  }
  // The pages that are the member's own are rendered for them, under their nonce.
  for (const [what, path] of Object.entries({
    account: '/account',
    'pet registration': '/register/pet',
    'account erase': '/account/erase',
  })) {
    const response = await page.goto(path);
    expect(response!.status(), what).toBe(200);
    expect(response!.headers()['cache-control'], what).toBe('private, no-cache');
    expectPolicy(response, 'nonce', what);
    await expect(page.locator('html'), what).toHaveAttribute('data-hydrated', '1');
    expect(await violations(), what).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('registration solves the bot check in its worker under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors = watchErrors(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const name = uniqueName();
  const response = await page.goto('/register');
  expectPolicy(response, 'nonce', 'register');
  await page.getByLabel('Your e-mail address').fill(`${name}@example.com`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Choose a username').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'No, thanks' }).click();
  await expect(page).toHaveURL(/\/register\/pet\?just_registered=1$/, { timeout: 20_000 });
  // The proof of work ran in the site's own worker file, not on the main thread's fallback.
  expect(workers.length).toBeGreaterThan(0);
  expect(workers.every((url) => /\/assets\/bot-check\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('files the pages load carry the headers too', async ({ page, request }) => {
  await page.goto('/');
  const asset = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  for (const path of [asset!, '/img/logo.svg', '/rss.xml', '/sitemap.xml', '/robots.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});
