import type { FastifyPluginAsync } from 'fastify';
import { contentPackJsonSchema } from '../../core/content-pack/pack-format.ts';
import { files } from '../../core/site/paths.ts';

/** Made once: it changes only with the app (the committed copy is docs/content-pack.schema.json). */
let body: string | null = null;

/** The published JSON Schema of a content pack (docs/decisions/045), for other tools. */
export const contentPackSchemaRoute: FastifyPluginAsync = async (app) => {
  app.get(files.contentPackSchema, { schema: { hide: true } }, async (_request, reply) => {
    body ??= `${JSON.stringify(contentPackJsonSchema(), null, 2)}\n`;
    return reply
      .type('application/schema+json; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(body);
  });
};
