import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { withImage } from '../../core/articles/default-image.ts';
import { longDate } from '../../core/articles/long-date.ts';
import { readingFont } from '../../core/articles/reading-font.ts';
import { parseId } from '../../core/shared/ids.ts';
import { SLUG } from '../../core/shared/slug.ts';
import { ArticleCard, articlePath } from '../components/articles/article-card.tsx';
import { ArticleImage } from '../components/articles/article-image.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { EmbeddedProduct } from '../components/articles/embedded-product.tsx';
import { ReadingFontStyles } from '../components/articles/reading-font-styles.tsx';
import { ShareTools } from '../components/share-tools.tsx';
import { splitContent } from '../lib/content-segments.ts';
import { notFound } from '../lib/not-found.ts';
import type { HeaderHandle } from '../lib/header-layout.ts';
import { breadcrumbs, pageMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/article';
import { paths } from '../../core/site/paths.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null || !SLUG.test(params.slug)) throw notFound();
  const article = await context.services.articles.get(id);
  if (!article) throw notFound();
  const url = new URL(request.url);
  // One address per article: any other slug moves permanently to the canonical one.
  if (params.slug !== article.slug)
    throw redirect(paths.article({ id: article.id_article, slug: article.slug }) + url.search, 301);
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
    font: readingFont(url.searchParams.get('font')),
    url: `${context.services.settings.publicUrl}${url.pathname}`,
  };
}

/** An `is_active` article gets the full-width header with its picture; leaving the page resets it. */
export const handle: HeaderHandle = {
  header: (data) => {
    const article = (data as Awaited<ReturnType<typeof loader>> | undefined)?.article;
    if (!article) return null;
    return {
      idFamily: article.families[0]?.id_family,
      fluidImage: article.is_active ? article.image_url : null,
    };
  },
};

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const info = rootInfo(matches);
  const { article } = data;
  const path = paths.article({ id: article.id_article, slug: article.slug });
  const family = info?.families.find((f) => f.id_family === article.families[0]?.id_family);
  const base = info?.website.public_url ?? '';
  return pageMeta(info, {
    title: article.title,
    description: article.excerpt,
    path,
    image: article.image_url,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        image: [`${base}${article.image_url}`],
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
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  // The article is cleared and rebuilt when the route moves to another one.
  return (
    <>
      <ArticleView key={loaderData.article.id_article} {...loaderData} />
      <ArticleEnd {...loaderData} />
    </>
  );
}

/** The end of an article leads on (issue 12): more of its family and category, then next/previous. */
function ArticleEnd({ related, next, previous }: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation();
  if (!related.length && !next && !previous) return null;
  return (
    <div className="page article-end" data-testid="article-end">
      {related.length ? (
        <section aria-labelledby="related-articles-heading" data-testid="related-articles">
          <h2 id="related-articles-heading">{t('article_more.related_heading')}</h2>
          <ul className="article-grid">
            {related.map((a) => (
              <li key={a.id_article}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {next || previous ? (
        <nav className="article-end__pager" aria-label={t('article_more.pager_label')}>
          {previous ? (
            <Link to={articlePath(previous)} rel="prev" className="article-end__previous">
              <small>{t('article_more.previous')}</small>
              <span>{previous.title}</span>
            </Link>
          ) : null}
          {next ? (
            <Link
              to={articlePath(next)}
              rel="next"
              className="article-end__next"
              data-testid="next-article"
            >
              <small>{t('article_more.next')}</small>
              <span>{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function ArticleView({ article, date, font, url }: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation();
  const segments = splitContent(article.content_html);
  return (
    <article
      className={`page article article--font-${font}${article.is_comic ? ' article--comic' : ''}`}
    >
      <ReadingFontStyles font={font} />
      <header className="article__header">
        {article.categories.length ? (
          <p className="article__kicker">{article.categories.map((c) => c.name).join(' · ')}</p>
        ) : null}
        <h1 className="article__title" tabIndex={-1}>
          {article.title}
        </h1>
        <p className="article__excerpt">{article.excerpt}</p>
        <p className="article__meta">
          <time dateTime={new Date(article.timestamp * 1000).toISOString()}>{date}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('articles.reading_time', { count: article.reading_time })}</span>
        </p>
        <ShareTools item={{ url, title: article.title, image: article.image_url }} compact />
      </header>

      {article.is_active ? null : (
        <figure className="article__figure">
          <ArticleImage
            src={article.image_url}
            mobileSrc={article.mobile_image_url}
            alt={article.image_caption ?? ''}
            width={1000}
            height={560}
            sizes="(max-width: 1000px) 100vw, 1000px"
            eager
          />
          {article.image_caption ? <figcaption>{article.image_caption}</figcaption> : null}
        </figure>
      )}
      {article.is_active && article.image_caption ? (
        <p className="article__caption">{article.image_caption}</p>
      ) : null}

      <div className="article__content prose">
        {segments.map((segment, index) =>
          segment.kind === 'html' ? (
            <div
              key={index}
              className="article__html"
              dangerouslySetInnerHTML={{ __html: segment.html }}
            />
          ) : (
            <EmbeddedProduct
              key={index}
              id={segment.id}
              title={segment.title}
              description={segment.description}
              noBorder={segment.noBorder}
            />
          ),
        )}
      </div>
      {article.get_more_html ? (
        <aside className="article__get-more prose" aria-label={t('articles.get_more')}>
          <div dangerouslySetInnerHTML={{ __html: article.get_more_html }} />
        </aside>
      ) : null}

      {article.author ? (
        <section className="article__author" aria-labelledby="article-author">
          {article.author.image_url ? (
            <ResponsiveImage
              src={article.author.image_url}
              twin
              sourceWidth={160}
              sizes="96px"
              alt=""
              width={96}
              height={96}
            />
          ) : null}
          <div>
            <h2 id="article-author" className="article__author-name">
              {article.author.name}
            </h2>
            <p className="article__author-occupation">{article.author.occupation}</p>
            <p className="article__author-biography">{article.author.biography}</p>
          </div>
        </section>
      ) : null}

      <footer className="article__share">
        <h2>{t('articles.share_heading')}</h2>
        <ShareTools item={{ url, title: article.title, image: article.image_url }} />
      </footer>
    </article>
  );
}
