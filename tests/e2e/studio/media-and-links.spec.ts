// Over 300 lines on purpose: pasted pictures, the media library and internal links, on one signed-in editor.
import sharp from 'sharp';
import { watchErrors } from '../account-helpers.ts';
import {
  expect,
  expectAccessible,
  putPicture,
  staffPage,
  studioLink,
  t,
  test,
  type Page,
} from './studio-fixtures.ts';

/**
 * What an editor would miss (docs/decisions/081–083): a picture pasted or dropped straight into
 * the article's text, uploaded with its alt text and inserted at the caret, then published and
 * loaded on the public page; the media library's own screen (search, filter by use, alt text,
 * replace a file at its address, delete the unused); internal links chosen by searching the
 * site's pages. In English, at 1366 and 390 px.
 */

/** A new draft from its title, through the new-article form; the editor opens. */
async function newDraft(page: Page, title: string) {
  await page.goto('/studio/articles/new');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.getByLabel(t('studio_editor.fields.title'), { exact: true }).fill(title);
  await page.getByRole('button', { name: t('studio_editor.new.create') }).click();
  await expect(page).toHaveURL(/\/studio\/articles\/\d+$/);
  await expect(page.getByTestId('content-source')).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const png = (colour: string, width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A word of letters only, so a search finds it alone. */
const uniqueWord = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Puts the caret of the body's textarea right after `text`. */
async function caretAfter(page: Page, text: string) {
  await page.getByTestId('content-source').evaluate((textarea: HTMLTextAreaElement, after) => {
    const at = textarea.value.indexOf(after) + after.length;
    textarea.focus();
    textarea.setSelectionRange(at, at);
  }, text);
}

test.describe('pictures, the media library and links (decisions 081–083)', () => {
  // Playwright reads the fixtures a hook asks for from its first argument: none here.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('studio-en-'), 'in English');
  });

  test('a picture pasted into the text goes to the library with its alt text, at the caret, and shows once published', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name.endsWith('phone');
    const { page } = await staffPage(browser, 'editor');
    const errors = watchErrors(page);
    const title = `Pasted picture ${phone ? 'phone' : 'desk'} ${uniqueWord()}`;
    const id = await newDraft(page, title);
    const source = page.getByTestId('content-source');
    await source.fill('First paragraph.\n\nLast paragraph.');
    await page
      .getByLabel(t('studio_editor.fields.excerpt'), { exact: true })
      .fill('A picture pasted straight into the text.');
    await caretAfter(page, 'First paragraph.');

    // Pasted at a desk, dropped on a phone (a file from the files app).
    await putPicture(page, phone ? 'drop' : 'paste', await png('#2e86c1'));
    const dialog = page.getByRole('dialog', { name: t('studio_editor.paste.title') });
    await expect(dialog).toBeVisible();
    const alt = dialog.getByLabel(t('studio_editor.media.alt_label'));
    await expect(alt).toBeFocused();
    // Without alt text, nothing is uploaded: the field says why.
    await dialog.getByRole('button', { name: t('studio_editor.paste.insert') }).click();
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText(t('studio_editor.media.alt_required'));
    await expectAccessible(page);
    const description = `A blue square ${uniqueWord()}`;
    await alt.fill(description);
    await dialog.getByRole('button', { name: t('studio_editor.paste.insert') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('editor-message')).toHaveText(
      t('studio_editor.paste.inserted', { alt: description }),
    );
    const value = await source.inputValue();
    const markup = value.match(/!\[([^\]]+)\]\((\/media\/library\/[\w-]{22}\.webp)\)/);
    expect(markup?.[1]).toBe(description);
    // At the caret: between the two paragraphs, on lines of its own.
    expect(value).toBe(`First paragraph.\n\n${markup![0]}\n\nLast paragraph.`);

    // In the library, with its alt text.
    const listed = await page.request.get(
      `/api/studio/media?q=${encodeURIComponent(description)}`,
      { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
    );
    expect((await listed.json()).items.map((p: { url: string }) => p.url)).toEqual([markup![2]]);

    // Saved and published by the editor; the public page shows it and its bytes load.
    // Publishing takes the saved revision: Save first.
    await page.getByRole('button', { name: t('studio_editor.save'), exact: true }).click();
    await expect(page.getByTestId('editor-message')).toHaveText(
      new RegExp(t('studio_editor.saved_revision', { number: '\\d+' })),
    );
    await page.getByRole('button', { name: t('studio_editor.state.publish'), exact: true }).click();
    // Publishing asks first (decision 074).
    await page
      .getByRole('dialog', { name: t('studio_editor.confirm.publish_title') })
      .getByRole('button', { name: t('studio_editor.state.publish'), exact: true })
      .click();
    await expect(page.getByTestId('article-status')).toHaveText(
      t('studio_editor.status.published'),
    );
    const article = await page.request.get(`/api/studio/articles/${id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const { slug } = (await article.json()).article as { slug: string };
    const visitor = await browser.newPage();
    await visitor.goto(`/article/${id}/${slug}`);
    const shown = visitor.getByRole('img', { name: description });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
    const bytes = await visitor.request.get(src);
    expect(bytes.status()).toBe(200);
    expect(bytes.headers()['content-type']).toMatch(/^image\//);
    await visitor.close();
    expect(errors).toEqual([]);
  });

  test('the media library’s screen: search, filter by use, alt text, replace a file, delete the unused', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name.endsWith('phone');
    const { page } = await staffPage(browser, 'editor');
    const errors = watchErrors(page);
    await page.goto('/studio');
    // From the navigation's Content group (decision 080), opened as a person opens it.
    await (await studioLink(page, 'media')).click();
    await expect(page).toHaveURL(/\/studio\/media$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('studio_editor.media.title'),
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

    // Upload, with its alt text.
    const word = uniqueWord();
    await page.getByLabel(t('studio_editor.media.file')).setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: await png('#c0392b'),
    });
    await page.getByLabel(t('studio_editor.media.alt_label')).fill(`A red square ${word}`);
    await page.getByRole('button', { name: t('studio_editor.media.upload'), exact: true }).click();
    await expect(page.getByTestId('media-status')).toHaveText(t('studio_editor.media.uploaded'));

    // Found by its alt text; unused, so listed under "not used" and not under "used".
    await page.getByLabel(t('studio_editor.media.search_screen')).fill(word);
    const cards = page.getByTestId('media-card');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card).toContainText(t('studio_editor.media.unused'));
    const filter = page.getByLabel(t('studio_editor.media.filter_label'));
    await filter.selectOption('used');
    await expect(page.getByText(t('studio_editor.media.empty'))).toBeVisible();
    await filter.selectOption('unused');
    await expect(cards).toHaveCount(1);
    await expectAccessible(page);

    // The alt text changed.
    await card.getByLabel(t('studio_editor.media.alt_edit_label')).fill(`A crimson square ${word}`);
    await card.getByRole('button', { name: new RegExp(t('studio_editor.media.alt_save')) }).click();
    await expect(page.getByTestId('media-status')).toHaveText(t('studio_editor.media.alt_saved'));
    await expect(card.locator('.media-library__alt')).toHaveText(`A crimson square ${word}`);

    // The file replaced: same address, new bytes.
    const id = await card.getAttribute('data-id');
    const before = await page.request.get(`/api/studio/media?q=${word}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const url = (await before.json()).items[0].url as string;
    await card.getByLabel(t('studio_editor.media.replace_label')).setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await png('#1e8449', 900, 300),
    });
    await expect(page.getByTestId('media-status')).toHaveText(t('studio_editor.media.replaced'));
    await expect(card).toContainText('900×300');
    const after = await page.request.get(`/api/studio/media?q=${word}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const replaced = (await after.json()).items[0] as { id: number; url: string };
    expect([String(replaced.id), replaced.url]).toEqual([id, url]);
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect((await sharp(await served.body()).metadata()).width).toBe(900);

    // Put into an article's text from the editor's picker and saved: now it is in use.
    const title = `Uses a library picture ${word}`;
    await newDraft(page, title);
    await page
      .getByRole('button', { name: t('studio_editor.toolbar.picture'), exact: true })
      .click();
    const picker = page.getByRole('dialog', { name: t('studio_editor.media.title') });
    await picker.getByLabel(t('studio_editor.media.search')).fill(word);
    await picker
      .getByRole('button', {
        name: new RegExp(`^${t('studio_editor.media.choose')}\\W+A crimson square ${word}$`),
      })
      .click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: t('studio_editor.save'), exact: true }).click();
    await expect(page.getByTestId('editor-message')).toHaveText(
      new RegExp(t('studio_editor.saved_revision', { number: '\\d+' })),
    );

    // The screen says where it is used and offers no Delete.
    await page.goto('/studio/media');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    await page.getByLabel(t('studio_editor.media.search_screen')).fill(word);
    await page.getByLabel(t('studio_editor.media.filter_label')).selectOption('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().locator('.media-screen__uses')).toContainText(title);
    await expect(cards.first()).toContainText(t('studio_editor.media.delete_refused_title'));
    await expect(
      cards
        .first()
        .getByRole('button', { name: new RegExp(`^${t('studio_editor.media.delete')}`) }),
    ).toHaveCount(0);

    // An unused one is deleted.
    const other = uniqueWord();
    await page.getByLabel(t('studio_editor.media.filter_label')).selectOption('all');
    await page.getByLabel(t('studio_editor.media.file')).setInputFiles({
      name: 'grey.png',
      mimeType: 'image/png',
      buffer: await png('#7f8c8d'),
    });
    await page.getByLabel(t('studio_editor.media.alt_label')).fill(`A grey square ${other}`);
    await page.getByRole('button', { name: t('studio_editor.media.upload'), exact: true }).click();
    await expect(page.getByTestId('media-status')).toHaveText(t('studio_editor.media.uploaded'));
    await page.getByLabel(t('studio_editor.media.search_screen')).fill(other);
    await expect(cards).toHaveCount(1);
    const otherUrl = (
      await (
        await page.request.get(`/api/studio/media?q=${other}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json()
    ).items[0].url as string;
    await cards
      .first()
      .getByRole('button', { name: new RegExp(`^${t('studio_editor.media.delete')}`) })
      .click();
    await expect(page.getByTestId('media-status')).toHaveText(t('studio_editor.media.deleted'));
    await expect(cards).toHaveCount(0);
    expect((await page.request.get(otherUrl)).status()).toBe(404);
    if (phone) {
      // Nothing wider than the phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('the link button finds a breed by a part of its name and puts in its address; a typed address still works', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page } = await staffPage(browser, 'editor');
    const errors = watchErrors(page);
    await newDraft(page, `Linked breeds ${uniqueWord()}`);
    const source = page.getByTestId('content-source');
    const checks = page.getByTestId('content-checks');
    const broken = t('studio_articles.checks.link_broken').split(':')[0]!;

    // The link checker at work: a typed address to no page is a broken link.
    await source.fill('Read about ');
    await source.press('Control+End');
    await page.getByRole('button', { name: t('studio_editor.toolbar.link'), exact: true }).click();
    let dialog = page.getByRole('dialog', { name: t('studio_editor.links.title') });
    await expect(dialog.getByLabel(t('studio_editor.links.search'))).toBeFocused();
    const typed = dialog.getByLabel(t('studio_editor.links.url_label'));
    await typed.fill('not an address');
    await dialog.getByRole('button', { name: t('studio_editor.links.insert_url') }).click();
    await expect(typed).toHaveAttribute('aria-invalid', 'true');
    await typed.fill('/breeds/999999/nobody');
    await typed.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(source).toHaveValue(
      `Read about [${t('studio_editor.toolbar.link_placeholder')}](/breeds/999999/nobody)`,
    );
    await expect(checks).toContainText(broken, { timeout: 15_000 });

    // A breed found by a part of its name.
    await source.fill('Read about ');
    await source.press('Control+End');
    await page.getByRole('button', { name: t('studio_editor.toolbar.link'), exact: true }).click();
    dialog = page.getByRole('dialog', { name: t('studio_editor.links.title') });
    await dialog.getByLabel(t('studio_editor.links.search')).fill('golden retr');
    const results = dialog.getByTestId('link-results');
    const choice = results.getByRole('button', { name: /Golden Retriever/ });
    await expect(choice).toBeVisible();
    await expect(choice).toContainText(t('studio_editor.links.kinds.breed'));
    await expectAccessible(page);
    const expected = await page.request.get('/api/studio/link-targets?q=golden%20retr', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const breed = ((await expected.json()).items as { kind: string; path: string }[]).find(
      (i) => i.kind === 'breed',
    )!;
    expect(breed.path).toMatch(/^\/breeds\/\d+\/golden-retriever$/);
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(source).toHaveValue(`Read about [Golden Retriever](${breed.path})`);
    // The breed's page is there.
    expect((await page.request.get(breed.path)).status()).toBe(200);

    // Typed by hand, after it: an outside address.
    await source.press('Control+End');
    await source.pressSequentially(' and ');
    await page.getByRole('button', { name: t('studio_editor.toolbar.link'), exact: true }).click();
    dialog = page.getByRole('dialog', { name: t('studio_editor.links.title') });
    await dialog.getByLabel(t('studio_editor.links.url_label')).fill('https://example.org/dogs');
    await dialog.getByRole('button', { name: t('studio_editor.links.insert_url') }).click();
    await expect(source).toHaveValue(
      `Read about [Golden Retriever](${breed.path}) and [${t('studio_editor.toolbar.link_placeholder')}](https://example.org/dogs)`,
    );
    // The server's checks have run on this text: no broken link.
    await expect(checks).not.toContainText(broken, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
