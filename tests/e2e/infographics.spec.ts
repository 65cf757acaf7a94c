import { expect, test, type APIRequestContext } from './fixtures.ts';
import { paths } from '../../core/site/paths.ts';
import { SHARE_NETWORKS } from '../../core/site/share-networks.ts';

interface Summary {
  id_infographic: number;
  title: string;
  slug: string;
  image_path: string;
  mobile_image_path: string;
  thumbnail_path: string;
}
interface Infographic extends Summary {
  related: Summary[];
}

async function infographics(request: APIRequestContext): Promise<Summary[]> {
  return (await (await request.get('/api/infographics/list')).json()) as Summary[];
}

async function infographic(request: APIRequestContext, title: string): Promise<Infographic> {
  const item = (await infographics(request)).find((i) => i.title === title)!;
  return (await (
    await request.get(`/api/infographics/${item.id_infographic}`)
  ).json()) as Infographic;
}

test('the list shows every infographic with its thumbnail, linking to its page', async ({
  page,
  request,
}) => {
  const all = await infographics(request);
  expect(all.length).toBeGreaterThan(0);
  const response = await page.goto('/infographics');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infographics');
  const items = page.getByRole('list', { name: 'Infographics' }).getByRole('listitem');
  await expect(items).toHaveCount(all.length);
  for (const [index, item] of all.entries()) {
    const card = items.nth(index);
    await expect(card).toHaveText(item.title);
    await expect(card.locator('img')).toHaveAttribute('src', item.thumbnail_path);
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      paths.infographic({ id: item.id_infographic, slug: item.slug }),
    );
  }

  const target = all[1]!;
  await page.getByRole('link', { name: target.title }).click();
  await expect(page).toHaveURL(
    new RegExp(`${paths.infographic({ id: target.id_infographic, slug: target.slug })}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  await page.getByRole('link', { name: 'Back to infographics' }).click();
  await expect(page).toHaveURL(/\/infographics$/);
});

test('the list footer has a heading, a text and a register button for guests', async ({ page }) => {
  await page.goto('/infographics');
  const footer = page.locator('.infographics-list__footer');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText('Want more tips like these?');
  await expect(footer.locator('p')).not.toBeEmpty();
  await expect(footer.getByRole('link', { name: 'Register for free' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('an infographic page shows the desktop image, sharing tools and a see-also list', async ({
  page,
  request,
}) => {
  const item = await infographic(request, "Your puppy's vaccination timeline");
  expect(item.related.length).toBeGreaterThan(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.infographic({ id: item.id_infographic, slug: item.slug }));
  await expect(page).toHaveTitle(item.title);
  const image = page.getByRole('img', { name: item.title });
  await expect(image).toBeVisible();
  // The original, its @2x twin, or a resized AVIF/WebP variant of either (decision 013).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
    .toMatch(
      new RegExp(
        `^(/img/w/\\d+/(avif|webp))?${item.image_path.replace(/\.webp$/, '')}(@2x)?\\.webp$`,
      ),
    );
  await expect(page.locator('.infographic__share a.share-button')).toHaveCount(
    SHARE_NETWORKS.length,
  );
  await expect(page.getByRole('button', { name: 'Copy link' }).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${paths.infographic({ id: item.id_infographic, slug: item.slug })}$`),
  );

  // "See also" lists the related infographics in order and leads to them.
  const seeAlso = page.locator('.infographic__see-also');
  await expect(seeAlso.getByRole('heading', { level: 2 })).toHaveText('See also');
  await expect(seeAlso.getByRole('listitem')).toHaveText(item.related.map((r) => r.title));
  const next = item.related[0]!;
  await seeAlso.getByRole('link', { name: next.title }).click();
  await expect(page).toHaveURL(
    new RegExp(`${paths.infographic({ id: next.id_infographic, slug: next.slug })}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await expect(page.getByRole('img', { name: next.title })).toBeVisible();
});

test('under 640 px the mobile image is shown', async ({ page, request }) => {
  const item = await infographic(request, 'Foods that are dangerous for dogs');
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(paths.infographic({ id: item.id_infographic, slug: item.slug }));
  const image = page.getByRole('img', { name: item.title });
  await expect(image).toBeVisible();
  const mobile = new RegExp(`^(/img/w/\\d+/(avif|webp))?${item.mobile_image_path}$`);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
    .toMatch(mobile);
  // Back above the breakpoint, the desktop picture takes over (currentSrc is empty while it loads).
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) =>
        img.currentSrc ? new URL(img.currentSrc).pathname : '',
      ),
    )
    .toMatch(
      new RegExp(
        `^(/img/w/\\d+/(avif|webp))?${item.image_path.replace(/\.webp$/, '')}(@2x)?\\.webp$`,
      ),
    );
});

test('a wrong slug redirects permanently to the canonical one', async ({ page, request }) => {
  const item = await infographic(request, "What your cat's tail is telling you");
  const redirect = await request.get(
    `${paths.infographic({ id: item.id_infographic, slug: 'not-the-slug' })}?x=1`,
    { maxRedirects: 0 },
  );
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe(
    `${paths.infographic({ id: item.id_infographic, slug: item.slug })}?x=1`,
  );
  await page.goto(paths.infographic({ id: item.id_infographic, slug: 'not-the-slug' }));
  await expect(page).toHaveURL(
    new RegExp(`${paths.infographic({ id: item.id_infographic, slug: item.slug })}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
});

test('a bad id, a bad slug or a missing infographic is the 404 page', async ({ page }) => {
  for (const path of [
    '/infographic/abc/some-slug',
    '/infographic/1/bad.slug',
    '/infographic/999999/nothing',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
  }
});
