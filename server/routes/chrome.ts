import type { FastifyPluginAsync } from 'fastify';
import type { ChromeAsset } from '../../core/site/chrome-asset.ts';
import { CHROME_PREFIX } from '../../core/site/chrome-asset.ts';

/** The address changes with the content, so a browser or CDN may keep a file as long as it likes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Data files at addresses named by their content, under `prefix` (`<locale>.<hash>.js`): what
 * `find` knows there is served immutable, any other name is a plain 404. Like the texts
 * (server/routes/texts.ts), compressed as any script and not kept by the page cache: the body is
 * in memory already and browsers keep it for a year.
 */
export function dataFileRoutes(
  prefix: string,
  find: (path: string) => Promise<{ body: string } | undefined>,
): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { file: string } }>(
      `${prefix}:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const file = /^[a-zA-Z_]+\.[0-9a-f]{16}\.js$/.test(request.params.file)
          ? await find(`${prefix}${request.params.file}`)
          : undefined;
        if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', IMMUTABLE)
          .send(file.body);
      },
    );
  };
}

/**
 * The chrome's data files (decision 056): the website info the header, footer and meta tags draw,
 * at an address named by its content. Any other name under /chrome/ is a plain 404.
 */
export const chromeRoutes = (
  find: (path: string) => Promise<ChromeAsset | undefined>,
): FastifyPluginAsync => dataFileRoutes(CHROME_PREFIX, find);
