import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import type { SearchResults } from '../../../core/search/search-site.ts';
import { articlePath } from '../articles/article-card.tsx';
import { usePrice } from '../product-card.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { paths } from '../../../core/site/paths.ts';

/**
 * One search result of each group, as a list item: the header's dropdown and the results page
 * show the same links, the page with larger pictures.
 */

export function BreedResult({
  breed,
  imageWidth,
}: {
  breed: SearchResults['breeds'][number];
  imageWidth: number;
}) {
  return (
    <li>
      <Link to={paths.breedProfile({ id: breed.id_breed, slug: breed.slug })}>
        {breed.image_url ? (
          <ResponsiveImage
            src={breed.image_url}
            sizes={`${imageWidth}px`}
            alt=""
            width={imageWidth}
            height={Math.round((imageWidth * 3) / 4)}
            sourceWidth={600}
          />
        ) : null}
        <span>{breed.name}</span>
      </Link>
    </li>
  );
}

export function ArticleResult({ article }: { article: SearchResults['articles'][number] }) {
  return (
    <li>
      <Link to={articlePath(article)}>
        <span>{article.title}</span>
        {article.categories.length ? (
          <small>{article.categories.map((c) => c.name).join(', ')}</small>
        ) : null}
      </Link>
    </li>
  );
}

export function ProductResult({
  product,
  imageWidth,
}: {
  product: SearchResults['products'][number];
  imageWidth: number;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <li>
      <a href={product.link} target="_blank" rel="noopener noreferrer">
        {product.image ? (
          <ResponsiveImage
            src={product.image}
            sizes={`${imageWidth}px`}
            alt=""
            width={imageWidth}
            height={imageWidth}
            sourceWidth={400}
          />
        ) : null}
        <span>{product.name}</span>
        {product.price != null ? (
          <strong className="search-results__price">{price(product.price)}</strong>
        ) : null}
        <span className="visually-hidden"> {t('search.new_tab')}</span>
      </a>
    </li>
  );
}
