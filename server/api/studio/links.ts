import { z } from 'zod';
import type { Services } from '../../../core/container.ts';
import { LINK_TARGET_KINDS } from '../../../core/studio/links/find-link-targets.ts';
import { text, type ApiApp } from '../schemas.ts';

/**
 * The editor's link search (docs/decisions/083): pages of the site by a part of their title,
 * each with its kind and the public path the page table builds. Anyone who writes articles.
 */
export function linkRoutes(app: ApiApp, services: Services) {
  app.get(
    '/api/studio/link-targets',
    {
      config: { permission: 'article.create' },
      schema: {
        summary: 'Articles, breeds, static pages and infographics whose title holds q, with paths',
        querystring: z.object({ q: text(200).default('') }),
        response: {
          200: z.object({
            items: z.array(
              z.object({ kind: z.enum(LINK_TARGET_KINDS), title: z.string(), path: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ items: await services.linkTargets(request.query.q) }),
  );
}
