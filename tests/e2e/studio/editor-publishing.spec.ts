// Over 300 lines on purpose: the editor's publishing moves, each a short walk on one signed-in editor.
import sharp from 'sharp';
import { watchErrors } from '../account-helpers.ts';
import { demoPack } from '../../../demo/pack/demo-pack.ts';
import {
  expect,
  expectAccessible,
  expectPicturesLoaded,
  locale,
  signedInOwner,
  staffPage,
  t,
  test,
  type Page,
} from './studio-fixtures.ts';

/**
 * The editor's publishing moves (decision 074): a media library picture as lead picture loads on
 * the public article and the home page; publish, unpublish and restoring a live article ask
 * first, in a dialog used from the keyboard; a restore keeps the live version and the address;
 * the checks are listed once; the actions stay in reach on a phone. At 1366 and 390 px, in
 * English (and the preview's category in Brazilian Portuguese).
 */

const english = (name: string) => name.startsWith('studio-en-');
const api = { 'X-Requested-With': 'XMLHttpRequest' };

/** A studio API call from a signed-in page: its cookie, the CSRF token and the page's origin. */
async function studioApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
) {
  const csrf = await page.request.get('/api/auth/csrf', { headers: api });
  return page.request.fetch(path, {
    method,
    ...(multipart ? { multipart } : { data }),
    headers: {
      ...api,
      'X-CSRF-Token': csrf.headers()['x-csrf-token'] ?? '',
      Origin: new URL(page.url()).origin,
    },
  });
}

type View = {
  article: Record<string, unknown> & { id_article: number; revision: number; slug: string };
  actions: string[];
};

const SAVED_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'get_more',
  'image_url',
  'mobile_image_url',
  'image_caption',
  'image_alt',
  'id_author',
  'is_active',
  'is_comic',
  'is_home',
  'is_featured',
  'seo_title',
  'seo_description',
  'social_image_url',
  'families',
  'categories',
];

/** A new article saved with these fields over good defaults; its editor answer. */
async function savedArticle(page: Page, fields: Record<string, unknown>): Promise<View> {
  const created = await studioApi(page, 'POST', '/api/studio/articles', {
    title: (fields.title as string | undefined) ?? `Walks ${Date.now().toString(36)}`,
  });
  expect(created.status()).toBe(201);
  return saveFields(page, (await created.json()) as View, {
    excerpt: 'How far, how often, and when to stop: short walks for a dog past ten.',
    content: 'Old dogs like **short** walks.',
    ...fields,
  });
}

