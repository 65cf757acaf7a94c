import { describe, expect, it } from 'vitest';
import {
  checkContent,
  hasErrors,
  imagesWithoutAlt,
  internalLinks,
  matchPage,
  productCardIds,
  type CheckedArticle,
} from './content-checks.ts';

const good: CheckedArticle = {
  title: 'Feeding a puppy',
  excerpt: 'How often a puppy should eat, how much, and what changes as it grows up.',
  content: 'Three meals a day.',
  getMore: null,
  imageUrl: '/media/articles/puppy.webp',
  imageAlt: 'A puppy at its bowl',
  isActive: false,
  seoTitle: '',
  seoDescription: '',
};
const codes = (article: Partial<CheckedArticle>, facts = {}) =>
  checkContent({ ...good, ...article }, facts).map((c) => `${c.level}:${c.code}:${c.detail ?? ''}`);

describe('content checks', () => {
  it('pass a complete article', () => {
    expect(checkContent(good)).toEqual([]);
  });

  it('find pictures without alt text, in markdown and in HTML', () => {
    expect(
      imagesWithoutAlt(
        '![](/a.webp) ![ ](/b.webp "fluid") ![ok](/c.webp) <img src="/d.webp"> <img alt="x" src="/e.webp">',
      ),
    ).toEqual(['/a.webp', '/b.webp', '/d.webp']);
    expect(codes({ imageAlt: ' ' })).toEqual(['error:hero_alt_missing:']);
    expect(codes({ imageUrl: null, imageAlt: '' })).toEqual([]);
  });

  it('find product cards and check them against the known products', () => {
    const content =
      '<div class="product-card" data-id="12"></div>\n<div class="product-card" data-title="x" data-id="abc"></div>';
    expect(productCardIds(content)).toEqual({ ids: [12], invalid: ['abc'] });
    expect(codes({ content }, { knownProducts: new Set([12]) })).toEqual([
      'error:product_unknown:abc',
    ]);
    expect(codes({ content }, { knownProducts: new Set([1]) })).toEqual([
      'error:product_unknown:abc',
      'error:product_unknown:12',
    ]);
  });

  it('resolve internal links against the page table', () => {
    expect(matchPage('/article/12/feeding')).toEqual({
      page: 'article',
      params: { id: '12', slug: 'feeding' },
    });
    expect(matchPage('/about')?.page).toBe('page_about');
    expect(matchPage('/no/such/page')).toBeNull();
    const links = internalLinks(
      '[a](/article/1/x) [b](https://pawpedia.example/breeds/2?q=1) [c](https://elsewhere.example/x) ' +
        '![pic](/media/x.webp) [feed](/rss.xml) <a href="/nowhere">d</a>\n\n[ref]: /infographics',
      'https://pawpedia.example',
    );
    expect(links.map((l) => [l.href, l.page])).toEqual([
      ['/article/1/x', 'article'],
      ['https://pawpedia.example/breeds/2?q=1', 'breedList'],
      ['/infographics', 'infographics'],
      ['/nowhere', null],
    ]);
  });

  it('report a link whose page does not exist, or whose id does not, and leave unknowns alone', () => {
    const content = '[a](/article/1/x) [b](/article/2/y) [c](/nowhere)';
    const exists = (target: { params: Record<string, string> }) => target.params.id === '1';
    expect(codes({ content }, { exists })).toEqual([
      'error:link_broken:/article/2/y',
      'error:link_broken:/nowhere',
    ]);
    // In the browser, existence may be unknown: only links matching no page are reported.
    expect(codes({ content })).toEqual(['error:link_broken:/nowhere']);
  });

  it('require an excerpt, and warn on lengths for search results and a small hero', () => {
    expect(codes({ excerpt: '  ' })).toEqual(['error:excerpt_empty:']);
    expect(codes({ title: 'x'.repeat(61) })).toEqual(['warning:title_too_long:61']);
    expect(codes({ title: 'x'.repeat(61), seoTitle: 'Short' })).toEqual([]);
    expect(codes({ seoDescription: 'Too short.' })).toEqual(['warning:description_length:10']);
    expect(codes({ excerpt: 'y'.repeat(161) })).toEqual(['warning:description_length:161']);
    expect(codes({}, { heroSize: { width: 1200, height: 800 } })).toEqual([]);
    expect(codes({ isActive: true }, { heroSize: { width: 1200, height: 800 } })).toEqual([
      'warning:hero_too_small:1200 < 1920',
    ]);
    expect(codes({}, { heroSize: { width: 800, height: 600 } })).toEqual([
      'warning:hero_too_small:800 < 1000',
    ]);
  });

  it('only errors block', () => {
    expect(hasErrors(checkContent({ ...good, title: 'x'.repeat(80) }))).toBe(false);
    expect(hasErrors(checkContent({ ...good, excerpt: '' }))).toBe(true);
  });
});
