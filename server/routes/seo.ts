import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { SITEMAP_SECTIONS } from '../../core/seo/build-sitemaps.ts';

/**
 * Built on every request from the database, so a publication is in them at once (decision 035);
 * any cache on the way must ask again each time rather than keep an old list for minutes.
 */
const CACHE = 'public, no-cache';
/** robots.txt changes only with a deploy. */
const ROBOTS_CACHE = 'public, max-age=600';

/** robots.txt, the sitemaps and the RSS feeds, with absolute URLs under PUBLIC_URL. */
export function seoRoutes(services: Services, publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', ROBOTS_CACHE)
        .send(
          [
            'User-agent: *',
            'Disallow: /api/',
            'Disallow: /account',
            'Disallow: /register/pet',
            'Disallow: /password/reset/',
            // Private preview links of articles (decision 035); the pages say noindex too.
            'Disallow: /preview/',
            '',
            `Sitemap: ${publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(await services.site.sitemapIndex(publicUrl)),
    );

    app.get(
      '/sitemap-:section.xml',
      { schema: { hide: true, params: z.object({ section: z.enum(SITEMAP_SECTIONS) }) } },
      async (request, reply) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', CACHE)
          .send(await services.site.sitemap(request.params.section, publicUrl)),
    );

    app.get('/rss.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(await services.site.feed(publicUrl)),
    );

    app.get(
      '/rss/:id_family.xml',
      { schema: { hide: true, params: z.object({ id_family: z.string().regex(/^\d{1,9}$/) }) } },
      async (request, reply) => {
        const info = await services.site.websiteInfo();
        const family = info.families.find((f) => f.id_family === Number(request.params.id_family));
        if (!family) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        return reply
          .type('application/rss+xml; charset=utf-8')
          .header('cache-control', CACHE)
          .send(
            await services.site.feed(publicUrl, {
              id: family.id_family,
              name: family.name,
              slug: family.slug,
            }),
          );
      },
    );
  };
}
