import { describe, expect, it } from 'vitest';
import type { products } from '../../db/schema/index.ts';
import { isFullWidthProduct, toProduct } from './to-product.ts';

const card = (description: string, abstract: string, type: 'banner' | 'product' = 'product') => ({
  description,
  abstract,
  type,
});

describe('isFullWidthProduct', () => {
  it('is full width when both description and abstract are empty', () => {
    expect(isFullWidthProduct(card('', ''))).toBe(true);
    expect(isFullWidthProduct(card('  ', '\n'))).toBe(true);
  });

  it("treats the text 'null' as empty", () => {
    expect(isFullWidthProduct(card('null', 'null'))).toBe(true);
    expect(isFullWidthProduct(card('null', ''))).toBe(true);
    expect(isFullWidthProduct(card('', ' null '))).toBe(true);
  });

  it('is a normal card when either text has content', () => {
    expect(isFullWidthProduct(card('A warm bed.', ''))).toBe(false);
    expect(isFullWidthProduct(card('', 'A warm bed.'))).toBe(false);
    expect(isFullWidthProduct(card('null', 'A warm bed.'))).toBe(false);
    expect(isFullWidthProduct(card('Nullable', ''))).toBe(false);
  });

  it('is always full width for a banner', () => {
    expect(isFullWidthProduct(card('Autumn sale on beds.', 'Up to 30% off', 'banner'))).toBe(true);
  });
});

describe('toProduct', () => {
  const row: typeof products.$inferSelect = {
    idProduct: 7,
    name: 'Bowl',
    title: 'A bowl',
    abstract: '',
    description: '',
    link: '/dogs/bowl',
    imageUrl: '/media/p/7.webp',
    backgroundImageUrl: null,
    backgroundMobileImageUrl: null,
    price: 9.5,
    type: 'product',
    idFamily: 1,
    isFeatured: true,
    isSiteFeatured: false,
    buyText: 'Buy',
    fromText: 'From',
    shopPosition: 0,
    revision: 1,
    updatedAt: new Date(0),
    searchEn: null,
    searchPt: null,
    searchName: null,
  };

  it("joins the link to the locale's shop, with or without a trailing slash", () => {
    expect(toProduct(row, 'https://shop.example/pt').link).toBe(
      'https://shop.example/pt/dogs/bowl',
    );
    expect(toProduct(row, 'https://shop.example/pt/').link).toBe(
      'https://shop.example/pt/dogs/bowl',
    );
  });

  it('answers image and image_url alike', () => {
    const product = toProduct(row, 'https://shop.example/en');
    expect(product.image).toBe('/media/p/7.webp');
    expect(product.image_url).toBe('/media/p/7.webp');
  });
});
