import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaLibrary } from '../../core/media/library/index.ts';
import { LIBRARY_PREFIX, libraryName } from '../../core/media/library/media-store.ts';
import { HttpError } from '../errors.ts';

/** Library names are never written twice: a picture at one address never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
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
        const etag = `"${name}"`;
        if (name && request.headers['if-none-match'] === etag)
          return reply.status(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
        const bytes = name ? await library.read(publicPath) : null;
        if (!bytes) throw new HttpError(404, 'No such picture');
        return reply
          .header('cache-control', IMMUTABLE)
          .header('etag', etag)
          .type(TYPES[name!.split('.').pop()!] ?? 'application/octet-stream')
          .send(bytes);
      },
    );
  };
}
