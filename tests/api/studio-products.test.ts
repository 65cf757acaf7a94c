import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/site/messages.ts';
import { auditLog, breedProducts, products } from '../../db/schema/index.ts';
import { createStaff, staffVisitor } from '../support/staff.ts';
import { ENGINES, startTestApp, type TestApp } from '../support/test-app.ts';
import { newVisitor, type TestVisitor } from '../support/visitor.ts';

type ProductJson = { id_product: number; name: string; price: number | null; revision: number };

const NEW_PRODUCT = {
  name: 'Studio test lead',
  title: 'A lead for long walks',
  type: 'product',
  price: 19.9,
  link: '/dogs/studio-test-lead',
  abstract: 'Strong and light.',
  buy_text: 'Buy',
  from_text: 'From',
};

/**
 * The shop's products in the studio (decision 043): editors add, change and delete
 * them, a save from an older revision is refused, a product something shows is not deleted,
 * the home's shop block and the website's featured product follow the Shop section, every
 * change is audited and shows on the public API at once; authors are refused.
 */
describe.each(ENGINES)('studio products on %s', (engine) => {
  let app: TestApp;
  let editor: TestVisitor;
  const t = (key: string) => translate(app.services.messages, key);
  const put = (id: number, payload: Record<string, unknown>) =>
    editor.request({ method: 'PUT', url: `/api/studio/catalogue/products/${id}`, payload });

  beforeAll(async () => {
    app = await startTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } });
    editor = await staffVisitor(app, (await createStaff(app, 'editor')).idStaff);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('adds, changes (refusing a stale revision) and deletes a product, each audited', async () => {
    const created = await editor.post('/api/studio/catalogue/products', NEW_PRODUCT);
    expect(created.statusCode).toBe(201);
    const product = created.json() as ProductJson;
    expect(product).toMatchObject({ name: 'Studio test lead', price: 19.9, revision: 1 });

    const listed = await editor.get('/api/studio/catalogue/products?q=studio%20test');
    expect((listed.json() as ProductJson[]).map((p) => p.id_product)).toEqual([product.id_product]);
    const banners = (await editor.get('/api/studio/catalogue/products?type=banner')).json() as {
      type: string;
    }[];
    expect(banners.every((p) => p.type === 'banner')).toBe(true);

    const changed = await put(product.id_product, { ...NEW_PRODUCT, price: 24.5, revision: 1 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ price: 24.5, revision: 2 });
    // A second editor still on revision 1: refused, the current product in the answer.
    const stale = await put(product.id_product, { ...NEW_PRODUCT, price: 1, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('studio_products.stale'));
    expect(stale.json().current).toMatchObject({ price: 24.5, revision: 2 });

    const removed = await editor.request({
      method: 'DELETE',
      url: `/api/studio/catalogue/products/${product.id_product}`,
    });
    expect(removed.json()).toEqual({ deleted: true });
    const actions = (
      await app.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.subjectType, 'product'),
            eq(auditLog.subjectId, String(product.id_product)),
          ),
        )
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['product.create', 'product.delete', 'product.update']);
  });

  it('refuses to delete a product a breed kit shows, and says where it shows', async () => {
    const [kit] = await app.database.db.select().from(breedProducts).limit(1);
    expect(kit).toBeDefined();
    const refused = await editor.request({
      method: 'DELETE',
      url: `/api/studio/catalogue/products/${kit!.idProduct}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('studio_products.in_use'));
    expect(refused.json().uses.breeds.length).toBeGreaterThan(0);
    const [still] = await app.database.db
      .select()
      .from(products)
      .where(eq(products.idProduct, kit!.idProduct));
    expect(still).toBeDefined();
  });

  it('sets the shop block in order and the featured product; the public API shows them', async () => {
    const guest = await newVisitor(app);
    const all = (
      await editor.get('/api/studio/catalogue/products?type=product')
    ).json() as ProductJson[];
    const [a, b, c] = all;
    const saved = await editor.request({
      method: 'PUT',
      url: '/api/studio/catalogue/shop',
      payload: { featured: c!.id_product, block: [b!.id_product, a!.id_product] },
    });
    expect(saved.statusCode).toBe(200);
    const featured = (await guest.get('/api/store/featured')).json() as ProductJson[];
    expect(featured.map((p) => p.id_product)).toEqual([b!.id_product, a!.id_product]);
    expect((await app.services.site.websiteInfo()).featured_product?.id_product).toBe(
      c!.id_product,
    );

    // A new price shows on the public API at once.
    const before = (
      await editor.get(`/api/studio/catalogue/products/${b!.id_product}`)
    ).json() as ProductJson;
    // What the API answered goes back as it is, with the new price (unknown keys are dropped).
    const changed = await put(b!.id_product, { ...before, price: 42.42 });
    expect(changed.statusCode).toBe(200);
    const after = (await guest.get('/api/store/featured')).json() as ProductJson[];
    expect(after[0]!.price).toBe(42.42);

    const unknown = await editor.request({
      method: 'PUT',
      url: '/api/studio/catalogue/shop',
      payload: { featured: null, block: [999_999] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ block: [t('studio_products.errors.unknown_product')] });
  });

  it('names what is wrong in the site’s language; unknown products are 404; authors are refused', async () => {
    const bad = await editor.post('/api/studio/catalogue/products', {
      name: '',
      link: 'javascript:alert(1)',
      price: -1,
      id_family: 999_999,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: [t('studio_products.errors.name_required')],
      link: [t('studio_products.errors.link')],
      price: [t('studio_products.errors.price')],
    });
    const family = await editor.post('/api/studio/catalogue/products', {
      ...NEW_PRODUCT,
      id_family: 999_999,
    });
    expect(family.statusCode).toBe(422);
    expect(family.json().errors).toEqual({ id_family: [t('studio_products.errors.family')] });
    const missing = await put(999_999, { ...NEW_PRODUCT, revision: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('studio_products.not_found'));
    const author = await staffVisitor(app, (await createStaff(app, 'author')).idStaff);
    expect((await author.get('/api/studio/catalogue/products')).statusCode).toBe(403);
    expect((await author.post('/api/studio/catalogue/products', NEW_PRODUCT)).statusCode).toBe(403);
  });
});
