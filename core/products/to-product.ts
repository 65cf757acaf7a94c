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
