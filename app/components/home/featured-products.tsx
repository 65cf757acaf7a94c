import { useTranslation } from '../../lib/i18n.tsx';
import type { ProductView } from '../../../core/products/to-product.ts';
import { ProductCard } from '../product-card.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { TitledSection } from '../titled-section.tsx';

function isBlank(text: string): boolean {
  return text.trim() === '' || text.trim() === 'null';
}

/** A shop banner: its background picture (a mobile one on small screens), title and link. */
export function FeaturedBanner({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const background = product.background_image_url ?? product.image_url;
  return (
    <article className="featured-banner">
      {background ? (
        <ResponsiveImage
          imgClassName="featured-banner__image"
          src={background}
          // A banner's background has its @2x twin; a product picture standing in for it too.
          twin
          mobile={
            product.background_mobile_image_url
              ? { src: product.background_mobile_image_url, width: 640, height: 400 }
              : null
          }
          sizes="(max-width: 1200px) 100vw, 1200px"
          alt=""
          width={1200}
          height={400}
        />
      ) : null}
      <div className="featured-banner__body">
        <h3 className="featured-banner__title">{product.title || product.name}</h3>
        {product.description && !isBlank(product.description) ? <p>{product.description}</p> : null}
        <a
          className="button button--light"
          href={product.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('products.buy')}
          <span className="visually-hidden">: {product.name}</span>
        </a>
      </div>
    </article>
  );
}

/**
 * The home page's featured shop products. A card takes the whole row when it is a banner or
 * has neither description nor abstract (core/products/to-product.ts, `full_width`).
 * Renders nothing without products: the home page ignores a failed or empty answer.
 */
export function FeaturedProducts({ products }: { products: readonly ProductView[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <TitledSection
      id="featured-products"
      className="featured-products"
      testId="featured-products"
      title={t('widgets.featured.heading')}
    >
      <ul className="featured-products__grid">
        {products.map((product) => {
          const full = product.full_width;
          return (
            <li
              key={product.id_product}
              className={`featured-products__item${full ? ' featured-products__item--full' : ''}`}
              data-testid="featured-product"
              data-full-width={full ? 'true' : 'false'}
            >
              {product.type === 'banner' ? (
                <FeaturedBanner product={product} />
              ) : (
                <ProductCard product={product} />
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
