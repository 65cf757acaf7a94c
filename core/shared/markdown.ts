import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Size hints an editor may put in an image's title: `![alt](src "fluid")`. */
const IMAGE_SIZES = ['fluid', 'large', 'square'] as const;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// One parser for the whole process; the renderer only adds classes, the sanitiser decides safety.
const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    image({ href, title, text }: Tokens.Image) {
      const hint = IMAGE_SIZES.find((size) => size === title?.trim().toLowerCase());
      const className = `md-image md-image--${hint ?? 'large'}`;
      const caption = hint ? null : title;
      return (
        `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(text)}" class="${className}"` +
        ` loading="lazy" decoding="async"${caption ? ` title="${escapeAttribute(caption)}"` : ''}>`
      );
    },
  },
});

/**
 * What survives sanitising: prose, headings, lists, quotes, tables, images and links, plus the
 * embedded product-card placeholders of articles. No script, style, event handler or
 * `javascript:` URL gets through, whatever the source.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'u',
    'sup',
    'sub',
    'small',
    'mark',
    'abbr',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'class', 'loading', 'decoding', 'width', 'height'],
    div: ['class', 'data-id', 'data-title', 'data-description', 'data-no-border'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    abbr: ['title'],
    '*': [],
  },
  allowedClasses: {
    img: ['md-image', 'md-image--fluid', 'md-image--large', 'md-image--square'],
    div: ['product-card'],
    blockquote: ['md-quote'],
    ul: ['md-list'],
    ol: ['md-list'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open in a new tab and pass no ranking or window handle to the target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'nofollow noopener noreferrer' },
    }),
    blockquote: (tagName, attribs) => ({ tagName, attribs: { ...attribs, class: 'md-quote' } }),
    ul: (tagName, attribs) => ({ tagName, attribs: { ...attribs, class: 'md-list' } }),
    ol: (tagName, attribs) => ({ tagName, attribs: { ...attribs, class: 'md-list' } }),
    // Headings start at h2: the page title is the only h1.
    h1: 'h2',
  },
};

/** Markdown (trusted or not) to HTML that is safe to insert into a page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

/**
 * An HTML text field (a static page's) made safe when it is saved, by the same rules
 * as rendering: what is stored is what the page may show (it is sanitised again when rendered).
 */
export function sanitizeHtmlField(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}