async function saveFields(page: Page, view: View, fields: Record<string, unknown>): Promise<View> {
  const article = Object.fromEntries(SAVED_FIELDS.map((f) => [f, view.article[f]]));
  const saved = await studioApi(page, 'PUT', `/api/studio/articles/${view.article.id_article}`, {
    revision: view.article.revision,
    article: { ...article, ...fields },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as View;
}

async function openEditor(page: Page, id: number) {
  await page.goto(`/studio/articles/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await expect(page.getByTestId('content-source')).toBeVisible();
}

const stateButton = (page: Page, key: string) =>
  page.getByRole('button', { name: t(`studio_editor.state.${key}`), exact: true });

test('a media library picture as lead picture loads on the public article and the home page', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(!english(testInfo.project.name), 'in English');
  test.setTimeout(120_000);
  await signedInOwner(page);
  const bytes = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#3a7a55' },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await studioApi(page, 'POST', '/api/studio/media', undefined, {
    alt_text: 'A grey dog on a lead',
    picture: { name: 'grey-dog.jpg', mimeType: 'image/jpeg', buffer: bytes },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const name = url
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');
  const view = await savedArticle(page, {
    image_url: url,
    image_alt: 'A grey dog on a lead',
    is_home: true,
  });
  const id = view.article.id_article;
  await openEditor(page, id);
  await stateButton(page, 'publish').click();
  await page
    .getByRole('dialog', { name: t('studio_editor.confirm.publish_title') })
    .getByRole('button', { name: t('studio_editor.state.publish'), exact: true })
    .click();
  await expect(page.getByTestId('article-status')).toHaveText(t('studio_editor.status.published'));

  const guestContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(`/article/${id}/${view.article.slug}`);
  await expect(guest.getByRole('img', { name: 'A grey dog on a lead' })).toBeVisible();
  await expectPicturesLoaded(guest, name);
  await expect.poll(async () => (await guest.goto('/'))?.status()).toBe(200);
  await expectPicturesLoaded(guest, name);
  await guestContext.close();
});

test('publish and unpublish ask first, in a dialog used from the keyboard', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!english(testInfo.project.name), 'in English');
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await signedInOwner(page);
  const view = await savedArticle(page, {});
  const address = `/article/${view.article.id_article}/${view.article.slug}`;
  await openEditor(page, view.article.id_article);

  // Publish: the dialog says what happens; Escape changes nothing.
  await stateButton(page, 'publish').click();
  const publish = page.getByRole('dialog', { name: t('studio_editor.confirm.publish_title') });
  await expect(publish).toBeVisible();
  await expect(publish.getByTestId('confirm-text')).toContainText(
    t('studio_editor.confirm.publish_text', { title: view.article.title as string }),
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(publish).toBeHidden();
  await expect(stateButton(page, 'publish')).toBeFocused();
  await expect(page.getByTestId('article-status')).toHaveText(t('studio_editor.status.draft'));
  // Again, confirmed with the keyboard (the confirming button has the focus).
  await page.keyboard.press('Enter');
  await expect(publish).toBeVisible();
  await expect(
    publish.getByRole('button', { name: t('studio_editor.state.publish'), exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('article-status')).toHaveText(t('studio_editor.status.published'));
  await expect.poll(async () => (await request.get(address)).status()).toBe(200);

  // Unpublish: Cancel keeps it live; confirmed, its address is gone (410).
  await stateButton(page, 'unpublish').click();
  const unpublish = page.getByRole('dialog', { name: t('studio_editor.confirm.unpublish_title') });
  await expect(unpublish.getByTestId('confirm-text')).toContainText('410');
  await unpublish.getByRole('button', { name: t('studio_editor.confirm.cancel') }).click();
  await expect(unpublish).toBeHidden();
  expect((await request.get(address)).status()).toBe(200);
  await stateButton(page, 'unpublish').click();
  await unpublish.getByRole('button', { name: t('studio_editor.state.unpublish') }).click();
  await expect(page.getByTestId('article-status')).toHaveText(
    t('studio_editor.status.unpublished'),
  );
  await expect.poll(async () => (await request.get(address)).status()).toBe(410);
  expect(errors).toEqual([]);
});

test('restoring a live article asks first, keeps the live version and the address', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!english(testInfo.project.name), 'in English');
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await signedInOwner(page);
  // Revision 2 has a broken link; the live one does not, and has a new slug.
  let view = await savedArticle(page, { content: 'See [the guide](/no-such-page).' });
  const oldRevision = view.article.revision;
  view = await saveFields(page, view, { content: 'Short walks, twice a day.' });
  const published = await studioApi(
    page,
    'POST',
    `/api/studio/articles/${view.article.id_article}/publish`,
    {
      revision: view.article.revision,
    },
  );
  expect(published.status()).toBe(200);
  view = await saveFields(page, (await published.json()) as View, {
    slug: `${view.article.slug}-renamed`,
  });
  const address = `/article/${view.article.id_article}/${view.article.slug}`;
  await openEditor(page, view.article.id_article);

  await page
    .getByTestId('revisions')
    .getByRole('button', {
      name: `${t('studio_editor.revisions.restore')} ${t('studio_editor.revisions.number', { number: String(oldRevision) })}`,
      exact: true,
    })
    .click();
  const ask = page.getByRole('dialog', {
    name: t('studio_editor.confirm.restore_title', { number: String(oldRevision) }),
  });
  await expect(ask.getByTestId('confirm-text')).toHaveText(
    t('studio_editor.confirm.restore_live_text'),
  );
  await ask
    .getByRole('button', { name: t('studio_editor.revisions.restore'), exact: true })
    .click();
  await expect(page.getByTestId('editor-message')).toHaveText(
    t('studio_editor.revisions.restored_draft', { number: String(oldRevision) }),
  );
  // The restored words are the working copy; the live page and the address are unchanged.
  await expect(page.getByTestId('content-source')).toHaveValue('See [the guide](/no-such-page).');
  await expect(page.getByLabel(t('studio_editor.fields.slug'), { exact: true })).toHaveValue(
    view.article.slug,
  );
  await expect(page.getByTestId('article-status')).toHaveText(t('studio_editor.status.published'));
  const live = await request.get(address, { maxRedirects: 0 });
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain('Short walks, twice a day.');
  // The broken link is listed once, and saving the draft live is refused by the checks.
  const checks = page.getByTestId('content-checks');
  await expect(checks.locator('li', { hasText: '/no-such-page' })).toHaveCount(1);
  await page.getByRole('button', { name: t('studio_editor.save'), exact: true }).click();
  await expect(page.getByTestId('editor-message')).toHaveText(t('studio_articles.checks_failed'));
  expect(await (await request.get(address)).text()).toContain('Short walks, twice a day.');
  await expect(checks.locator('li', { hasText: '/no-such-page' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('each content check once, and no picture-size warning on a demo article', async ({
  page,
}, testInfo) => {
  test.skip(!english(testInfo.project.name), 'in English');
  await signedInOwner(page);
  const list = await studioApi(page, 'GET', '/api/studio/articles?status=published');
  const demo = ((await list.json()) as { items: { id_article: number }[] }).items.at(-1)!;
  await openEditor(page, demo.id_article);
  const checks = page.getByTestId('content-checks');
  await expect(
    checks.getByRole('heading', { name: t('studio_editor.checks.heading') }),
  ).toBeVisible();
  // The server's checks arrive a moment after the page: give them the time.
  await page.waitForTimeout(2500);
  await expect(checks).not.toContainText(
    t('studio_articles.checks.hero_too_small').replace('{detail}', '').trim().slice(0, 20),
  );
  const texts = await checks.locator('li').allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
});

test('a contributor saves and submits an article with a picture, a product card and a broken link', async ({
  browser,
}, testInfo) => {
  test.skip(!english(testInfo.project.name), 'in English');
  test.setTimeout(120_000);
  const contributor = await staffPage(browser, 'contributor');
  const page = contributor.page;
  const errors = watchErrors(page);
  const products = await studioApi(page, 'GET', '/api/studio/products?q=');
  const product = ((await products.json()) as { id_product: number }[])[0];
  const view = await savedArticle(page, {});
  await openEditor(page, view.article.id_article);
  await page
    .getByTestId('content-source')
    .fill(
      [
        'A walk: ![A dog](/img/articles/default-dogs-1.webp)',
        `<div class="product-card" data-id="${product?.id_product ?? 1}"></div>`,
        'See [the guide](/no-such-page).',
      ].join('\n\n'),
    );
  await page.getByRole('button', { name: t('studio_editor.save'), exact: true }).click();
  await expect(page.getByTestId('editor-message')).toContainText(
    t('studio_editor.saved_revision', { number: String(view.article.revision + 1) }),
  );
  await page.getByRole('button', { name: t('studio_editor.state.submit') }).click();
  await expect(page.getByTestId('article-status')).toHaveText(t('studio_editor.status.in_review'));
  await expect(page.getByRole('heading', { name: t('studio_editor.state.heading') })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page.getByRole('heading', { name: t('studio_editor.state.heading') })).toBeVisible();
  await expect(
    page.getByTestId('content-checks').locator('li', { hasText: '/no-such-page' }),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
  await contributor.context.close();
});

test('an author on someone else’s article is told why it is read only, with no Save', async ({
  browser,
  page,
}, testInfo) => {
  test.skip(!english(testInfo.project.name), 'in English');
  test.setTimeout(120_000);
  await signedInOwner(page);
  const view = await savedArticle(page, {});
  const author = await staffPage(browser, 'author');
  await openEditor(author.page, view.article.id_article);
  const notice = author.page.getByTestId('read-only-notice');
  await expect(notice).toBeVisible();
  await expect(
    author.page.getByRole('button', { name: t('studio_editor.save'), exact: true }),
  ).toHaveCount(0);
  await expect(
    author.page.getByLabel(t('studio_editor.fields.title'), { exact: true }),
  ).toBeDisabled();
  await expectAccessible(author.page);
  await author.context.close();
});

test('the new article opens at its title, the actions stay in reach, and the diff fits the screen', async ({
  page,
}, testInfo) => {
  test.skip(!english(testInfo.project.name), 'in English');
  test.setTimeout(90_000);
  await signedInOwner(page);
  const created = await studioApi(page, 'POST', '/api/studio/articles', {
    title: `Brushing ${Date.now().toString(36)}`,
  });
  const view = (await created.json()) as View;
  await openEditor(page, view.article.id_article);
  await expect(page.getByLabel(t('studio_editor.fields.title'), { exact: true })).toBeFocused();

  // Two revisions whose difference is one very long word.
  const long = `https://example.com/${'very-long-address-'.repeat(12)}`;
  const saved = await saveFields(page, view, {
    excerpt: 'How far, how often, and when to stop: short walks for a dog past ten.',
    content: `Read ${long} first.`,
  });
  await openEditor(page, saved.article.id_article);
  await page
    .getByTestId('revisions')
    .getByRole('button', { name: t('studio_editor.revisions.compare') })
    .click();
  await expect(page.getByTestId('revision-diff')).toContainText('very-long-address');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // Far down the page, Save is still on the screen, and the way to Publish is one tap.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByRole('button', { name: t('studio_editor.save'), exact: true }),
  ).toBeInViewport();
  if (testInfo.project.name.endsWith('phone')) {
    await page.getByRole('link', { name: t('studio_editor.state.jump') }).click();
    await expect(stateButton(page, 'publish')).toBeInViewport();
  } else {
    await expect(stateButton(page, 'publish')).toBeVisible();
  }
});

test('the preview names the categories in the site’s language', async ({ page }, testInfo) => {
  test.skip(locale() !== 'pt_BR' || !testInfo.project.name.endsWith('desktop'), 'pt_BR');
  await signedInOwner(page);
  // A category the demo names in Portuguese only: the Brazilian site shows that name (pt_BR,
  // else pt, else the stored English one), and so must the editor's preview.
  type Row = { id_category: number; name: string; translations: Record<string, { name?: string }> };
  const rows = (demoPack('pt_BR').tables['categories'] ?? []) as unknown as Row[];
  const row = rows.find((r) => !r.translations.pt_BR?.name && r.translations.pt?.name)!;
  const view = await savedArticle(page, { categories: [row.id_category] });
  await openEditor(page, view.article.id_article);
  const kicker = page.getByTestId('content-preview').locator('.article__kicker');
  await expect(kicker).toHaveText(row.translations.pt!.name!);
  expect(row.translations.pt!.name).not.toBe(row.name);
});
