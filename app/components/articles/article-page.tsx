import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { splitContent } from '../../lib/content-segments.ts';
import type { ArticlePageData } from '../../lib/article-page.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { ShareTools } from '../share-tools.tsx';
import { ArticleCard, articlePath } from './article-card.tsx';
import { ArticleImage } from './article-image.tsx';
import { EmbeddedProduct } from './embedded-product.tsx';
import { ReadingFontStyles } from './reading-font-styles.tsx';

/** The article page: the article, then what leads on from it. */
export function ArticlePageView({ data }: { data: ArticlePageData }) {
  // The article is cleared and rebuilt when the route moves to another one.
  return (
    <>
      <ArticleView key={data.article.id_article} {...data} />
      <ArticleEnd {...data} />
    </>
  );
}

/** The end of an article leads on: more of its family and category, then next/previous. */
function ArticleEnd({ related, next, previous }: ArticlePageData) {
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

function ArticleView({ article, date, reviewDate, font, url }: ArticlePageData) {
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
        {/* The sign-off right under the title, where a health article's trust is read. */}
        {article.medical_review && reviewDate ? (
          <div className="article__review">
            <p data-testid="medical-review">
              {t(
                article.medical_review.credentials
                  ? 'articles.medically_reviewed_by'
                  : 'articles.medically_reviewed_by_no_credentials',
                {
                  name: article.medical_review.name,
                  credentials: article.medical_review.credentials,
                },
              )}
            </p>
            <p data-testid="last-reviewed">{t('articles.last_reviewed', { date: reviewDate })}</p>
          </div>
        ) : null}
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
            alt={article.image_alt || article.image_caption || ''}
            width={1000}
            height={560}
            sizes="(max-width: 1000px) 100vw, 1000px"
            eager
          />
          {article.image_caption ? <figcaption>{article.image_caption}</figcaption> : null}
        </figure>
      )}

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
      {article.sources.length ? (
        <section
          className="article__sources"
          aria-labelledby="article-sources-heading"
          data-testid="article-sources"
        >
          <h2 id="article-sources-heading">{t('articles.sources_heading')}</h2>
          <ol>
            {article.sources.map((source, index) => (
              <li key={index}>{source}</li>
            ))}
          </ol>
        </section>
      ) : null}
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
