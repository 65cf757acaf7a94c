import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '../../core/articles/long-date.ts';
import { signPreviewToken } from '../../core/publishing/preview-token.ts';
import { paths } from '../../core/site/paths.ts';
import * as schema from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The public article page and its states (decision 035): only a published article is shown; an
// unpublished one is 410, a draft or a scheduled one 404; an old slug 301s; the medical sign-off
// and the SEO fields; the signed preview page. Pages are rendered by Vite from the sources
// (slow to boot), with the page cache in front as in production; PGlite only.

describe('the article page and its preview', () => {
  let app: TestApp;
  let article: typeof schema.articles.$inferSelect;
  beforeAll(async () => {
    app = await startTestApp('pglite', { pages: true, pageCache: true });
    [article] = (await app.database.db.select().from(schema.articles).limit(1)) as [
      typeof schema.articles.$inferSelect,
    ];
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.server.inject({ method: 'GET', url });
  const page = () => paths.article({ id: article.idArticle, slug: article.slug });
  /** A change made by a service: the row, then the announcement after the commit. */
  const change = async (values: Partial<typeof schema.articles.$inferInsert>) => {
    await app.database.db
      .update(schema.articles)
      .set(values)
      .where(eq(schema.articles.idArticle, article.idArticle));
    app.services.publishing.purge.announce({ kind: 'article', id: article.idArticle });
  };

  it('hides a draft, one in review or a scheduled one behind a 404, and says 410 once unpublished', async () => {
    expect((await get(page())).statusCode).toBe(200);
    for (const status of ['draft', 'in_review', 'scheduled'] as const) {
      await change({ status });
      const response = await get(page());
      expect(response.statusCode, status).toBe(404);
      expect(response.body, status).not.toContain(article.title);
    }
    await change({ status: 'unpublished' });
    const gone = await get(page());
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<h1 id="gone-heading">This article has been withdrawn</h1>');
    expect(gone.body).not.toContain(article.excerpt);
    // Published again: the announcement empties the cache, so the page is back at once.
    await change({ status: 'published' });
    expect((await get(page())).statusCode).toBe(200);
  });

  it('moves an old slug permanently to the article’s address, query kept', async () => {
    const oldSlug = article.slug;
    const newSlug = `${article.slug}-renamed`;
    await change({ slug: newSlug });
    try {
      const moved = await get(
        `${paths.article({ id: article.idArticle, slug: oldSlug })}?font=serif`,
      );
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(
        `${paths.article({ id: article.idArticle, slug: newSlug })}?font=serif`,
      );
    } finally {
      await change({ slug: oldSlug });
    }
  });

  it('shows the medical sign-off and uses the SEO fields and the alt text', async () => {
    const [reviewer] = await app.database.db
      .insert(schema.staff)
      .values({
        email: 'vet@example.com',
        displayName: 'Ana Lima',
        passwordHash: 'x',
        role: 'editor',
        medicalReviewer: true,
        credentials: 'DVM',
      })
      .returning();
    const reviewedAt = new Date('2026-03-05T10:00:00Z');
    await change({
      medicalReviewerId: reviewer!.idStaff,
      medicalReviewedAt: reviewedAt,
      // Written at sign-off, as the page shows it (decision 086).
      medicalReviewerName: 'Ana Lima',
      medicalReviewerCredentials: 'DVM',
      seoTitle: 'Search engine title',
      seoDescription: 'A description written for search results.',
      socialImageUrl: '/img/social-share.webp',
      imageAlt: 'A dog asleep on a sofa',
      isActive: false,
    });
    const body = (await get(page())).body;
    const date = longDate(reviewedAt.getTime() / 1000, 'en');
    expect(body).toContain(
      '<p data-testid="medical-review">Medically reviewed by Ana Lima, DVM</p>',
    );
    expect(body).toContain(`<p data-testid="last-reviewed">Last reviewed ${date}</p>`);
    expect(body).toMatch(/<title>Search engine title · [^<]+<\/title>/);
    expect(body).toContain(
      '<meta name="description" content="A description written for search results."',
    );
    expect(body).toMatch(/<meta property="og:image" content="[^"]*\/img\/social-share\.webp"/);
    expect(body).toContain('alt="A dog asleep on a sofa"');

    // Empty fields fall back to the title, the excerpt and the article's own picture.
    await change({
      seoTitle: '',
      seoDescription: '',
      socialImageUrl: null,
      medicalReviewerId: null,
      medicalReviewedAt: null,
      medicalReviewerName: null,
      medicalReviewerCredentials: '',
    });
    const plain = (await get(page())).body;
    expect(plain).not.toContain('data-testid="medical-review"');
    expect(plain).toContain(`<title>${escapeHtml(article.title)} · `);
    expect(plain).toContain(`<meta name="description" content="${escapeHtml(article.excerpt)}"`);
    expect(plain).not.toContain('social-share.webp');
  });

  describe('preview link', () => {
    const link = (expiresAt: Date, secret = app.config.sessionSecret) =>
      paths.articlePreview({
        token: signPreviewToken(secret, { idArticle: article.idArticle, expiresAt }),
      });

    it('shows a draft exactly as its page would be, never indexed nor kept', async () => {
      await change({ status: 'draft', title: 'A draft nobody has seen' });
      try {
        expect((await get(page())).statusCode).toBe(404);
        const url = link(new Date(Date.now() + 3600_000));
        for (let i = 0; i < 2; i++) {
          const preview = await get(url);
          expect(preview.statusCode).toBe(200);
          expect(preview.headers['cache-control']).toBe('no-store');
          expect(preview.body).toContain('A draft nobody has seen');
          expect(preview.body).toMatch(
            /<p class="preview-banner" role="status" data-testid="preview-banner">Preview: not published<\/p>/,
          );
          expect(preview.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
          // The same article view as the public page.
          expect(preview.body).toContain('class="article__title"');
        }
      } finally {
        await change({ status: 'published', title: article.title });
      }
    });

    it('refuses an expired or forged link with a clear 404 page', async () => {
      const expired = await get(link(new Date(Date.now() - 1000)));
      const forged = await get(link(new Date(Date.now() + 3600_000), 'x'.repeat(40)));
      const garbage = await get(paths.articlePreview({ token: 'not-a-token' }));
      for (const response of [expired, forged, garbage]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain(
          '<h1 id="preview-refused-heading">This preview link has expired or is not valid</h1>',
        );
        expect(response.body).not.toContain(article.title);
      }
    });
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
