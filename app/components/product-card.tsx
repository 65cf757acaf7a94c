import { useTranslation } from '../lib/i18n.tsx';
import { formatPrice } from '../../core/site/locale-format.ts';
import type { ProductView } from '../../core/products/to-product.ts';
import { ResponsiveImage } from './responsive-image.tsx';

/** Prices in the site's currency as its locale writes them (core/site/locale-format.ts). */
export function usePrice() {
  const { i18n } = useTranslation();
  return (price: number) => formatPrice(price, i18n.language);
}

/** A product's card; `productView` (core/products/to-product.ts) gives what it draws. */
export function ProductCard({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const price = usePrice();
  const full = product.full_width;
  return (
    <article className={`product-card${full ? ' product-card--full' : ''}`}>
      {product.image_url ? (
        <ResponsiveImage
          src={product.image_url}
          twin
          sizes="(max-width: 640px) 50vw, 300px"
          alt=""
          width={400}
          height={400}
        />
      ) : null}
      <div className="product-card__body">
        <h3 className="product-card__name">{product.title || product.name}</h3>
        {product.abstract && product.abstract !== 'null' ? <p>{product.abstract}</p> : null}
        {product.price != null && product.type !== 'banner' ? (
          <p className="product-card__price">{price(product.price)}</p>
        ) : null}
        <a className="button" href={product.link} target="_blank" rel="noopener noreferrer">
          {t('products.buy')}
          <span className="visually-hidden">: {product.name}</span>
        </a>
      </div>
    </article>
  );
}
