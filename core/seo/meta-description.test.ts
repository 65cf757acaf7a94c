import { describe, expect, it } from 'vitest';
import { markdownDescription, shortened } from './meta-description.ts';

describe('a meta description from Markdown', () => {
  it("is the first paragraph's words, without headings, links' targets or HTML", () => {
    expect(
      markdownDescription(
        '# About us\n\nWe write about **pets** with [vets](/about) <b>x</b>.\n\nMore.',
      ),
    ).toBe('We write about pets with vets x.');
  });

  it('is cut at a word, with an ellipsis, and empty without a paragraph', () => {
    const text = shortened(`${'word '.repeat(60)}end`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/^word( word)*…$/);
    expect(markdownDescription('## Only a heading')).toBe('');
  });
});
