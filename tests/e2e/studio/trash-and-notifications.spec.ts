import { articleSaveBody } from '../../../core/studio/articles/save-body.ts';
import {
  expect,
  inviteStaff,
  mailText,
  restoreFromTrash,
  signedInOwner,
  staffPage,
  t,
  test,
  trashFromEditor,
  type Page,
} from './studio-fixtures.ts';

/**
 * The trash (docs/decisions/075), the creator's byline (076) and the review notifications (077)
 * in the browser: a new contributor signs in, writes and submits; the editor's mail and dashboard
 * say so; the editor sends it back with a note, which reaches the contributor; once published the
 * public page carries the contributor's byline; the editor trashes it (410 at once) and restores
 * it (unpublished: still 410); the owner deletes it for good. Each trash step is confirmed first.
 */

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');

async function studioApi(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const csrf = await page.request.get('/api/auth/csrf', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return page.request.fetch(url, {
    method,
    data,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': csrf.headers()['x-csrf-token'] ?? '',
      Origin: new URL(page.url()).origin,
    },
  });
}

type Editor = {
  article: Record<string, unknown> & { revision: number; slug: string; status: string };
};
const studioArticle = async (page: Page, id: number) =>
  (await (await studioApi(page, 'GET', `/api/studio/articles/${id}`)).json()) as Editor;

