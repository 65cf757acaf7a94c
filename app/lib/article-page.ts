import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { Article } from '../../core/articles/get-article.ts';
import { withImage } from '../../core/articles/default-image.ts';
import { longDate } from '../../core/articles/long-date.ts';
import { readingFont } from '../../core/articles/reading-font.ts';
import { paths } from '../../core/site/paths.ts';
import type { HeaderHandle } from './header-layout.ts';
import { breadcrumbs, pageMeta, rootInfo } from './seo.ts';

/**
 * What the article page shows, from an article already found: the public page
 * (app/routes/article.tsx) and the signed preview (app/routes/article-preview.tsx) both build
 * their data here, so a preview is exactly the public page (docs/decisions/035).
 */
export async function articlePageData(context: AppLoadContext, article: Article, url: URL) {
  const { locale } = context.services.settings;
  const { content: _content, get_more: _getMore, ...rest } = article;
  // The end of the article leads on; a failure there leaves those links out, not the article.
  const neighbours = await context.services.articles
    .neighbours(article)
    .catch(() => ({ related: [], next: null, previous: null }));
  return {
    related: neighbours.related.map((a) => withImage(a)),
    next: neighbours.next,
    previous: neighbours.previous,
    // The markdown stays on the server; the page needs only the rendered, sanitised HTML.
    article: withImage(rest),
    // Formatted here, so the server-rendered page and the hydrated one agree.
    date: longDate(article.timestamp, locale),
    reviewDate: article.medical_review
      ? longDate(article.medical_review.reviewed_at, locale)
      : null,
    font: readingFont(url.searchParams.get('font')),
    url: `${context.services.settings.publicUrl}${url.pathname}`,
  };
}

export type ArticlePageData = Awaited<ReturnType<typeof articlePageData>>;

/**
 * The article's title, description, canonical link, share tags and structured data: the SEO
 * fields when the editor filled them in, else the title, excerpt and picture.
 */
export function articleMeta(
  data: ArticlePageData | undefined,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): MetaDescriptor[] {
  if (!data) return [];
  const info = rootInfo(matches);
  const { article } = data;
  const path = paths.article({ id: article.id_article, slug: article.slug });
  const family = info?.families.find((f) => f.id_family === article.families[0]?.id_family);
  const base = info?.website.public_url ?? '';
  const title = article.seo_title || article.title;
  const description = article.seo_description || article.excerpt;
  const image = article.social_image_url ?? article.image_url;
  const absoluteImage = /^https?:\/\//.test(image) ? image : `${base}${image}`;
  return pageMeta(info, {
    title,
    description,
    path,
    image,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title,
        description,
        image: [absoluteImage],
        datePublished: new Date(article.timestamp * 1000).toISOString(),
        dateModified: new Date(article.timestamp * 1000).toISOString(),
        mainEntityOfPage: `${base}${path}`,
        ...(article.author
          ? {
              author: {
                '@type': 'Person',
                name: article.author.name,
                jobTitle: article.author.occupation,
              },
            }
          : {}),
        publisher: {
          '@type': 'Organization',
          name: info?.website.title,
          logo: { '@type': 'ImageObject', url: `${base}${info?.website.logo_path ?? ''}` },
        },
      },
      breadcrumbs(info, [
        [info?.website.title ?? '', '/'],
        ...(family
          ? ([[family.name, paths.familyArticles({ id: family.id_family, slug: family.slug })]] as [
              string,
              string,
            ][])
          : []),
        [article.title, path],
      ]),
    ],
  });
}

/** An `is_active` article gets the full-width header with its picture; leaving the page resets it. */
export const articleHeader: HeaderHandle = {
  header: (data) => {
    const article = (data as ArticlePageData | undefined)?.article;
    if (!article) return null;
    return {
      idFamily: article.families[0]?.id_family,
      fluidImage: article.is_active ? article.image_url : null,
      fluidCaption: article.is_active ? article.image_caption || null : null,
    };
  },
};
