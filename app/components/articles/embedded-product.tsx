import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import type { StockProduct } from '../../../core/products/get-stock-product.ts';
import { getJson } from '../../lib/api.ts';
import { useWebsiteInfo } from '../../lib/website.tsx';
import { usePrice } from '../product-card.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

/** Product cards are filled this long after the article has loaded. */
export const PRODUCT_CARD_DELAY_MS = 100;

interface Props {
  id: number;
  title: string | null;
  description: string | null;
  noBorder: boolean;
}

/** A product card embedded in an article, filled from the stock-management service. */
export function EmbeddedProduct({ id, title, description, noBorder }: Props) {
  const info = useWebsiteInfo();
  const [product, setProduct] = useState<StockProduct | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<{ data: StockProduct }>(`${info.website.stock_api_url}/product/${id}`, {
        signal: controller.signal,
      })
        .then((answer) => setProduct(answer.data))
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, PRODUCT_CARD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, info.website.stock_api_url]);

  // A product the shop no longer has leaves no empty box behind.
  if (failed) return null;
  return (
    <EmbeddedProductView
      id={id}
      product={product}
      title={title}
      description={description}
      noBorder={noBorder}
    />
  );
}

/**
 * The card itself, drawn from its data (null: still loading). The studio's preview draws it with
 * the data the preview endpoint answers, so it looks exactly as on the public page.
 */
export function EmbeddedProductView({
  id,
  product,
  title,
  description,
  noBorder,
}: Props & { product: StockProduct | null }) {
  const { t } = useTranslation();
  const price = usePrice();
  const className = `embedded-product${noBorder ? ' embedded-product--no-border' : ''}`;
  if (!product)
    return <div className={`${className} is-loading`} data-product-id={id} aria-hidden="true" />;
  return (
    <aside className={className} data-product-id={id} aria-label={t('articles.product_card')}>
      {product.image ? (
        <ResponsiveImage src={product.image} twin sizes="120px" alt="" width={160} height={160} />
      ) : null}
      <div className="embedded-product__body">
        <p className="embedded-product__name">{title ?? product.name}</p>
        <p className="embedded-product__description">{description ?? product.description}</p>
        {product.price != null ? (
          <p className="embedded-product__price">
            {product.fromText} <strong>{price(product.price)}</strong>
          </p>
        ) : null}
        <a className="button" href={product.url} target="_blank" rel="noopener noreferrer">
          {product.buyText}
          <span className="visually-hidden">: {product.name}</span>
        </a>
      </div>
    </aside>
  );
}
