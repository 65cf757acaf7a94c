import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { getJson } from '../../../lib/api.ts';
import { usePrice } from '../../product-card.tsx';
import { StudioDialog } from './studio-dialog.tsx';

/** A product as the studio's product search answers it. */
export interface PickedProduct {
  id_product: number;
  name: string;
  image_url: string | null;
  price: number | null;
}

/** Search the products and choose one to embed as a product card. */
export function ProductPicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (product: PickedProduct) => void;
}) {
  const { t } = useTranslation();
  return (
    <StudioDialog open={open} title={t('studio_editor.products.title')} onClose={onClose}>
      <ProductSearch onChoose={onChoose} />
    </StudioDialog>
  );
}

function ProductSearch({ onChoose }: { onChoose: (product: PickedProduct) => void }) {
  const { t } = useTranslation();
  const price = usePrice();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PickedProduct[] | null>(null);
  const [error, setError] = useState('');
  const searchId = useId();

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<{ items: PickedProduct[] } | PickedProduct[]>(
        `/api/studio/products?${new URLSearchParams({ q: query })}`,
        { signal: controller.signal },
      )
        .then((answer) => {
          setFound(Array.isArray(answer) ? answer : answer.items);
          setError('');
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted)
            setError(e instanceof Error ? e.message : t('studio_editor.errors.network'));
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);

  return (
    <div className="product-picker">
      <div className="studio-field">
        <label htmlFor={searchId}>{t('studio_editor.products.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p role="status">
        {error || (found ? t('studio_editor.products.found', { count: found.length }) : '')}
      </p>
      <ul className="product-picker__list" data-testid="product-results">
        {found?.map((product) => (
          <li key={product.id_product} className="product-picker__item">
            {product.image_url ? (
              <img src={product.image_url} alt="" width={56} height={56} loading="lazy" />
            ) : null}
            <span className="product-picker__name">
              {product.name}
              {product.price != null ? (
                <small className="product-picker__price"> {price(product.price)}</small>
              ) : null}
            </span>
            <button type="button" className="button" onClick={() => onChoose(product)}>
              {t('studio_editor.products.insert')}
              <span className="visually-hidden">: {product.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
