import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import {
  pictureMarkdown,
  productCardMarkdown,
} from '../../app/components/studio/editor/markdown-commands.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

describe.each(ENGINES)('the editor preview on %s', (engine) => {
  let app: TestApp;
  let writer: TestVisitor;

  beforeAll(async () => {
    app = await startTestApp(engine);
    writer = await staffVisitor(app, (await createStaff(app, 'contributor')).idStaff);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders as the public article does, sanitised, with the product cards it embeds', async () => {
    const [product] = await app.database.db
      .select()
      .from(products)
      .orderBy(asc(products.idProduct))
      .limit(1);
    const id = product!.idProduct;
    const content = [
      '# Walks',
      'A **long** walk. <script>alert(1)</script><img src=x onerror=alert(1)>',
      `<div class="product-card" data-id="${id}" data-title="The lead"></div>`,
      '<div class="product-card" data-id="987654"></div>',
      '![A dog](/media/library/abcdefghijklmnopqrstuv.webp "fluid")',
    ].join('\n\n');
    const answer = await writer.post('/api/studio/preview', { content, get_more: '- one' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.content_html).toContain('<h2>Walks</h2>');
    expect(body.content_html).toContain('<strong>long</strong>');
    expect(body.content_html).not.toMatch(/script|onerror/);
    expect(body.content_html).toContain(
      `<div class="product-card" data-id="${id}" data-title="The lead"></div>`,
    );
    expect(body.content_html).toContain('class="md-image md-image--fluid"');
    expect(body.get_more_html).toBe('<ul class="md-list">\n<li>one</li>\n</ul>');
    const stock = (await app.server.inject({ url: `/api/stock/product/${id}` })).json().data;
    expect(body.products).toEqual([{ id, ...stock }]);
    expect(body.unknown_products).toEqual([987654]);
  });

  it("renders the editor toolbar's pictures and product cards as the public page shows them", async () => {
    const content = [
      pictureMarkdown('/media/library/abcdefghijklmnopqrstuv.webp', 'A [big] "dog"'),
      productCardMarkdown(12, 'Bed "deluxe" <3'),
    ].join('\n\n');
    const html = (await writer.post('/api/studio/preview', { content })).json().content_html;
    expect(html).toContain('alt="A [big] &quot;dog&quot;"');
    expect(html).toContain(
      '<div class="product-card" data-id="12" data-title="Bed &quot;deluxe&quot; &lt;3"></div>',
    );
  });

  it('refuses what is not markdown text, and anyone but staff', async () => {
    expect((await writer.post('/api/studio/preview', {})).statusCode).toBe(400);
    expect((await writer.post('/api/studio/preview', { content: 5 })).statusCode).toBe(400);
    const empty = await writer.post('/api/studio/preview', { content: '' });
    expect(empty.json()).toEqual({
      content_html: '',
      get_more_html: null,
      products: [],
      unknown_products: [],
    });
    const guest = await newVisitor(app);
    expect((await guest.post('/api/studio/preview', { content: 'x' })).statusCode).toBe(401);
  });
});
