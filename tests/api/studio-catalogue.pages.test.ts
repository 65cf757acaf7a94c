import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../core/site/locale-format.ts';
import { translate } from '../../core/site/messages.ts';
import { infographics, products, staticPages } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestVisitor } from '../support/visitor.ts';

/**
 * The catalogue's screens without scripts (decision 043), on the Brazilian site, whose
 * prices once crashed: a price typed "1.234,50" is R$ 1.234,50 everywhere; a bad one is refused
 * next to its field with what was typed; a static page's HTML is sanitised; an infographic is
 * added; authors get 403.
 */
describe.each(ENGINES)('catalogue screens on %s (pt_BR)', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

  beforeAll(async () => {
    app = await startTestApp(engine, {
      pages: true,
      env: { RATE_LIMIT_SCALE: '100', SITE_LOCALE: 'pt_BR' },
    });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a price written the Brazilian way is saved and shown in reais; a bad one is refused', async () => {
    const [row] = await app.database.db
      .select()
      .from(products)
      .where(eq(products.type, 'product'))
      .limit(1);
    const url = `/studio/products/${row!.idProduct}`;
    const screen = await editor.get(url);
    expect(screen.statusCode).toBe(200);
    const fields = {
      intent: 'save',
      revision: String(row!.revision),
      name: row!.name,
      title: row!.title,
      type: row!.type,
      id_family: row!.idFamily ? String(row!.idFamily) : '',
      link: row!.link,
      abstract: row!.abstract,
      description: row!.description,
      image_url: row!.imageUrl ?? '',
      background_image_url: row!.backgroundImageUrl ?? '',
      background_mobile_image_url: row!.backgroundMobileImageUrl ?? '',
      buy_text: row!.buyText,
      from_text: row!.fromText,
    };
    const refused = await editor.postForm(url, { ...fields, price: '12,345' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(escaped(t('studio_products.errors.price')));
    expect(refused.body).toContain('value="12,345"');

    const saved = await editor.postForm(url, { ...fields, price: 'R$ 1.234,50' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(t('studio_products.saved'));
    const [after] = await app.database.db
      .select()
      .from(products)
      .where(eq(products.idProduct, row!.idProduct));
    expect(after).toMatchObject({ price: 1234.5, revision: row!.revision + 1 });
    expect((await editor.get(url)).body).toContain('value="1234,50"');
    const list = (await editor.get(`/studio/products?q=${encodeURIComponent(row!.name)}`)).body;
    expect(list).toContain(formatPrice(1234.5, 'pt_BR'));

    // The same revision again: someone saved meanwhile.
    const stale = await editor.postForm(url, { ...fields, price: '1,00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(escaped(t('studio_products.stale')));
  });

  it('a static page’s HTML loses its script and event attributes', async () => {
    const saved = await editor.postForm('/studio/pages/terms/pt_BR', {
      title: 'Termos de teste',
      body: 'Texto.',
      html: '<p>Oi</p><img src="https://example.com/a.png" onerror="alert(1)" alt="a"><script>alert(2)</script>',
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.key, 'terms'), eq(staticPages.locale, 'pt_BR')));
    expect(row!.html).toContain('<p>Oi</p>');
    expect(row!.html).not.toMatch(/onerror|script|alert/);
    const page = (await editor.get('/terms')).body;
    expect(page).toContain('Termos de teste');
    expect(page).not.toMatch(/onerror=|alert\(/);
  });

  it('adds an infographic without scripts; authors are refused', async () => {
    const added = await editor.postForm('/studio/infographics/new', {
      intent: 'save',
      title: 'Pôster de teste',
      slug: 'poster-de-teste',
      image_path: '/media/p.png',
      mobile_image_path: '/media/p-phone.png',
      thumbnail_path: '/media/p-thumb.png',
    });
    expect(added.statusCode).toBe(302);
    const [row] = await app.database.db
      .select()
      .from(infographics)
      .where(eq(infographics.slug, 'poster-de-teste'));
    expect(added.headers.location).toBe(`/studio/infographics/${row!.idInfographic}`);
    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    for (const url of ['/studio/products', '/studio/infographics', '/studio/pages'])
      expect((await author.get(url)).statusCode, url).toBe(403);
  });
});
