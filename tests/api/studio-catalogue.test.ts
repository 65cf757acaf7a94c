import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { auditLog, infographics, staticPages } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

/**
 * The static pages in the studio (decision 043): editors write a page's title,
 * markdown and HTML field per locale; the HTML loses scripts and event attributes when saved
 * and again when shown; every save is audited and shows at once; authors are refused.
 */
describe.each(ENGINES)('studio static pages on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const put = (url: string, payload: Record<string, unknown>) =>
    editor.request({ method: 'PUT', url, payload });

  beforeAll(async () => {
    app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('saves a page’s text with its HTML sanitised, shows it at once and audits it', async () => {
    const listed = (await editor.get('/api/studio/pages')).json() as { key: string }[];
    expect(new Set(listed.map((page) => page.key))).toEqual(
      new Set(['about', 'privacy', 'terms', 'faq', 'tbd']),
    );
    const saved = await put('/api/studio/pages/about/en', {
      title: 'About the studio test',
      body: '# Who we are\n\nHello <script>alert(1)</script>',
      html: '<p onclick="alert(1)">Extra <b>text</b></p><img src="https://example.com/x.png" onerror="alert(2)" alt="x"><script>alert(3)</script>',
    });
    expect(saved.statusCode).toBe(200);
    const html = saved.json().html as string;
    expect(html).toContain('<b>text</b>');
    expect(html).not.toMatch(/script|onclick|onerror|alert/);
    expect(saved.json()).toMatchObject({
      path: '/about-us',
      aliases: ['/sobre', '/about', '/sobre-nos'],
    });

    const [row] = await app.database.db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.key, 'about'), eq(staticPages.locale, 'en')));
    expect(row!.html).not.toMatch(/script|onclick|onerror/);

    const page = await app.services.pages.get('about');
    expect(page!.title).toBe('About the studio test');
    expect(page!.body_html).toContain('<h2>Who we are</h2>');
    expect(page!.body_html).not.toContain('<script');
    expect(page!.html).toContain('<b>text</b>');
    expect(page!.html).not.toMatch(/onerror|onclick|<script/);

    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectType, 'static_page'));
    expect(entries.map((entry) => [entry.action, entry.subjectId])).toEqual([
      ['page.update', 'about/en'],
    ]);
  });

  it('adds a locale’s text that was missing; names bad input; refuses authors', async () => {
    await app.database.db
      .delete(staticPages)
      .where(and(eq(staticPages.key, 'tbd'), eq(staticPages.locale, 'pt')));
    expect((await editor.get('/api/studio/pages/tbd/pt')).statusCode).toBe(404);
    const added = await put('/api/studio/pages/tbd/pt', { title: 'Em breve', body: 'Brevemente.' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ key: 'tbd', locale: 'pt', title: 'Em breve', html: null });

    const bad = await put('/api/studio/pages/faq/en', { title: '  ', body: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: [t('studio_catalogue.errors.title_required')],
      body: [t('studio_catalogue.errors.invalid')],
    });
    expect((await put('/api/studio/pages/nowhere/en', { title: 'x' })).statusCode).toBe(400);
    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    expect((await author.get('/api/studio/pages')).statusCode).toBe(403);
    expect(
      (
        await author.request({
          method: 'PUT',
          url: '/api/studio/pages/about/en',
          payload: { title: 'Mine' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('adds, changes and deletes an infographic with its related ones; audited; shown at once', async () => {
    const [first, second] = await app.database.db
      .select()
      .from(infographics)
      .orderBy(infographics.idInfographic)
      .limit(2);
    const poster = {
      title: 'Studio test poster',
      slug: 'Studio-Test-Poster',
      image_path: '/media/posters/test.png',
      mobile_image_path: '/media/posters/test-phone.png',
      thumbnail_path: '/media/posters/test-thumb.png',
      related: [second!.idInfographic, first!.idInfographic],
    };
    const created = await editor.post('/api/studio/infographics', poster);
    expect(created.statusCode).toBe(201);
    const id = created.json().id_infographic as number;
    expect(created.json()).toMatchObject({
      slug: 'studio-test-poster',
      related: [second!.idInfographic, first!.idInfographic],
    });
    const shown = await app.services.infographics.get(id);
    expect(shown!.title).toBe('Studio test poster');
    expect(shown!.related.map((r) => r.id_infographic)).toEqual([
      second!.idInfographic,
      first!.idInfographic,
    ]);

    const changed = await put(`/api/studio/infographics/${id}`, {
      ...poster,
      title: 'Studio test poster, again',
      related: [first!.idInfographic, id],
    });
    expect(changed.statusCode).toBe(200);
    // Never related to itself.
    expect(changed.json().related).toEqual([first!.idInfographic]);
    expect((await app.services.infographics.get(id))!.title).toBe('Studio test poster, again');

    const bad = await put(`/api/studio/infographics/${id}`, {
      ...poster,
      title: '',
      slug: 'not a slug',
      image_path: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: [t('studio_catalogue.errors.title_required')],
      slug: [t('studio_catalogue.errors.slug')],
      image_path: [t('studio_catalogue.errors.picture')],
    });
    const unknown = await put(`/api/studio/infographics/${id}`, { ...poster, related: [999_999] });
    expect(unknown.json().errors).toEqual({ related: [t('studio_catalogue.errors.related')] });

    const removed = await editor.request({
      method: 'DELETE',
      url: `/api/studio/infographics/${id}`,
    });
    expect(removed.json()).toEqual({ deleted: true });
    expect(await app.services.infographics.get(id)).toBeNull();
    const actions = (
      await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'infographic'), eq(auditLog.subjectId, String(id))))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual([
      'infographic.create',
      'infographic.delete',
      'infographic.update',
    ]);
    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    expect((await author.get('/api/studio/infographics')).statusCode).toBe(403);
  });
});
