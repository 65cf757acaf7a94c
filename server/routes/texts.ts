import type { FastifyPluginAsync } from 'fastify';
import type { TextsAsset } from '../../core/site/texts-asset.ts';

/** The address changes with the content, so a browser or CDN may keep a file as long as it likes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pages' catalogs of texts (decision 052): one exact route per catalog of this instance's
 * locale, so any other name under /texts/ is a plain 404. @fastify/compress compresses them like
 * any script. Declared without `cache: 'shared'`: the page cache does not need to keep what a
 * browser keeps for a year, and the body is already in memory.
 */
export function textsRoutes(assets: Record<string, TextsAsset>): FastifyPluginAsync {
  return async (app) => {
    for (const asset of Object.values(assets)) {
      app.get(asset.path, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', IMMUTABLE)
          .send(asset.body),
      );
    }
  };
}
