import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../shared/markdown.ts';
import { productCardIds } from './product-card-ids.ts';

describe('product card ids', () => {
  it('are read from the placeholders the renderer keeps, each once', () => {
    const html = renderMarkdown(
      'Text\n\n<div class="product-card" data-id="12" data-title="Bed"></div>\n\n' +
        '<div class="product-card" data-id="3"></div>\n\n<div class="product-card" data-id="12"></div>',
    );
    expect(productCardIds(html)).toEqual([12, 3]);
    expect(productCardIds(renderMarkdown('<div data-id="5"></div>'))).toEqual([]);
  });
});
