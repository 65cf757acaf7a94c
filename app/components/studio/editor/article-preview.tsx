import { useTranslation } from '../../../lib/i18n.tsx';
import type { StockProduct } from '../../../../core/products/get-stock-product.ts';
import { splitContent } from '../../../lib/content-segments.ts';
import { EmbeddedProductView } from '../../articles/embedded-product.tsx';

/** What POST /api/studio/preview answers (server/api/studio/preview.ts). */
export interface PreviewAnswer {
  content_html: string;
  get_more_html: string | null;
  products: (StockProduct & { id: number })[];
  unknown_products: number[];
}

export interface PreviewArticle {
  title: string;
  excerpt: string;
  imageUrl: string | null;
  mobileImageUrl: string | null;
  imageCaption: string | null;
  imageAlt: string;
  isActive: boolean;
  isComic: boolean;
  categories: string[];
}

/**
 * The article as the public page draws it (app/routes/article.tsx: the same classes, the same
 * sanitised HTML split around product cards, the same card), from the editor's working copy.
 */
export function ArticlePreview({
  article,
  preview,
}: {
  article: PreviewArticle;
  preview: PreviewAnswer | null;
}) {
  const { t } = useTranslation();
  const products = new Map(preview?.products.map((p) => [p.id, p]) ?? []);
  const segments = splitContent(preview?.content_html ?? '');
  return (
    <article
      className={`page article article--font-default studio-preview__article${
        article.isComic ? ' article--comic' : ''
      }`}
    >
      <header className="article__header">
        {article.categories.length ? (
          <p className="article__kicker">{article.categories.join(' · ')}</p>
        ) : null}
        <h2 className="article__title">{article.title || t('studio_editor.preview.untitled')}</h2>
        <p className="article__excerpt">{article.excerpt}</p>
      </header>
      {article.imageUrl ? (
        <figure className={article.isActive ? 'studio-preview__hero' : 'article__figure'}>
          <picture>
            {article.mobileImageUrl ? (
              <source media="(max-width: 639px)" srcSet={article.mobileImageUrl} />
            ) : null}
            <img src={article.imageUrl} alt={article.imageAlt} width={1000} height={560} />
          </picture>
          {article.imageCaption ? <figcaption>{article.imageCaption}</figcaption> : null}
        </figure>
      ) : null}
      <div className="article__content prose">
        {segments.map((segment, index) =>
          segment.kind === 'html' ? (
            <div
              key={index}
              className="article__html"
              dangerouslySetInnerHTML={{ __html: segment.html }}
            />
          ) : products.has(segment.id) ? (
            <EmbeddedProductView
              key={index}
              id={segment.id}
              product={products.get(segment.id)!}
              title={segment.title}
              description={segment.description}
              noBorder={segment.noBorder}
            />
          ) : (
            <p key={index} className="studio-preview__missing" role="note">
              {t('studio_editor.preview.unknown_product', { id: segment.id })}
            </p>
          ),
        )}
      </div>
      {preview?.get_more_html ? (
        <aside className="article__get-more prose" aria-label={t('articles.get_more')}>
          <div dangerouslySetInnerHTML={{ __html: preview.get_more_html }} />
        </aside>
      ) : null}
    </article>
  );
}
