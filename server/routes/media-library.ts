import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaLibrary } from '../../core/media/library/index.ts';
import { bytesVersion, LIBRARY_PREFIX, libraryName } from '../../core/media/library/media-store.ts';
import { HttpError } from '../errors.ts';

/**
 * A library picture's file can be replaced at its address (docs/decisions/081): kept a short
 * while, then revalidated by an ETag that follows the bytes.
 */
const REPLACEABLE = 'public, max-age=300, must-revalidate';
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * GET /media/library/{name}: a picture of the studio's media library as stored (decision 036),
 * read from its store (the database on PostgreSQL, so every instance serves it). Resized
 * variants are at /img/w/{width}/{format}/media/library/{name} (server/routes/image-variants.ts).
 */
export function mediaLibraryRoutes(library: MediaLibrary): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${LIBRARY_PREFIX}:name`,
      { schema: { hide: true, params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        const publicPath = `${LIBRARY_PREFIX}${request.params.name}`;
        const name = libraryName(publicPath);
        const bytes = name ? await library.read(publicPath) : null;
        if (!bytes) throw new HttpError(404, 'No such picture');
        const etag = `"${bytesVersion(bytes)}"`;
        if (request.headers['if-none-match'] === etag)
          return reply.status(304).header('cache-control', REPLACEABLE).header('etag', etag).send();
        return reply
          .header('cache-control', REPLACEABLE)
          .header('etag', etag)
          .type(TYPES[name!.split('.').pop()!] ?? 'application/octet-stream')
          .send(bytes);
      },
    );
  };
}
