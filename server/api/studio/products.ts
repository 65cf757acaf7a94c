import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { productSchema } from '../../../core/studio/products/product-rules.ts';
import type { ProductRow } from '../../../core/studio/products/index.ts';
import { fieldErrorsOf } from '../../../core/studio/staff-rules.ts';
import { HttpError } from '../../errors.ts';
import { staffOf } from '../../plugins/studio-access.ts';
import type { ApiMessages } from '../messages.ts';
import { errorBody, idParam, idValue, type ApiApp } from '../schemas.ts';

const productBody = z.object({
  id_product: z.number(),
  name: z.string(),
  title: z.string(),
  type: z.enum(['product', 'banner']),
  id_family: z.number().nullable(),
  price: z.number().nullable(),
  link: z.string(),
  abstract: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  background_image_url: z.string().nullable(),
  background_mobile_image_url: z.string().nullable(),
  buy_text: z.string(),
  from_text: z.string(),
  in_shop_block: z.boolean(),
  site_featured: z.boolean(),
  revision: z.number(),
  updated_at: z.string(),
});
export const productAnswer = (row: ProductRow): z.infer<typeof productBody> => ({
  id_product: row.idProduct,
  name: row.name,
  title: row.title,
  type: row.type,
  id_family: row.idFamily,
  price: row.price,
  link: row.link,
  abstract: row.abstract,
  description: row.description,
  image_url: row.imageUrl,
  background_image_url: row.backgroundImageUrl,
  background_mobile_image_url: row.backgroundMobileImageUrl,
  buy_text: row.buyText,
  from_text: row.fromText,
  in_shop_block: row.isFeatured,
  site_featured: row.isSiteFeatured,
  revision: row.revision,
  updated_at: row.updatedAt.toISOString(),
});

const productInput = z.object({
  name: z.unknown(),
  title: z.unknown().optional(),
  type: z.unknown().optional(),
  id_family: z.unknown().optional(),
  price: z.unknown().optional(),
  link: z.unknown(),
  abstract: z.unknown().optional(),
  description: z.unknown().optional(),
  image_url: z.unknown().optional(),
  background_image_url: z.unknown().optional(),
  background_mobile_image_url: z.unknown().optional(),
  buy_text: z.unknown().optional(),
  from_text: z.unknown().optional(),
});
const usesBody = z.object({
  breeds: z.array(z.object({ id: z.number(), name: z.string() })),
  articles: z.array(z.object({ id: z.number(), title: z.string() })),
  site_featured: z.boolean(),
  shop_block: z.boolean(),
});
const staleBody = errorBody.extend({ current: productBody });
const inUseBody = errorBody.extend({ uses: usesBody });
const params = z.object({ id: idParam });

/**
 * The shop's products (decision 043): editors and up (`products.edit`). Prices are
 * numbers in the site's currency. A save names the revision it started from; an older one is
 * refused with 409 and the current product. A product something shows is not deleted (409 with
 * its uses). Every change is audited and shows on the public pages at once.
 */
export function productRoutes(app: ApiApp, services: Services, { t, invalid }: ApiMessages) {
  const products = services.studioProducts;
  const notFound = () => new HttpError(404, t('studio_products.not_found'));
  const checked = (body: unknown) => {
    const input = { type: 'product', buy_text: 'Buy', from_text: 'From', ...(body as object) };
    const fields = fieldErrorsOf(productSchema, input);
    if (!fields.ok) throw invalid(fields.errors);
    return fields.value;
  };

  app.get(
    '/api/studio/catalogue/products',
    {
      config: { permission: 'products.edit' },
      schema: {
        summary: 'Products by name, title or id (q), family and type; name order, 500 at most',
        querystring: z.object({
          q: z.string().max(200).optional(),
          family: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
          type: z.enum(['product', 'banner']).optional(),
        }),
        response: { 200: z.array(productBody) },
      },
    },
    async (request) =>
      (
        await products.list({
          query: request.query.q,
          idFamily: request.query.family ?? null,
          type: request.query.type ?? null,
        })
      ).map(productAnswer),
  );

  app.get(
    '/api/studio/catalogue/products/:id',
    {
      config: { permission: 'products.edit' },
      schema: {
        summary: 'One product, with its revision and where it shows',
        params,
        response: { 200: productBody.extend({ uses: usesBody }), 404: errorBody },
      },
    },
    async (request) => {
      const row = await products.get(request.params.id);
      if (!row) throw notFound();
      return { ...productAnswer(row), uses: await products.uses(row.idProduct) };
    },
  );

  app.post(
    '/api/studio/catalogue/products',
    {
      config: { permission: 'products.edit' },
      schema: {
        summary: 'Adds a product; audited',
        body: productInput,
        response: { 201: productBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const result = await products.create(staffOf(request), checked(request.body));
      if (result.status === 'invalid') throw invalid(result.errors);
      if (result.status !== 'saved') throw notFound();
      return reply.code(201).send(productAnswer(result.product));
    },
  );

  app.put(
    '/api/studio/catalogue/products/:id',
    {
      config: { permission: 'products.edit' },
      schema: {
        summary: 'Changes a product, from the revision it was read at (409 if older); audited',
        params,
        body: productInput.extend({ revision: z.number().int().min(1).max(2_147_483_647) }),
        response: { 200: productBody, 404: errorBody, 409: staleBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { revision, ...body } = request.body;
      const result = await products.update(
        staffOf(request),
        request.params.id,
        revision,
        checked(body),
      );
      if (result.status === 'invalid') throw invalid(result.errors);
      if (result.status === 'not_found') throw notFound();
      if (result.status === 'stale')
        return reply
          .code(409)
          .send({ message: t('studio_products.stale'), current: productAnswer(result.product) });
      return productAnswer(result.product);
    },
  );

  app.delete(
    '/api/studio/catalogue/products/:id',
    {
      config: { permission: 'products.edit' },
      schema: {
        summary: 'Deletes a product nothing shows (409 with its uses otherwise); audited',
        params,
        response: { 200: z.object({ deleted: z.boolean() }), 409: inUseBody },
      },
    },
    async (request, reply) => {
      const result = await products.remove(staffOf(request), request.params.id);
      if (typeof result === 'object')
        return reply.code(409).send({ message: t('studio_products.in_use'), uses: result.uses });
      return { deleted: result === 'deleted' };
    },
  );

  app.get(
    '/api/studio/catalogue/shop',
    {
      config: { permission: 'products.edit' },
      schema: {
        summary: "The website's featured product and the home's shop block, in order",
        response: {
          200: z.object({ featured: productBody.nullable(), block: z.array(productBody) }),
        },
      },
    },
    async () => {
      const shop = await products.shop();
      return {
        featured: shop.featured ? productAnswer(shop.featured) : null,
        block: shop.block.map(productAnswer),
      };
    },
  );

  app.put(
    '/api/studio/catalogue/shop',
    {
      config: { permission: 'products.edit' },
      schema: {
        summary:
          "Sets the website's featured product (or null) and the shop block's products in order; audited",
        body: z.object({
          featured: idValue.nullable(),
          block: z.array(idValue).max(24),
        }),
        response: {
          200: z.object({ featured: productBody.nullable(), block: z.array(productBody) }),
          422: errorBody,
        },
      },
    },
    async (request) => {
      const saved = await products.saveShop(staffOf(request), request.body);
      if (!saved) throw invalid({ block: ['studio_products.errors.unknown_product'] });
      const shop = await products.shop();
      return {
        featured: shop.featured ? productAnswer(shop.featured) : null,
        block: shop.block.map(productAnswer),
      };
    },
  );
}