test('a new contributor’s article: their byline, review mail both ways, trash and restore, deleted for good', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const viewport = page.viewportSize()!;
  await signedInOwner(page);
  const writer = await inviteStaff(page, 'contributor');
  const editor = await staffPage(browser, 'editor');
  await writer.page.setViewportSize(viewport);
  await editor.page.setViewportSize(viewport);
  const w = writer.page;
  const e = editor.page;

  // The contributor writes a new article: its author is them, with no profile saved.
  const word = `zq${Date.now().toString(36)}`;
  const title = `Trimming claws ${word}`;
  await w.goto('/studio/articles/new');
  await hydrated(w);
  await w.getByLabel(t('studio_editor.fields.title'), { exact: true }).fill(title);
  await w.getByRole('button', { name: t('studio_editor.new.create') }).click();
  await expect(w).toHaveURL(/\/studio\/articles\/\d+$/);
  const id = Number(/\/studio\/articles\/(\d+)$/.exec(w.url())![1]);
  const created = await studioArticle(w, id);
  const authors = (await (await studioApi(w, 'GET', '/api/studio/authors')).json()) as {
    id_author: number;
    name: string;
  }[];
  expect(authors.find((a) => a.id_author === created.article.id_author)?.name).toBe(
    writer.account.name,
  );
  const saved = await studioApi(w, 'PUT', `/api/studio/articles/${id}`, {
    revision: created.article.revision,
    article: articleSaveBody(created.article, {
      excerpt: 'How to trim a dog’s claws at home, calmly, a few at a time, with the right tool.',
      content: `Trim a little at a time. ${word}.`,
    }),
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Submitted: the editor gets a mail with the title and the studio editor's link…
  await w.reload();
  await hydrated(w);
  await w.getByRole('button', { name: t('studio_editor.state.submit'), exact: true }).click();
  await expect(w.getByTestId('article-status')).toHaveText(t('studio_editor.status.in_review'));
  await expect
    .poll(() => mailText(editor.account.email), { timeout: 30_000 })
    .toContain(`/studio/articles/${id}`);
  expect(mailText(editor.account.email)).toContain(title);
  // …and an entry on the dashboard, to the article.
  await e.goto('/studio');
  await hydrated(e);
  const entry = e.getByTestId('dashboard-notifications').getByRole('link', {
    name: t('studio_dashboard.notify_submitted', { actor: writer.account.name, title }),
  });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(e).toHaveURL(new RegExp(`/studio/articles/${id}$`));
  await hydrated(e);

  // The editor sends it back with a note; the note reaches the contributor.
  const note = `Say which clippers, please ${word}.`;
  await e.getByRole('button', { name: t('studio_editor.state.send_back'), exact: true }).click();
  const dialog = e.getByRole('dialog', { name: t('studio_editor.state.send_back') });
  await dialog.getByLabel(t('studio_editor.state.send_back_note')).fill(note);
  await dialog.getByRole('button', { name: t('studio_editor.state.send_back') }).click();
  await expect(e.getByTestId('article-status')).toHaveText(t('studio_editor.status.draft'));
  await expect.poll(() => mailText(writer.account.email), { timeout: 30_000 }).toContain(note);

  // Submitted again and published by the editor: the public page carries the writer's byline.
  const draft = await studioArticle(w, id);
  expect(
    (
      await studioApi(w, 'POST', `/api/studio/articles/${id}/submit`, {
        revision: draft.article.revision,
      })
    ).status(),
  ).toBe(200);
  const inReview = await studioArticle(e, id);
  const published = await studioApi(e, 'POST', `/api/studio/articles/${id}/publish`, {
    revision: inReview.article.revision,
  });
  expect(published.status(), await published.text()).toBe(200);
  const publicPath = `/article/${id}/${inReview.article.slug}`;
  const guest = await request.get(publicPath);
  expect(guest.status()).toBe(200);
  expect(await guest.text()).toContain(writer.account.name);

  // The editor moves it to the trash, after confirming: 410 for visitors at once.
  await e.reload();
  await hydrated(e);
  const row = await trashFromEditor(e, title);
  await expect(row).toContainText(editor.account.name);
  expect((await request.get(publicPath)).status()).toBe(410);
  expect((await request.get(`/api/article/${id}`)).status()).toBe(410);
  // Opened by its address, it says it is in the trash and offers no change.
  await e.goto(`/studio/articles/${id}`);
  await expect(e.getByTestId('in-trash-notice')).toContainText(t('studio_trash.article_in_trash'));
  await expect(e.getByRole('button', { name: t('studio_editor.save'), exact: true })).toHaveCount(
    0,
  );
  await e.getByTestId('in-trash-notice').getByRole('link').click();
  await expect(e).toHaveURL(/\/studio\/trash$/);

  // Restored, after confirming: unpublished again (it was public once: still 410), never public
  // by itself.
  await restoreFromTrash(e, title);
  expect((await studioArticle(e, id)).article.status).toBe('unpublished');
  expect((await request.get(publicPath)).status()).toBe(410);
  // Editors do not delete for good; the owner does.
  expect(await e.getByText(t('studio_trash.delete'), { exact: true }).count()).toBe(0);

  expect(
    (await studioApi(e, 'POST', `/api/studio/articles/${id}/trash`, { confirm: true })).status(),
  ).toBe(204);
  await page.goto('/studio/trash');
  await hydrated(page);
  const ownerRow = page.getByTestId('studio-trash').getByRole('row').filter({ hasText: title });
  await ownerRow.getByText(t('studio_trash.delete'), { exact: true }).click();
  await expect(ownerRow).toContainText(t('studio_trash.confirm_delete', { title }));
  await ownerRow.getByRole('button', { name: t('studio_trash.delete_label', { title }) }).click();
  await expect(page.getByRole('status')).toHaveText(t('studio_trash.deleted'));
  await expect(
    page.getByTestId('studio-trash').getByRole('row').filter({ hasText: title }),
  ).toHaveCount(0);
  expect((await studioApi(page, 'GET', `/api/studio/articles/${id}`)).status()).toBe(404);
  await writer.context.close();
});

test('an edition in the trash, opened by its address, says so and cannot be changed', async ({
  page,
}) => {
  await signedInOwner(page);
  await page.goto('/studio/newsletter');
  const subject = `Trashed edition ${Date.now().toString(36)}`;
  const created = await studioApi(page, 'POST', '/api/studio/newsletter', { subject });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id_edition: number }).id_edition;
  expect(
    (
      await studioApi(page, 'POST', `/api/studio/newsletter/${id}/trash`, { confirm: true })
    ).status(),
  ).toBeLessThan(300);

  await page.goto(`/studio/newsletter/${id}`);
  // The sentence up to the date, which the page writes in the site's format.
  const [before] = t('studio_trash.edition_in_trash', { date: '\u0000' }).split('\u0000');
  await expect(page.getByTestId('in-trash-notice')).toContainText(before!.trim());
  await expect(page.getByLabel(t('studio_newsletter.subject'), { exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(page.getByText(t('studio_newsletter.trash_submit'), { exact: true })).toHaveCount(0);
  await page.getByTestId('in-trash-notice').getByRole('link').click();
  await expect(page).toHaveURL(/\/studio\/trash$/);
  await expect(page.getByTestId('studio-trash')).toContainText(subject);
});
