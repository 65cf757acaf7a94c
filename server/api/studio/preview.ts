import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { productCardIds } from '../../../core/articles/product-card-ids.ts';
import { renderMarkdown } from '../../../core/shared/markdown.ts';
import type { ApiMessages } from '../messages.ts';
import { text, type ApiApp } from '../schemas.ts';

/** As long as an article's content may be (the article API's limit). */
const CONTENT_MAX = 200_000;
/** More cards than any article has; the rest show as missing in the preview. */
const CARDS_MAX = 50;

const previewProduct = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  buyText: z.string(),
  fromText: z.string(),
});

/**
 * POST /api/studio/preview: markdown rendered by exactly the public article's renderer and
 * sanitiser (core/shared/markdown.ts), with the data of the product cards it embeds (as the stock
 * service answers them for the public page), so the editor's preview is the public page's text.
 */
export function previewRoutes(app: ApiApp, services: Services, _messages: ApiMessages) {
  app.post(
    '/api/studio/preview',
    {
      config: { permission: 'article.create' },
      schema: {
        summary: 'Renders article markdown as the public page does, with its product cards',
        body: z.object({
          content: text(CONTENT_MAX),
          get_more: text(CONTENT_MAX).nullish(),
        }),
        response: {
          200: z.object({
            content_html: z.string(),
            get_more_html: z.string().nullable(),
            products: z.array(previewProduct),
            unknown_products: z.array(z.number()),
          }),
        },
      },
    },
    async (request) => {
      const contentHtml = renderMarkdown(request.body.content);
      const getMore = request.body.get_more ? renderMarkdown(request.body.get_more) : null;
      const ids = productCardIds(contentHtml).slice(0, CARDS_MAX);
      const found = await Promise.all(ids.map((id) => services.products.stock(id)));
      return {
        content_html: contentHtml,
        get_more_html: getMore,
        products: ids.flatMap((id, i) => (found[i] ? [{ id, ...found[i] }] : [])),
        unknown_products: ids.filter((_id, i) => !found[i]),
      };
    },
  );
}
