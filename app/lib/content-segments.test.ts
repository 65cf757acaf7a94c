import { describe, expect, it } from 'vitest';
import { splitContent } from './content-segments.ts';

describe('splitContent', () => {
  it('keeps html without cards as one segment', () => {
    expect(splitContent('<p>Hello</p>')).toEqual([{ kind: 'html', html: '<p>Hello</p>' }]);
  });

  it('cuts the html around each product card and reads its data attributes', () => {
    const html =
      '<p>a</p><div class="product-card" data-id="3" data-title="A &quot;good&quot; bed" data-no-border="true"></div>' +
      '<p>b</p><div class="product-card" data-id="12" data-description="Soft &amp; warm"></div>';
    expect(splitContent(html)).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'product', id: 3, title: 'A "good" bed', description: null, noBorder: true },
      { kind: 'html', html: '<p>b</p>' },
      { kind: 'product', id: 12, title: null, description: 'Soft & warm', noBorder: false },
    ]);
  });

  it('leaves out a card without a valid id', () => {
    expect(splitContent('<div class="product-card" data-id="x"></div><p>z</p>')).toEqual([
      { kind: 'html', html: '<p>z</p>' },
    ]);
  });
});
