import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFullWidthProduct, type Product } from '../../core/products/to-product.ts';
import { products } from '../../db/schema/index.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(ENGINES)('GET /api/store/featured on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const featured = async () => {
    const response = await app.server.inject('/api/store/featured');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    return response.json() as Product[];
  };

  it('answers the featured products with the product fields, in catalogue order', async () => {
    const list = await featured();
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const product of list) {
      for (const field of [
        'name',
        'title',
        'abstract',
        'description',
        'link',
        'image',
        'image_url',
        'background_image_url',
        'background_mobile_image_url',
        'price',
        'type',
      ]) {
        expect(product).toHaveProperty(field);
      }
      expect(['banner', 'product']).toContain(product.type);
    }
    const ids = list.map((p) => p.id_product);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Only featured ones: the bowl set (10) is not featured in the demo catalogue.
    expect(ids).not.toContain(10);
  });

  it("links every product absolutely into the locale's shop", async () => {
    for (const product of await featured()) {
      expect(product.link).toMatch(/^https:\/\/shop\.pawpedia\.example\/en\/[a-z]/);
      expect(() => new URL(product.link)).not.toThrow();
    }
  });

  it('follows the shop URL of the site locale', async () => {
    const pt = await startTestApp(engine, {
      seed: true,
      env: { SITE_LOCALE: 'pt_BR', STORE_URL_PT_BR: 'https://loja.example.com.br/pets/' },
    });
    try {
      const list = (await pt.server.inject('/api/store/featured')).json() as Product[];
      expect(list.length).toBeGreaterThan(0);
      for (const product of list)
        expect(product.link).toMatch(/^https:\/\/loja\.example\.com\.br\/pets\/[a-z]/);
    } finally {
      await pt.close();
    }
  });

  it('makes banners and cards without texts full width, and the others normal cards', async () => {
    const list = await featured();
    const banner = list.find((p) => p.type === 'banner');
    expect(banner, 'the demo catalogue features a banner').toBeDefined();
    expect(banner!.background_image_url).toBeTruthy();
    expect(isFullWidthProduct(banner!)).toBe(true);
    const normal = list.filter((p) => p.type === 'product' && p.description !== '');
    expect(normal.length).toBeGreaterThan(0);
    for (const product of normal) expect(isFullWidthProduct(product)).toBe(false);

    // A featured product whose texts are empty or the text 'null' is full width too.
    await app.database.db
      .update(products)
      .set({ isFeatured: true, abstract: 'null', description: '' })
      .where(eq(products.idProduct, 10));
    const bowls = (await featured()).find((p) => p.id_product === 10);
    expect(bowls).toMatchObject({ type: 'product', abstract: 'null', description: '' });
    expect(isFullWidthProduct(bowls!)).toBe(true);
  });
});
