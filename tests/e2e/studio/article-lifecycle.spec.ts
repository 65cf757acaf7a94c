// Over 300 lines on purpose: one article's whole life, step after step, each step needing the one before.
import type { APIRequestContext } from '../fixtures.ts';
import sharp from 'sharp';
import { longDate } from '../../../core/articles/long-date.ts';
import { articleSaveBody } from '../../../core/studio/articles/save-body.ts';
import { SITE_TIME_ZONES, instantToZoned } from '../../../core/site/time-zone.ts';
import { watchErrors } from '../account-helpers.ts';
import {
  expect,
  expectPicturesLoaded,
  inviteStaff,
  locale,
  mailText,
  putPicture,
  restoreFromTrash,
  signedInOwner,
  t,
  test,
  trashFromEditor,
  type Page,
} from './studio-fixtures.ts';

/**
 * The whole life of an article in the browser ("How it is judged"), each step by the
 * role that does it: the owner invites a contributor, an author and an editor and makes the
 * editor a medical reviewer; the contributor writes with a picture and a product card and submits,
 * which the editor hears of by e-mail; the editor sees the checks, signs it off and schedules it;
 * the job worker publishes it at its time; a guest finds it everywhere, with its picture and the
 * contributor's byline; the editor renames it (301), compares and restores a revision of the live
 * article (a draft of it), unpublishes it (410), trashes and restores it (still 410). Every
 * denied move is tried by a role that may not make it, in the screen (no button) and through the
 * API (403). It runs in every site language (en, pt, pt_BR)
 * at 1366 px, and in English at 390 px too, every text it looks for taken from the locale files.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

/**
 * A text of the site's language whose `{{when}}` the page formats itself (a date and time): the
 * locale file's words around it, any date between.
 */
function withDate(key: string, values: Record<string, string>): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before, after] = t(key, { ...values, when: '\u0000' }).split('\u0000');
  return new RegExp(`^${escape(before!)}.+${escape(after ?? '')}$`);
}

/** A studio API call from a signed-in page: its cookie, the CSRF token and the page's origin. */
async function studioApi(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const csrf = await page.request.get('/api/auth/csrf', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return page.request.fetch(path, {
    method,
    data,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': csrf.headers()['x-csrf-token'] ?? '',
      Origin: new URL(page.url()).origin,
    },
  });
}

