import { Lexer, type Token } from 'marked';
import { META_DESCRIPTION_MAX, shortened } from './shortened.ts';

export { META_DESCRIPTION_MAX, shortened };

/** The plain words of Markdown tokens: links, emphasis and code keep their text, HTML goes. */
function plain(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html') return '';
      if ('tokens' in token && token.tokens?.length) return plain(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

/**
 * A page's meta description from its Markdown (decision 087): its first paragraph's words,
 * shortened; empty when it has no paragraph.
 */
export function markdownDescription(markdown: string, max = META_DESCRIPTION_MAX): string {
  const paragraph = Lexer.lex(markdown).find((token) => token.type === 'paragraph');
  const tokens = paragraph && 'tokens' in paragraph ? (paragraph.tokens ?? []) : [];
  return shortened(plain(tokens), max);
}
