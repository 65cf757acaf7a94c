import type { products } from '../../db/schema/index.ts';

/** A product as the API and pages show it. */
export interface Product {
  id_product: number;
  name: string;
  title: string;
  abstract: string;
  description: string;
  /** Absolute link into the shop of the site's locale. */
  link: string;
  image: string | null;
  image_url: string | null;
  background_image_url: string | null;
  background_mobile_image_url: string | null;
  price: number | null;
  type: 'banner' | 'product';
}

export function toProduct(row: typeof products.$inferSelect, storeUrl: string): Product {
  return {
    id_product: row.idProduct,
    name: row.name,
    title: row.title,
    abstract: row.abstract,
    description: row.description,
    link: new URL(row.link.replace(/^\//, ''), storeUrl.replace(/\/?$/, '/')).href,
    image: row.imageUrl,
    image_url: row.imageUrl,
    background_image_url: row.backgroundImageUrl,
    background_mobile_image_url: row.backgroundMobileImageUrl,
    price: row.price,
    type: row.type,
  };
}

/** Full width when description and abstract are both empty (or the text 'null'), or a banner. */
export function isFullWidthProduct(
  product: Pick<Product, 'description' | 'abstract' | 'type'>,
): boolean {
  const empty = (text: string) => text.trim() === '' || text.trim() === 'null';
  return product.type === 'banner' || (empty(product.description) && empty(product.abstract));
}

/**
 * A product as a page draws it (a card, a banner), the page's hydration data (decision 056):
 * without `image` (the same as `image_url`), a card without its description, which it does not
 * draw and which only decides its width (`full_width`), and without a banner's pictures.
 */
export type ProductView = Omit<
  Product,
  'image' | 'description' | 'background_image_url' | 'background_mobile_image_url'
> &
  Partial<Pick<Product, 'description' | 'background_image_url' | 'background_mobile_image_url'>> & {
    full_width: boolean;
  };

export function productView(product: Product): ProductView {
  const {
    image: _sameAsImageUrl,
    description,
    background_image_url,
    background_mobile_image_url,
    ...drawn
  } = product;
  const full_width = isFullWidthProduct(product);
  return product.type === 'banner'
    ? { ...drawn, description, background_image_url, background_mobile_image_url, full_width }
    : { ...drawn, full_width };
}
