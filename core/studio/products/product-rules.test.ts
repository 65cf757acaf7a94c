import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../site/locale-format.ts';
import { parsePrice, priceForInput, productSchema } from './product-rules.ts';

describe('parsePrice', () => {
  it("reads a price the site locale's way", () => {
    expect(parsePrice('12.50', 'en')).toBe(12.5);
    expect(parsePrice('1,234.50', 'en')).toBe(1234.5);
    expect(parsePrice('€ 9', 'en')).toBe(9);
    expect(parsePrice('12,50', 'pt')).toBe(12.5);
    expect(parsePrice('1 234,50 €', 'pt')).toBe(1234.5);
    expect(parsePrice('R$ 1.234,50', 'pt_BR')).toBe(1234.5);
    expect(parsePrice('1234,5', 'pt_BR')).toBe(1234.5);
    // The other mark where it cannot group thousands: the decimal one, unambiguously.
    expect(parsePrice('31,50', 'en')).toBe(31.5);
    expect(parsePrice('31.50', 'pt_BR')).toBe(31.5);
    expect(parsePrice('9,5', 'en')).toBe(9.5);
  });

  it('is null when empty and NaN when it is not a price', () => {
    expect(parsePrice('  ', 'pt_BR')).toBeNull();
    // Both marks before three digits: a group or a decimal, not guessed.
    expect(parsePrice('1,999', 'en')).toBe(1999);
    expect(parsePrice('1.999', 'pt')).toBe(1999);
    expect(parsePrice('12.5.0', 'en')).toBeNaN();
    expect(parsePrice('1,999', 'pt_BR')).toBeNaN();
    expect(parsePrice('-3', 'en')).toBeNaN();
    expect(parsePrice('cheap', 'pt')).toBeNaN();
  });

  it('reads back what the price field and the public cards write', () => {
    for (const locale of ['en', 'pt', 'pt_BR'] as const) {
      expect(parsePrice(priceForInput(1234.5, locale), locale)).toBe(1234.5);
      expect(parsePrice(formatPrice(1234.5, locale), locale)).toBe(1234.5);
    }
    expect(priceForInput(1234.5, 'pt_BR')).toBe('1234,50');
    expect(priceForInput(null, 'en')).toBe('');
  });
});

describe('productSchema', () => {
  const base = {
    name: 'Bowl',
    type: 'product',
    link: '/dogs/bowl',
    buy_text: 'Buy',
    from_text: 'From',
  };

  it('takes a product and fills the optional fields', () => {
    const parsed = productSchema.parse({ ...base, price: 9.99 });
    expect(parsed).toMatchObject({ title: '', price: 9.99, id_family: null, image_url: null });
  });

  it('refuses a price that is not one, and links that are not', () => {
    const result = productSchema.safeParse({
      ...base,
      price: Number.NaN,
      link: 'javascript:alert(1)',
      image_url: 'data:image/png;base64,AAAA',
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields.sort()).toEqual(['image_url', 'link', 'price']);
    expect(productSchema.safeParse({ ...base, price: 1.234 }).success).toBe(false);
    expect(productSchema.safeParse({ ...base, price: 100_000_000 }).success).toBe(false);
  });
});
