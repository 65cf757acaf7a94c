import { expect, test, type Page } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';
import { SHARE_NETWORKS } from '../../core/site/share-networks.ts';

async function breedId(page: Page, family: number, name: string): Promise<number> {
  const list = (await (await page.request.get(`/api/breeds/list/${family}`)).json()) as {
    id_breed: number;
    name: string;
  }[];
  return list.find((b) => b.name === name)!.id_breed;
}

test('a breed profile shows the sheet, measures, lifespan, gauges, kit and related breeds', async ({
  page,
}) => {
  const id = await breedId(page, 1, 'Labrador Retriever');
  const profile = (await (await page.request.get(`/api/breeds/profile/${id}`)).json()) as {
    measures: { male: { weight: { minimum: number; maximum: number } } };
    attributes: Record<string, { value: number; label: string }>;
  };
  const response = await page.goto(paths.breedProfile({ id, slug: 'labrador-retriever' }));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Labrador Retriever');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Labrador Retriever');
  await expect(page.locator('.breed-sheet__aka')).toContainText('Also known as');
  await expect(page.getByRole('img', { name: 'Labrador Retriever' })).toBeVisible();

  // Measures in kg and cm, by sex, with M and F.
  const table = page.locator('.breed-measures table');
  await expect(table.locator('thead')).toContainText('M');
  await expect(table.locator('thead')).toContainText('F');
  const male = profile.measures.male.weight;
  await expect(table.getByRole('row', { name: /Weight/ })).toContainText(
    `${male.minimum}–${male.maximum} kg`,
  );
  await expect(table.getByRole('row', { name: /Height/ })).toContainText('cm');
  await expect(page.locator('.breed-lifespan')).toContainText(/\d+–\d+ years/);

  // Five gauges, each at the position of its option, capped at 90.
  const gauges = page.locator('.gauge');
  await expect(gauges).toHaveCount(5);
  for (const [name, attribute] of Object.entries(profile.attributes)) {
    expect(attribute.value).toBeLessThanOrEqual(90);
    await expect(
      page.getByRole('img', { name: new RegExp(`^${name}: ${attribute.label}$`, 'i') }),
    ).toHaveCount(1);
  }
  const values = await gauges.evaluateAll((nodes) =>
    nodes.map((n) => Number(n.getAttribute('data-value'))),
  );
  expect(values).toEqual(Object.values(profile.attributes).map((a) => a.value));

  await expect(page.locator('.breed-kit .product-card').first()).toBeVisible();
  await expect(page.locator('.related-breeds .breed-card').first()).toBeVisible();

  await page.getByRole('link', { name: 'Read the full profile' }).click();
  await expect(page).toHaveURL(
    new RegExp(`${paths.breedDetails({ id, slug: 'labrador-retriever' })}$`),
  );
  for (const section of [
    'Description',
    'Temperament',
    'History',
    'Appearance',
    'Coat',
    'Variants',
    'Health and care',
    'Training',
    'Curiosities',
    'Species',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to the Labrador Retriever profile' }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`${paths.breedProfile({ id, slug: 'labrador-retriever' })}$`),
  );
});

test('a wrong slug redirects permanently to the canonical one; a missing breed is a 404', async ({
  page,
  request,
}) => {
  const id = await breedId(page, 2, 'Maine Coon');
  const redirect = await request.get(paths.breedProfile({ id, slug: 'not-the-slug' }), {
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe(paths.breedProfile({ id, slug: 'maine-coon' }));
  await page.goto(paths.breedProfile({ id, slug: 'not-the-slug' }));
  await expect(page).toHaveURL(new RegExp(`${paths.breedProfile({ id, slug: 'maine-coon' })}$`));
  expect((await page.goto('/breeds/999999/nothing'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
});

test('lifespan and measures use the "up to" and "N+" forms when one bound is missing', async ({
  page,
}) => {
  // Every demo breed has both bounds; the forms themselves are unit-tested in core/breeds/format.test.ts.
  const id = await breedId(page, 2, 'Siamese');
  await page.goto(paths.breedProfile({ id, slug: 'siamese' }));
  await expect(page.locator('.breed-lifespan')).toContainText(/years/);
});

test('share buttons open one 626x436 popup at a time', async ({ page, context }) => {
  // Keep the popups off the network: answer every share site with an empty page.
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ body: '<title>share</title>' }),
  );
  const id = await breedId(page, 2, 'Maine Coon');
  await page.goto(paths.breedProfile({ id, slug: 'maine-coon' }));
  const bar = page.locator('.breed-profile-block .share-tools');
  await expect(bar.locator('a.share-button')).toHaveCount(SHARE_NETWORKS.length);

  const [first] = await Promise.all([
    page.waitForEvent('popup'),
    bar.getByRole('link', { name: 'Share on Facebook' }).click(),
  ]);
  expect(first.url()).toMatch(/facebook\.com\/sharer/);
  expect(await first.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([626, 436]);
  const [second] = await Promise.all([
    page.waitForEvent('popup'),
    bar.getByRole('link', { name: 'Share on X' }).click(),
  ]);
  expect(second.url()).toMatch(/x\.com\/intent\/post/);
  await expect.poll(() => first.isClosed()).toBe(true);
});

test('copy link copies the address and its tooltip hides after 2.5 s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  const id = await breedId(page, 2, 'Maine Coon');
  await page.goto(paths.breedProfile({ id, slug: 'maine-coon' }));
  // Stop the page's clock so that only runFor() moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.locator('.breed-profile-block').getByRole('button', { name: 'Copy link' }).click();
  const tooltip = page.locator('.breed-profile-block .tooltip');
  await expect(tooltip).toHaveText('Link copied');
  await expect(tooltip).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.clock.runFor(2400);
  await expect(tooltip).toBeVisible();
  await page.clock.runFor(200);
  await expect(tooltip).toBeHidden();
});

test('a small fish weighs in grams and is measured by length, never "0–0 kg" or a height', async ({
  page,
}) => {
  const id = await breedId(page, 4, 'Guppy');
  await page.goto(paths.breedProfile({ id, slug: 'guppy' }));
  const table = page.locator('.breed-measures table');
  await expect(table.getByRole('row', { name: /Weight/ })).toContainText('0.2–0.4 g');
  await expect(table.getByRole('row', { name: /Length/ })).toContainText('1.5–3.5 cm');
  await expect(table.getByRole('row', { name: /Height/ })).toHaveCount(0);
  await expect(table).not.toContainText('kg');
});
