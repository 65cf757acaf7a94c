import { Link } from 'react-router';
import type { SearchResults } from '../../../core/search/search-site.ts';
import { DEFAULT_ARTICLE_PICTURES, defaultImageUrl } from '../../../core/articles/default-image.ts';
import { paths } from '../../../core/site/paths.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { articlePath } from '../articles/article-card.tsx';
import { ArticleImage } from '../articles/article-image.tsx';
import { InfographicCard } from '../infographic-card.tsx';
import { usePrice } from '../product-card.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

/**
 * The results of the search results page, one list item each, as the lists of the site show them:
 * a breed as the breed list's card, an article with its lead picture and its categories apart
 * from its title, an infographic as the infographics list's card (app/styles/search-page.css).
 * The header's suggestions keep their compact items (result-items.tsx).
 */

export function BreedHit({ breed }: { breed: SearchResults['breeds'][number] }) {
  return (
    <li className="breed-card">
      <Link to={paths.breedProfile({ id: breed.id_breed, slug: breed.slug })}>
        {breed.image_url ? (
          <ResponsiveImage
            src={breed.image_url}
            twin
            sizes="(max-width: 640px) 50vw, 220px"
            alt=""
            aria-hidden="true"
            width={600}
            height={450}
          />
        ) : null}
        <span className="breed-card__name">{breed.name}</span>
      </Link>
    </li>
  );
}

/** An article without a picture gets one of the general defaults, the same one every time. */
const articlePicture = (article: SearchResults['articles'][number]) =>
  article.image_url ??
  defaultImageUrl(
    DEFAULT_ARTICLE_PICTURES.general[article.id_article % DEFAULT_ARTICLE_PICTURES.general.length]!,
  );

export function ArticleHit({ article }: { article: SearchResults['articles'][number] }) {
  return (
    <li className="search-hit">
      <ArticleImage
        src={articlePicture(article)}
        alt=""
        aria-hidden="true"
        width={1000}
        height={560}
        sizes="(max-width: 640px) 120px, 200px"
        className="search-hit__picture"
      />
      <div className="search-hit__body">
        {article.categories.length ? (
          <p className="search-hit__kicker" data-testid="search-hit-category">
            {article.categories.map((c) => c.name).join(' · ')}
          </p>
        ) : null}
        <h3 className="search-hit__title">
          <Link to={articlePath(article)} className="search-hit__link">
            {article.title}
          </Link>
        </h3>
      </div>
    </li>
  );
}

export function InfographicHit({
  infographic,
}: {
  infographic: SearchResults['infographics'][number];
}) {
  return <InfographicCard infographic={infographic} sizes="(max-width: 640px) 50vw, 220px" />;
}

export function ProductHit({ product }: { product: SearchResults['products'][number] }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <li className="search-hit search-hit--product">
      {product.image ? (
        <ResponsiveImage
          src={product.image}
          sizes="96px"
          alt=""
          width={96}
          height={96}
          sourceWidth={400}
          className="search-hit__picture"
        />
      ) : (
        <span className="search-hit__picture" aria-hidden="true" />
      )}
      <div className="search-hit__body">
        <h3 className="search-hit__title">
          <a
            href={product.link}
            target="_blank"
            rel="noopener noreferrer"
            className="search-hit__link"
          >
            {product.name}
            <span className="visually-hidden"> {t('search.new_tab')}</span>
          </a>
        </h3>
        {product.price != null ? <p className="search-hit__price">{price(product.price)}</p> : null}
      </div>
    </li>
  );
}
