import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../core/container.ts';
import { translate } from '../../core/site/messages.ts';
import { errorBody, idParam } from './schemas.ts';

export const articleSummary = z.object({
  id_article: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  image_url: z.string().nullable(),
  mobile_image_url: z.string().nullable(),
  timestamp: z.number(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  is_comic: z.union([z.literal(0), z.literal(1)]),
  author: z.object({ name: z.string() }).nullable(),
  families: z.array(z.object({ id_family: z.number() })),
  categories: z.array(z.object({ id_category: z.number(), name: z.string() })),
});

const article = articleSummary.extend({
  content: z.string(),
  get_more: z.string().nullable(),
  content_html: z.string(),
  get_more_html: z.string().nullable(),
  image_caption: z.string().nullable(),
  image_alt: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  social_image_url: z.string().nullable(),
  medical_review: z
    .object({ name: z.string(), credentials: z.string(), reviewed_at: z.number() })
    .nullable(),
  sources: z.array(z.string()),
  reading_time: z.number(),
  author: z
    .object({
      name: z.string(),
      occupation: z.string(),
      image_url: z.string().nullable(),
      biography: z.string(),
    })
    .nullable(),
});

const articlePage = z.object({ data: z.array(articleSummary), last_page: z.number() });

const pageQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a page number')
    .transform(Number)
    .refine((n) => n >= 1, 'must be 1 or more')
    .optional(),
});

export function articleRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/articles/family/:id_family',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['articles'],
          summary: "One page of a family's articles, newest first",
          params: z.object({ id_family: idParam }),
          querystring: pageQuery,
          response: { 200: articlePage, 400: errorBody },
        },
      },
      async (request) =>
        services.articles.list({
          idFamily: request.params.id_family,
          page: request.query.page ?? 1,
        }),
    );

    app.get(
      '/api/articles/family/:id_family/category/:id_category',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['articles'],
          summary: "One page of a family's articles in one category",
          params: z.object({ id_family: idParam, id_category: idParam }),
          querystring: pageQuery,
          response: { 200: articlePage, 400: errorBody },
        },
      },
      async (request) =>
        services.articles.list({
          idFamily: request.params.id_family,
          idCategory: request.params.id_category,
          page: request.query.page ?? 1,
        }),
    );

    app.get(
      '/api/articles/in-context-widget/',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['articles'],
          summary: 'One article for a widget, optionally of a family and/or category',
          querystring: z.object({ id_family: idParam.optional(), id_category: idParam.optional() }),
          response: { 200: articleSummary.or(z.object({})), 400: errorBody },
        },
      },
      async (request) => {
        const { id_family, id_category } = request.query;
        return (
          (await services.articles.inContext({
            ...(id_family !== undefined ? { idFamily: id_family } : {}),
            ...(id_category !== undefined ? { idCategory: id_category } : {}),
          })) ?? {}
        );
      },
    );

    app.get(
      '/api/articles/featured',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['articles'],
          summary: "The home page's featured-article carousel",
          response: { 200: z.array(articleSummary) },
        },
      },
      async () => services.articles.featured(),
    );

    app.get(
      '/api/articles/home',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['articles'],
          summary: 'Articles listed on the home page, newest first',
          response: { 200: z.array(articleSummary) },
        },
      },
      async () => services.articles.home(),
    );

    app.get(
      '/api/article/:id_article',
      {
        config: { cache: 'shared' },
        schema: {
          tags: ['articles'],
          summary:
            'One published article; a missing one is an empty answer with status 404, a withdrawn one 410',
          params: z.object({ id_article: idParam }),
          response: { 200: article, 404: z.object({}), 410: errorBody, 400: errorBody },
        },
      },
      async (request, reply) => {
        const id = request.params.id_article;
        const found = await services.articles.get(id);
        if (found) return found;
        // A draft or a scheduled article is never revealed (docs/decisions/035).
        return (await services.articles.hidden(id)) === 'gone'
          ? reply.status(410).send({ message: translate(services.messages, 'publishing.gone_api') })
          : reply.status(404).send({});
      },
    );
  };
}
