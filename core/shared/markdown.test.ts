import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('opens links in a new tab with nofollow', () => {
    const html = renderMarkdown('See [the vet](https://vet.example/x).');
    expect(html).toContain(
      '<a href="https://vet.example/x" target="_blank" rel="nofollow noopener noreferrer">the vet</a>',
    );
  });

  it('turns the image title into a size hint class', () => {
    expect(renderMarkdown('![A dog](/media/a.webp "fluid")')).toMatch(
      /<img src="\/media\/a.webp" alt="A dog" class="md-image md-image--fluid"/,
    );
    expect(renderMarkdown('![Cat](/media/c.webp "square")')).toContain('md-image--square');
    expect(renderMarkdown('![Cat](/media/c.webp "A caption")')).toMatch(
      /md-image--large[^>]*title="A caption"/,
    );
  });

  it('styles blockquotes and lists', () => {
    const html = renderMarkdown('> careful\n\n- one\n- two\n\n1. first');
    expect(html).toContain('<blockquote class="md-quote">');
    expect(html).toContain('<ul class="md-list">');
    expect(html).toContain('<ol class="md-list">');
  });

  it('keeps embedded product-card placeholders with their data attributes', () => {
    const html = renderMarkdown(
      '<div class="product-card" data-id="3" data-title="Bed" data-no-border="true"></div>',
    );
    expect(html).toBe(
      '<div class="product-card" data-id="3" data-title="Bed" data-no-border="true"></div>',
    );
  });

  it('lets no script, event handler or javascript: URL through', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<div class="product-card" data-id="1" onclick="alert(1)" style="color:red"></div>',
      '<iframe src="https://evil.example"></iframe>',
      '![x](javascript:alert(1))',
    ].join('\n\n');
    const html = renderMarkdown(hostile);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
  });

  it('demotes h1 to h2 so the page title stays the only h1', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });
});