/** The article as the studio's API answers it. */
async function studioArticle(page: Page, id: number) {
  const response = await studioApi(page, 'GET', `/api/studio/articles/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    article: Record<string, unknown> & { revision: number; slug: string; status: string };
    actions: string[];
  };
}

/** A move the role may not make: refused by the API with 403 and the studio's message. */
async function expectRefused(
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<void> {
  const response = await studioApi(page, method, path, data);
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(403);
}

/** The button of a state move, to count it (0: the screen does not offer it). */
const stateButton = (page: Page, key: string) =>
  page.getByRole('button', { name: t(`studio_editor.state.${key}`), exact: true });

/** A word of letters only, so the search finds it as one word. */
const uniqueWord = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Every address the sitemaps list (the index, then each section). */
async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const sections = locs(await index.text());
  const all: string[] = [];
  for (const section of sections) {
    const answer = await request.get(new URL(section).pathname);
    all.push(...locs(await answer.text()));
  }
  return all;
}

const picture = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a553a' } })
    .jpeg()
    .toBuffer();

test('an article’s whole life: written, submitted, signed off, scheduled, published, found, renamed, restored, unpublished, trashed; each denied move refused', async ({
  page,
  request,
}, testInfo) => {
  // At 390 px the life takes the same code paths but for the editor's Preview switch and its
  // layout; the whole of it runs there in English, and article-editor.spec.ts checks both in pt
  // and pt_BR at 390 px (docs/decisions/039-ci-time.md).
  test.skip(
    testInfo.project.name.endsWith('phone') && locale() !== 'en',
    'at 390 px in English; the phone-only parts in pt and pt_BR: article-editor.spec.ts',
  );
  test.setTimeout(420_000);
  const timeZone = SITE_TIME_ZONES[locale()];

  // 1. The owner invites a contributor, an author and an editor; each accepts and enrols.
  const width = testInfo.project.name.endsWith('phone') ? 'phone' : 'desktop';
  const viewport = page.viewportSize()!;
  const owner = await signedInOwner(page);
  const contributor = await inviteStaff(page, 'contributor');
  const author = await inviteStaff(page, 'author');
  const editor = await inviteStaff(page, 'editor');
  const writer = contributor.page;
  const reviewer = editor.page;
  // Each at the project's width (1366 or 390 px).
  for (const staff of [contributor, author, editor]) await staff.page.setViewportSize(viewport);
  const errors = [...[writer, reviewer].map((p) => watchErrors(p))];

  // The owner makes the editor a medical reviewer on the staff screen (password again).
  await page.goto('/studio/staff');
  await hydrated(page);
  await page
    .getByRole('button', {
      name: t('studio_staff.action_medical_grant_for', { name: editor.account.name }),
    })
    .click();
  const grant = page.getByRole('dialog', {
    name: t('studio_staff.dialog_medical_grant_title', { name: editor.account.name }),
  });
  await grant.getByLabel(t('studio_staff.your_password'), { exact: true }).fill(owner.password);
  await grant.getByRole('button', { name: t('studio_staff.confirm_medical_grant') }).click();
  await expect(grant).toBeHidden();
  await expect(page.locator('.studio-staff__status')).toHaveText(
    t('studio_staff.done_medical_grant', { name: editor.account.name }),
  );
  // The editor writes their credentials on their profile: the sign-off shows them. At 390 px they
  // leave them empty, and the bylines say so without an empty ", ," in their place.
  const credentials = width === 'phone' ? '' : 'DVM';
  const byCredentials = (key: string) => (credentials ? key : `${key}_no_credentials`);
  await reviewer.goto('/studio/profile');
  await hydrated(reviewer);
  await reviewer.getByLabel(t('studio_staff.credentials'), { exact: true }).fill(credentials);
  await reviewer.getByRole('button', { name: t('studio_staff.save_profile') }).click();
  await expect(
    reviewer.getByRole('status').filter({ hasText: t('studio_staff.profile_saved') }),
  ).toBeVisible();

  // 2. The contributor writes an article with a picture and a product card.
  const word = uniqueWord();
  const title = `Short walks for old dogs ${word}`;
  await writer.goto('/studio/articles');
  await writer.getByRole('link', { name: t('studio_editor.list.new') }).click();
  await expect(writer).toHaveURL(/\/studio\/articles\/new$/);
  await hydrated(writer);
  await writer.getByLabel(t('studio_editor.fields.title'), { exact: true }).fill(title);
  await writer.getByRole('button', { name: t('studio_editor.new.create') }).click();
  await expect(writer).toHaveURL(/\/studio\/articles\/\d+$/);
  const id = Number(/\/studio\/articles\/(\d+)$/.exec(writer.url())![1]);
  const source = writer.getByTestId('content-source');
  await expect(source).toBeVisible();
  await source.fill(`Old dogs like short walks, often. ${word} walks are the best.`);
  await writer
    .getByLabel(t('studio_editor.fields.excerpt'), { exact: true })
    .fill('How far, how often and when to stop: walks for a dog past its tenth year.');
  const families = (await (await studioApi(writer, 'GET', '/api/studio/families')).json()) as {
    id: number;
    name: string;
    slug: string;
  }[];
  const family = families[0]!;
  await writer
    .getByRole('group', { name: t('studio_editor.fields.families') })
    .getByLabel(family.name, { exact: true })
    .check();
  await writer.getByLabel(t('studio_editor.fields.is_home'), { exact: true }).check();

  // A picture pasted into the text goes to the media library, with the alt text asked for.
  await source.press('Control+End');
  await putPicture(writer, 'paste', await picture(), { name: 'old-dog.jpg', type: 'image/jpeg' });
  const pasted = writer.getByRole('dialog', { name: t('studio_editor.paste.title') });
  await pasted.getByLabel(t('studio_editor.media.alt_label')).fill('An old dog on a short lead');
  await pasted.getByRole('button', { name: t('studio_editor.paste.insert') }).click();
  await expect(pasted).toBeHidden();
  await expect(source).toHaveValue(
    /!\[An old dog on a short lead\]\(\/media\/library\/[\w-]+\.webp\)/,
  );
  const libraryName = /\/media\/library\/([\w-]+)\.webp/.exec(await source.inputValue())![1]!;
  // The same library picture is the lead picture, so the home card shows it too.
  const lead = writer.getByLabel(t('studio_editor.fields.image'), { exact: true });
  await writer
    .locator('.studio-field', { has: lead })
    .getByRole('button', { name: t('studio_editor.fields.choose_picture') })
    .click();
  const library = writer.getByRole('dialog', { name: t('studio_editor.media.title') });
  await library
    .getByRole('listitem')
    .filter({ hasText: 'An old dog on a short lead' })
    .first()
    .getByRole('button', { name: t('studio_editor.media.choose') })
    .click();
  await expect(library).toBeHidden();
  await expect(lead).toHaveValue(`/media/library/${libraryName}.webp`);
  await writer.getByRole('button', { name: t('studio_editor.toolbar.product') }).click();
  const picker = writer.getByRole('dialog', { name: t('studio_editor.products.title') });
  await picker.getByLabel(t('studio_editor.products.search')).fill('kit');
  const product = picker.getByTestId('product-results').locator('li').first();
  await expect(product).toBeVisible();
  await product.getByRole('button').click();
  await expect(picker).toBeHidden();
  await expect(source).toHaveValue(/<div class="product-card" data-id="\d+"><\/div>/);
  // The preview draws both as the public page does (behind the Preview switch on a phone).
  if (width === 'phone')
    await writer
      .getByRole('button', { name: t('studio_editor.toolbar.preview'), exact: true })
      .click();
  const preview = writer.getByTestId('content-preview');
  // The lead picture and the one in the text.
  await expect(preview.getByRole('img', { name: 'An old dog on a short lead' })).toHaveCount(2);
  await expect(
    preview.getByRole('img', { name: 'An old dog on a short lead' }).last(),
  ).toBeVisible();
  await expect(preview.locator('.embedded-product .embedded-product__name')).toBeVisible();
  if (width === 'phone')
    await writer.getByRole('button', { name: t('studio_editor.toolbar.write') }).click();
  await writer.getByRole('button', { name: t('studio_editor.save'), exact: true }).click();
  await expect(writer.getByTestId('save-state')).toHaveText(t('studio_editor.save_state.saved'));

  // The contributor may not publish or schedule: no button, and the API refuses.
  await expect(writer.getByTestId('article-status')).toHaveText(t('studio_editor.status.draft'));
  await expect(stateButton(writer, 'submit')).toBeVisible();
  await expect(stateButton(writer, 'publish')).toHaveCount(0);
  await expect(stateButton(writer, 'schedule')).toHaveCount(0);
  await expect(writer.getByLabel(t('studio_editor.state.schedule_at'))).toHaveCount(0);
  const draft = await studioArticle(writer, id);
  expect(draft.actions).not.toContain('publish');
  const soon = new Date(Date.now() + 3600_000).toISOString();
  await expectRefused(writer, 'POST', `/api/studio/articles/${id}/publish`, {
    revision: draft.article.revision,
  });
  await expectRefused(writer, 'POST', `/api/studio/articles/${id}/schedule`, {
    revision: draft.article.revision,
    scheduled_at: soon,
  });
  await expectRefused(writer, 'POST', `/api/studio/articles/${id}/medical-review`, {
    revision: draft.article.revision,
    signed: true,
  });

  // The contributor may not edit someone else's article (a demo one): no save (a notice says
  // why), and 403.
  await writer.goto('/studio/articles/1');
  await hydrated(writer);
  await expect(writer.getByTestId('article-status')).toBeVisible();
  await expect(writer.getByTestId('read-only-notice')).toBeVisible();
  await expect(
    writer.getByRole('button', { name: t('studio_editor.save'), exact: true }),
  ).toHaveCount(0);
  const other = await studioArticle(writer, 1);
  await expectRefused(writer, 'PUT', '/api/studio/articles/1', {
    revision: other.article.revision,
    article: articleSaveBody(other.article, { title: `${String(other.article.title)} (changed)` }),
  });

  // The contributor submits it for review.
  await writer.goto(`/studio/articles/${id}`);
  await hydrated(writer);
  await stateButton(writer, 'submit').click();
  await expect(writer.getByTestId('article-status')).toHaveText(
    t('studio_editor.status.in_review'),
  );
  // The editor hears of it by e-mail, through the server's SMTP listener: the title and the link
  // to its editor.
  await expect
    .poll(() => mailText(editor.account.email), { timeout: 30_000 })
    .toContain(`/studio/articles/${id}`);
  expect(mailText(editor.account.email)).toContain(title);
  // Nothing of it is public yet: a draft or one in review is 404, like an id that does not exist.
  const slug = (await studioArticle(writer, id)).article.slug;
  const address = `/article/${id}/${slug}`;
  expect((await request.get(address)).status()).toBe(404);

  // 3. The editor opens it from the list of articles in review and sees the content checks.
  await reviewer.goto(`/studio/articles?status=in_review&q=${encodeURIComponent(word)}`);
  await hydrated(reviewer);
  await reviewer.getByTestId('studio-articles').getByRole('link', { name: title }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/studio/articles/${id}$`));
  await hydrated(reviewer);
  const checks = reviewer.getByTestId('content-checks');
  await expect(checks).toBeVisible();
  // Nothing of the editor sticks out sideways, at 1366 as at 390 px.
  expect(await reviewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
  await expect(checks.locator('.studio-checks__error')).toHaveCount(0);
  // An empty excerpt is an error the checks show as it is typed, and it blocks scheduling.
  const excerpt = reviewer.getByLabel(t('studio_editor.fields.excerpt'), { exact: true });
  const written = await excerpt.inputValue();
  await excerpt.fill('');
  await expect(
    checks
      .locator('.studio-checks__error')
      .filter({ hasText: t('studio_articles.checks.excerpt_empty') }),
  ).toBeVisible();
  await expect(reviewer.getByText(t('studio_editor.state.blocked'))).toBeVisible();
  await expect(stateButton(reviewer, 'schedule')).toBeDisabled();
  await excerpt.fill(written);
  await expect(checks.locator('.studio-checks__error')).toHaveCount(0);
  await expect(stateButton(reviewer, 'schedule')).toBeEnabled();

  // The medical sign-off.
  await reviewer.getByRole('button', { name: t('studio_editor.state.review_sign') }).click();
  await expect(reviewer.getByTestId('editor-message')).toHaveText(
    t('studio_editor.state.done_review'),
  );
  await expect(
    reviewer.getByText(
      withDate(byCredentials('studio_editor.state.reviewed_by'), {
        name: editor.account.name,
        credentials,
      }),
    ),
  ).toBeVisible();

  // Scheduled for the next whole second at least 20 s away, typed in the site's time zone with
  // its seconds (a datetime-local value may carry them): the worker's wait is those 20 s, not the
  // 20 to 80 s up to a whole minute (docs/decisions/054-ci-time-measured.md).
  await expect(
    reviewer.getByText(t('studio_editor.state.time_zone', { zone: timeZone })),
  ).toBeVisible();
  const at = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
  const seconds = at.getUTCSeconds();
  await reviewer
    .getByLabel(t('studio_editor.state.schedule_at'), { exact: true })
    // The browser keeps the value normalised: no ":00" when the seconds are zero.
    .fill(
      `${instantToZoned(at, timeZone)}${seconds ? `:${String(seconds).padStart(2, '0')}` : ''}`,
    );
  await stateButton(reviewer, 'schedule').click();
  await expect(reviewer.getByTestId('article-status')).toHaveText(
    t('studio_editor.status.scheduled'),
  );
  await expect(
    reviewer.getByText(withDate('studio_editor.state.scheduled_for', { zone: timeZone })),
  ).toBeVisible();
  const scheduled = await studioArticle(reviewer, id);
  expect(Date.parse(String(scheduled.article.scheduled_at))).toBe(at.getTime());
  // Not public before its time.
  expect((await request.get(address)).status()).toBe(404);

  // The worker publishes it at its time (JOBS_POLL_SECONDS: 1 on the e2e server).
  await expect
    .poll(async () => (await request.get(address)).status(), {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await reviewer.reload();
  await expect(reviewer.getByTestId('article-status')).toHaveText(
    t('studio_editor.status.published'),
  );
  await expect(reviewer.getByTestId('revisions')).toContainText(
    t('studio_editor.revisions.system'),
  );

  // 4. A guest finds it: home, its family's list, search, the sitemap, RSS, and the page.
  const guestContext = await page
    .context()
    .browser()!
    .newContext({
      baseURL: new URL(page.url()).origin,
      locale: testInfo.project.use.locale,
      viewport,
    });
  const guest = await guestContext.newPage();
  const guestErrors = watchErrors(guest);
  await guest.goto('/');
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
  // The home card's picture is the library picture, and its bytes load.
  await expectPicturesLoaded(guest, libraryName);
  await guest.goto(`/articles/${family.id}/${family.slug}`);
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
  await guest.goto(`/search?q=${word}`);
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
  expect((await sitemapAddresses(request)).some((loc) => loc.endsWith(address))).toBe(true);
  const rss = await request.get('/rss.xml');
  expect(rss.status()).toBe(200);
  expect(await rss.text()).toContain(address);
  await guest.goto(address);
  await expect(heading(guest)).toHaveText(title);
  await expect(guest.getByTestId('medical-review')).toHaveText(
    t(byCredentials('articles.medically_reviewed_by'), { name: editor.account.name, credentials }),
  );
  await expect(guest.getByTestId('last-reviewed')).toHaveText(
    t('articles.last_reviewed', { date: longDate(Math.floor(Date.now() / 1000), locale()) }),
  );
  // The byline is the contributor who wrote it (decision 076).
  await expect(guest.locator('#article-author')).toContainText(contributor.account.name);
  // The picture pasted into the text, and the same as the lead picture, load: their bytes, not
  // only the elements.
  await expect(
    guest.getByRole('img', { name: 'An old dog on a short lead' }).first(),
  ).toBeVisible();
  await expectPicturesLoaded(guest, libraryName);
  await expect(guest.locator('.embedded-product').first()).toBeVisible();

  // An author may not unpublish (no button; the API refuses), and a contributor may no longer edit it.
  await author.page.goto(`/studio/articles/${id}`);
  await hydrated(author.page);
  await expect(author.page.getByTestId('article-status')).toHaveText(
    t('studio_editor.status.published'),
  );
  await expect(stateButton(author.page, 'unpublish')).toHaveCount(0);
  const published = await studioArticle(author.page, id);
  await expectRefused(author.page, 'POST', `/api/studio/articles/${id}/unpublish`, {
    revision: published.article.revision,
  });
  await expectRefused(writer, 'POST', `/api/studio/articles/${id}/unpublish`, {
    revision: published.article.revision,
  });
  await expectRefused(writer, 'PUT', `/api/studio/articles/${id}`, {
    revision: published.article.revision,
    article: articleSaveBody(published.article),
  });

  // 5. The editor renames its slug: the old address answers 301 to the new one.
  const newSlug = `${slug}-renamed`;
  await reviewer.getByLabel(t('studio_editor.fields.slug'), { exact: true }).fill(newSlug);
  await reviewer.getByRole('button', { name: t('studio_editor.save'), exact: true }).click();
  await expect(reviewer.getByTestId('save-state')).toHaveText(t('studio_editor.save_state.saved'));
  const renamed = await studioArticle(reviewer, id);
  expect(renamed.article.slug).toBe(newSlug);
  const newAddress = `/article/${id}/${newSlug}`;
  await expect
    .poll(async () => {
      const moved = await request.get(address, { maxRedirects: 0 });
      return `${moved.status()} ${moved.headers().location ?? ''}`;
    })
    .toMatch(new RegExp(`^301 (https?://[^/]+)?${newAddress}$`));
  expect((await request.get(newAddress)).status()).toBe(200);

  // Compares the two newest revisions (the slug changed), then restores the one before.
  const revisions = reviewer.getByTestId('revisions');
  await revisions.getByRole('button', { name: t('studio_editor.revisions.compare') }).click();
  const diff = reviewer.getByTestId('revision-diff');
  await expect(
    diff.getByRole('heading', { name: t('studio_editor.field_names.slug') }),
  ).toBeVisible();
  await expect(diff).toContainText('renamed');
  await expect(
    diff.getByRole('heading', { name: t('studio_editor.field_names.content') }),
  ).toHaveCount(0);
  const before = renamed.article.revision - 1;
  await revisions
    .getByRole('button', {
      name: `${t('studio_editor.revisions.restore')} ${t('studio_editor.revisions.number', { number: String(before) })}`,
      exact: true,
    })
    .click();
  // A live article: asked first; the restored content would become a draft of it (decision 074).
  const ask = reviewer.getByRole('dialog', {
    name: t('studio_editor.confirm.restore_title', { number: String(before) }),
  });
  await expect(ask).toContainText(t('studio_editor.confirm.restore_live_text'));
  await ask
    .getByRole('button', { name: t('studio_editor.revisions.restore'), exact: true })
    .click();
  // That revision differs from the live one by its address alone, which a restore keeps.
  await expect(reviewer.getByTestId('editor-message')).toHaveText(
    t('studio_editor.revisions.restored_same', { number: String(before) }),
  );
  await expect(reviewer.getByTestId('article-status')).toHaveText(
    t('studio_editor.status.published'),
  );
  // The address is not taken back: the renamed one stays the article's.
  await expect(reviewer.getByLabel(t('studio_editor.fields.slug'), { exact: true })).toHaveValue(
    renamed.article.slug as string,
  );
  expect((await request.get(newAddress)).status()).toBe(200);
  // Only the address changed: the sign-off stays on the public page.
  await guest.goto(newAddress);
  await expect(guest.getByTestId('medical-review')).toBeVisible();

  // The editor unpublishes it (asked first): its address answers 410, and it leaves the lists.
  await stateButton(reviewer, 'unpublish').click();
  await reviewer
    .getByRole('dialog', { name: t('studio_editor.confirm.unpublish_title') })
    .getByRole('button', { name: t('studio_editor.state.unpublish'), exact: true })
    .click();
  await expect(reviewer.getByTestId('article-status')).toHaveText(
    t('studio_editor.status.unpublished'),
  );
  await expect.poll(async () => (await request.get(newAddress)).status()).toBe(410);
  expect((await request.get(address, { maxRedirects: 0 })).status()).toBe(410);
  expect(await (await request.get('/rss.xml')).text()).not.toContain(newAddress);
  await guest.goto(`/search?q=${word}`);
  await expect(guest.getByRole('link', { name: title })).toHaveCount(0);

  // 6. The editor moves it to the trash (asked first) and restores it: it comes back unpublished,
  // its address still 410 (decision 075).
  await trashFromEditor(reviewer, title);
  expect((await request.get(newAddress)).status()).toBe(410);
  await restoreFromTrash(reviewer, title);
  expect((await studioArticle(reviewer, id)).article.status).toBe('unpublished');
  expect((await request.get(newAddress)).status()).toBe(410);

  await guestContext.close();
  for (const staff of [contributor, author, editor]) await staff.context.close();
  expect(errors.flat()).toEqual([]);
  expect(guestErrors).toEqual([]);
});
