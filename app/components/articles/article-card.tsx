import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { ArticleImage } from './article-image.tsx';
import { paths } from '../../../core/site/paths.ts';

export interface ArticleCardData {
  id_article: number;
  title: string;
  slug: string;
  /** Shown by the row variant only. */
  excerpt?: string;
  image_url: string;
  /** Not drawn by the card; the article lists' hero shows it. */
  mobile_image_url?: string | null;
  author: { name: string } | null;
  categories: { id_category: number; name: string }[];
}

export const articlePath = (a: { id_article: number; slug: string }) =>
  paths.article({ id: a.id_article, slug: a.slug });

/** An article in a list: picture, category, title, excerpt and author, all one link. */
export function ArticleCard({
  article,
  variant = 'card',
}: {
  article: ArticleCardData;
  variant?: 'card' | 'row';
}) {
  const { t } = useTranslation();
  return (
    <article className={`article-card article-card--${variant}`}>
      <ArticleImage
        src={article.image_url}
        alt=""
        aria-hidden="true"
        width={1000}
        height={560}
        sizes="(max-width: 640px) 100vw, 400px"
      />
      <div className="article-card__body">
        {article.categories[0] ? (
          <p className="article-card__kicker">{article.categories[0].name}</p>
        ) : null}
        <h3 className="article-card__title">
          <Link to={articlePath(article)} className="article-card__link">
            {article.title}
          </Link>
        </h3>
        {variant === 'row' && article.excerpt !== undefined ? (
          <p className="article-card__excerpt">{article.excerpt}</p>
        ) : null}
        {article.author ? (
          <p className="article-card__author">{t('articles.by', { name: article.author.name })}</p>
        ) : null}
      </div>
    </article>
  );
}
