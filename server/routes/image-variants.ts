import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImageVariants } from '../../core/media/image-variants.ts';
import {
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantStore,
  type VariantWidth,
} from '../../core/media/variant-url.ts';
import { HttpError } from '../errors.ts';

/** Same lifetime as the originals under /media; revalidated by ETag after that. */
const REVALIDATED = 'public, max-age=604800';
/**
 * Uploaded pet pictures get random names never written twice (picture-storage.ts). The studio's
 * library pictures do too, but their file can be replaced at the same address (decision 081):
 * kept a short while, then revalidated by ETag (which follows the bytes).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WRITE_ONCE = /^pets\/[A-Za-z0-9_-]{16,}\.[a-z0-9]{1,5}$/;
const REPLACEABLE = 'public, max-age=300, must-revalidate';
const LIBRARY = /^library\//;

const widthMessage = `width must be one of ${VARIANT_WIDTHS.join(', ')}`;
const params = z.object({
  width: z.coerce
    .number({ message: widthMessage })
    .refine((w): w is VariantWidth => (VARIANT_WIDTHS as readonly number[]).includes(w), {
      message: widthMessage,
    }),
  format: z.enum(VARIANT_FORMATS, { message: `format must be ${VARIANT_FORMATS.join(' or ')}` }),
  '*': z.string(),
});

/**
 * GET /img/w/{width}/{format}/{store}/{path}: a picture of the media store (`media/`) or of the
 * committed pictures (`img/`) resized to one of the allowed widths, as AVIF or WebP
 * (docs/decisions/013-responsive-images.md, 029-demo-outside-the-app.md).
 */
export function imageVariantRoutes(
  stores: Record<VariantStore, ImageVariants>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/img/w/:width/:format/*',
      { schema: { hide: true, params } },
      async (request, reply) => {
        const { width, format } = request.params;
        const rest = request.params['*'];
        const slash = rest.indexOf('/');
        const store = rest.slice(0, slash);
        const relativePath = rest.slice(slash + 1);
        // Own keys only: `__proto__/...` or `toString/...` name no store.
        const variants =
          slash > 0 && Object.hasOwn(stores, store) ? stores[store as VariantStore] : null;
        const variant = variants && (await variants.get({ relativePath, width, format }));
        if (!variant) throw new HttpError(404, 'No such picture');
        const cacheControl =
          store !== 'media'
            ? REVALIDATED
            : WRITE_ONCE.test(relativePath)
              ? IMMUTABLE
              : LIBRARY.test(relativePath)
                ? REPLACEABLE
                : REVALIDATED;
        // The ETag is known before the bytes: a revalidation reads nothing from the disk.
        if (request.headers['if-none-match'] === variant.etag) {
          return reply
            .status(304)
            .header('cache-control', cacheControl)
            .header('etag', variant.etag)
            .send();
        }
        const bytes = await variant.read();
        if (!bytes) throw new HttpError(404, 'No such picture');
        return reply
          .header('cache-control', cacheControl)
          .header('etag', variant.etag)
          .type(variant.contentType)
          .send(bytes);
      },
    );
  };
}
